import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useOutlet } from "@remix-run/react";
import { useId } from "react";
import type { z } from "zod";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorList, Field, StatusButton, type FormConstraint } from "~/components/forms";
import { Modal } from "~/components/modal";
import { ProfileSchema, RowIdSchema, TokenSchema } from "~/forms/account-settings.server";
import {
  deleteSimulation,
  listSimulationsForSettings,
  updateProfile,
} from "~/services/account-settings.server";
import { constraintOf } from "~/forms/constraint.server";
import { createApiToken, listApiTokens, revokeApiToken } from "~/services/api-tokens.server";
import { getBalance, listLedger } from "~/services/credits.server";
import { endAllUserSessions, requireUser } from "~/utils/auth.server";
import { formatDate, formatNumber, historyLabel } from "~/utils/format";
import { cn, invariantResponse } from "~/utils/misc";
import { readForm } from "~/utils/form.server";

/** The credit history shows this many entries until the user asks for all. */
const LEDGER_PREVIEW = 20;
const SETTINGS_PATH = "/app/settings";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const { db, now } = context.services;
  const url = new URL(request.url);
  const [balance, ledger, simulations, tokens] = await Promise.all([
    getBalance(db, user, now()),
    listLedger(db, user.id),
    listSimulationsForSettings(db, user.id),
    listApiTokens(db, user.id),
  ]);

  // The second step of a delete or a revoke: a dialog rendered by the server.
  const confirmDeleteId = url.searchParams.get("confirm-delete");
  const simulationToDelete = confirmDeleteId
    ? simulations.find((simulation) => simulation.id === confirmDeleteId)
    : undefined;
  invariantResponse(!confirmDeleteId || simulationToDelete, "Simulation not found", 404);
  const confirmRevokeId = url.searchParams.get("confirm-revoke");
  const tokenToRevoke = confirmRevokeId ? tokens.find((token) => token.id === confirmRevokeId) : undefined;
  invariantResponse(!confirmRevokeId || tokenToRevoke, "API token not found", 404);

  const goals = new Map(simulations.map((simulation) => [simulation.id, simulation.goal]));
  const showAllCredits = url.searchParams.get("credits") === "all";
  const flash = await readFlash(context, request);

  return data(
    {
      flash: flash.message,
      profile: { name: user.name, email: user.email, createdAt: user.created_at },
      balance: {
        remaining: balance.total_remaining,
        used: balance.total_used,
        free: balance.free_remaining,
        paid: balance.paid_remaining,
        daysUntilRefill: balance.days_until_refill,
      },
      credits: {
        entries: (showAllCredits ? ledger : ledger.slice(0, LEDGER_PREVIEW)).map((entry) => ({
          id: entry.id,
          createdAt: entry.created_at,
          what: describeLedgerEntry(entry, entry.simulation_id ? goals.get(entry.simulation_id) : undefined),
          delta: Number(entry.delta),
        })),
        total: ledger.length,
        showingAll: showAllCredits || ledger.length <= LEDGER_PREVIEW,
      },
      simulations: simulations.map((simulation) => ({
        id: simulation.id,
        label: historyLabel(simulation.goal),
        goal: simulation.goal,
        status: simulation.status,
        cohortName: simulation.cohort_name,
        personaCount: simulation.persona_count,
        createdAt: simulation.created_at,
      })),
      tokens,
      simulationToDelete: simulationToDelete
        ? { id: simulationToDelete.id, goal: simulationToDelete.goal }
        : null,
      tokenToRevoke: tokenToRevoke ? { id: tokenToRevoke.id, name: tokenToRevoke.name } : null,
      constraints: { profile: constraintOf(ProfileSchema), token: constraintOf(TokenSchema) },
    },
    flash.setCookie ? { headers: { "Set-Cookie": flash.setCookie } } : undefined,
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context, request);
  const { db, now } = context.services;
  const formData = await readForm(request);
  const intent = formData.get("intent");

  switch (intent) {
    case "update-profile": {
      const submission = parseWithZod(formData, { schema: ProfileSchema });
      if (submission.status !== "success") {
        return data({ intent, result: submission.reply(), token: null }, { status: 400 });
      }
      await updateProfile(db, user.id, { name: submission.value.name });
      return redirectWithFlash(context, request, SETTINGS_PATH, "Your name was saved.");
    }
    case "create-token": {
      const submission = parseWithZod(formData, { schema: TokenSchema });
      if (submission.status !== "success") {
        return data({ intent, result: submission.reply(), token: null }, { status: 400 });
      }
      // Shown in this response only: the token is never stored, and a redirect would lose it.
      const { id, token } = await createApiToken(db, { userId: user.id, name: submission.value.name }, now());
      return data({
        intent,
        result: submission.reply({ resetForm: true }),
        token: { id, name: submission.value.name, value: token },
      });
    }
    case "revoke-token": {
      const tokenId = RowIdSchema.safeParse(formData.get("tokenId"));
      invariantResponse(tokenId.success, "Choose a token to revoke", 400);
      invariantResponse(await revokeApiToken(db, user.id, tokenId.data), "API token not found", 404);
      return redirectWithFlash(context, request, SETTINGS_PATH, "The API token was revoked.");
    }
    case "delete-simulation": {
      const simulationId = RowIdSchema.safeParse(formData.get("simulationId"));
      invariantResponse(simulationId.success, "Choose a simulation to delete", 400);
      const deleted = await deleteSimulation(db, user.id, simulationId.data);
      invariantResponse(deleted, "Simulation not found", 404);
      return redirectWithFlash(context, request, SETTINGS_PATH, "The simulation was deleted.");
    }
    case "sign-out-everywhere":
      return redirect("/", {
        headers: { "Set-Cookie": await endAllUserSessions(context, request, user.id) },
      });
    default:
      throw new Response("Unknown action", {
        status: 400,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
  }
}

/** The delete-account page is a child route: it takes the whole settings area when open. */
export default function AccountSettingsRoute() {
  const outlet = useOutlet();
  return outlet ?? <AccountSettings />;
}

function AccountSettings() {
  const {
    flash,
    profile,
    balance,
    credits,
    simulations,
    tokens,
    simulationToDelete,
    tokenToRevoke,
    constraints,
  } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();

  return (
    <section aria-labelledby="settings-title" className="flex max-w-3xl flex-col gap-6">
      <h1 id="settings-title" className="text-2xl font-bold tracking-tight">
        Account Settings
      </h1>
      {flash ? (
        <p role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm">
          {flash}
        </p>
      ) : null}

      <ProfileCard
        profile={profile}
        lastResult={actionData?.intent === "update-profile" ? actionData.result : undefined}
        constraint={constraints.profile}
      />
      <PersonasCard balance={balance} credits={credits} />
      <SimulationsCard simulations={simulations} />
      <ApiTokensCard
        tokens={tokens}
        lastResult={actionData?.intent === "create-token" ? actionData.result : undefined}
        newToken={actionData?.intent === "create-token" ? actionData.token : null}
        constraint={constraints.token}
      />

      <Card title="Your data" id="data-title">
        <p className="text-sm text-slate-600">
          Download your profile, your simulations with their reports, your credit history, payments and API
          tokens (never the token itself) as one JSON file.
        </p>
        <div>
          <a href="/app/settings/export" download className="btn-secondary">
            Download my data
          </a>
        </div>
      </Card>

      <Card title="Calibration" id="calibration-title">
        <p className="text-sm text-slate-600">
          Upload the results of your own past concept tests with real people, and the panel is fitted to how
          your market answers. You can then choose it when you run an idea.
        </p>
        <div>
          <Link to="/app/settings/calibration" className="btn-secondary">
            Calibrate on your own data
          </Link>
        </div>
      </Card>

      <Card title="Where you are signed in" id="sessions-title">
        <p className="text-sm text-slate-600">
          Each browser you sign in with stays signed in for 30 days. Signing out everywhere ends all of them
          at once, this one included: use it if you signed in on a device you no longer have.
        </p>
        <Form method="post" action={SETTINGS_PATH}>
          <StatusButton
            name="intent"
            value="sign-out-everywhere"
            pendingText="Signing out..."
            className="btn-secondary"
          >
            Sign out everywhere
          </StatusButton>
        </Form>
      </Card>

      <Card title="Danger zone" id="danger-title" tone="danger">
        <p className="text-sm text-slate-600">
          Deleting your account removes your profile, every simulation and report, your credit history, API
          tokens and payment records. It can&apos;t be undone.
        </p>
        <div>
          <Link to="/app/settings/delete" className="btn bg-rose-600 text-white hover:bg-rose-700">
            Delete my account and data
          </Link>
        </div>
      </Card>

      {simulationToDelete ? (
        <Modal
          title="Delete this simulation?"
          closeTo={SETTINGS_PATH}
          description="The simulation and its report are deleted for good. Personas spent on it are not returned."
        >
          <blockquote className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700">
            {historyLabel(simulationToDelete.goal)}
          </blockquote>
          <Form method="post" action={SETTINGS_PATH} className="mt-4 flex flex-wrap justify-end gap-3">
            <input type="hidden" name="simulationId" value={simulationToDelete.id} />
            <Link to={SETTINGS_PATH} className="btn-secondary">
              Cancel
            </Link>
            <StatusButton
              name="intent"
              value="delete-simulation"
              pendingText="Deleting..."
              className="btn bg-rose-600 text-white hover:bg-rose-700"
            >
              Delete simulation
            </StatusButton>
          </Form>
        </Modal>
      ) : null}

      {tokenToRevoke ? (
        <Modal
          title="Revoke this API token?"
          closeTo={SETTINGS_PATH}
          description={
            <>
              Anything that uses &ldquo;{tokenToRevoke.name}&rdquo; stops working at once. You can create a
              new token afterwards.
            </>
          }
        >
          <Form method="post" action={SETTINGS_PATH} className="flex flex-wrap justify-end gap-3">
            <input type="hidden" name="tokenId" value={tokenToRevoke.id} />
            <Link to={SETTINGS_PATH} className="btn-secondary">
              Cancel
            </Link>
            <StatusButton
              name="intent"
              value="revoke-token"
              pendingText="Revoking..."
              className="btn bg-rose-600 text-white hover:bg-rose-700"
            >
              Revoke token
            </StatusButton>
          </Form>
        </Modal>
      ) : null}
    </section>
  );
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>;
type ActionData = NonNullable<ReturnType<typeof useActionData<typeof action>>>;

function Card({
  title,
  id,
  tone = "default",
  children,
}: {
  title: string;
  id: string;
  tone?: "default" | "danger";
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn(
        "flex flex-col gap-4 rounded-xl border bg-white p-6 shadow-sm",
        tone === "danger" ? "border-rose-200" : "border-slate-200",
      )}
    >
      <h2 id={id} className={cn("text-lg font-semibold", tone === "danger" && "text-rose-700")}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function ProfileCard({
  profile,
  lastResult,
  constraint,
}: {
  profile: LoaderData["profile"];
  lastResult: ActionData["result"] | undefined;
  constraint: FormConstraint;
}) {
  const [form, fields] = useForm<z.input<typeof ProfileSchema>>({
    id: "profile",
    lastResult,
    defaultValue: { name: profile.name ?? "" },
    constraint,
  });
  return (
    <Card title="Profile" id="profile-title">
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-slate-500">Email</dt>
          <dd className="break-all font-medium">{profile.email}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-500">Name</dt>
          <dd className="font-medium">{profile.name ?? "Not set"}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-500">Member since</dt>
          <dd className="font-medium">{formatDate(profile.createdAt)}</dd>
        </div>
      </dl>
      <p className="text-xs text-slate-500">
        Your email comes from your sign-in and can&apos;t be changed here.
      </p>
      <Form method="post" action={SETTINGS_PATH} className="flex flex-col gap-3" {...getFormProps(form)}>
        <ErrorList id={form.errorId} errors={form.errors} />
        <Field
          label="Your name"
          field={fields.name}
          autoComplete="name"
          hint="Leave it empty to remove it."
        />
        <div>
          <StatusButton name="intent" value="update-profile" pendingText="Saving..." className="btn-primary">
            Save name
          </StatusButton>
        </div>
      </Form>
    </Card>
  );
}

function PersonasCard({
  balance,
  credits,
}: {
  balance: LoaderData["balance"];
  credits: LoaderData["credits"];
}) {
  const captionId = useId();
  return (
    <Card title="Personas" id="personas-title">
      <div className="flex flex-wrap items-center justify-between gap-4 rounded-lg bg-slate-50 px-4 py-3">
        <div>
          <p className="text-lg">
            <span className="text-2xl font-bold">{formatNumber(balance.remaining)}</span> Personas left
          </p>
          <p className="text-sm text-slate-600">
            {formatNumber(balance.free)} free this month · {formatNumber(balance.paid)} purchased ·{" "}
            {formatNumber(balance.used)} used this month
          </p>
          <p className="text-xs text-slate-500">
            {balance.daysUntilRefill > 0
              ? `Free personas refill in ${balance.daysUntilRefill} day${balance.daysUntilRefill === 1 ? "" : "s"}.`
              : "Free personas refill soon."}{" "}
            Purchased personas never expire.
          </p>
        </div>
        <Link to="/app/purchase" className="btn-secondary">
          Buy more personas
        </Link>
      </div>

      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm" aria-labelledby={captionId}>
          <caption id={captionId} className="pb-2 text-left text-base font-semibold">
            Credit history
          </caption>
          <thead className="border-b border-slate-200 text-slate-500">
            <tr>
              <th scope="col" className="py-2 pr-4 font-medium">
                Date
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                What
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Personas
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {credits.entries.map((entry) => (
              <tr key={entry.id}>
                <td className="whitespace-nowrap py-2 pr-4 text-slate-600">
                  <time dateTime={entry.createdAt}>{formatDate(entry.createdAt)}</time>
                </td>
                <td className="py-2 pr-4">{entry.what}</td>
                <td
                  className={cn(
                    "whitespace-nowrap py-2 text-right font-medium tabular-nums",
                    entry.delta > 0 ? "text-emerald-700" : "text-slate-700",
                  )}
                >
                  {entry.delta > 0 ? "+" : "−"}
                  {formatNumber(Math.abs(entry.delta))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {credits.showingAll ? null : (
        <Link
          to="?credits=all"
          preventScrollReset
          className="text-sm font-medium text-brand-700 hover:underline"
        >
          Show all {formatNumber(credits.total)} entries
        </Link>
      )}
    </Card>
  );
}

const STATUS_LABELS: Record<string, string> = {
  running: "Running",
  completed: "Completed",
  failed: "Failed",
};

function SimulationsCard({ simulations }: { simulations: LoaderData["simulations"] }) {
  return (
    <Card title="Simulations" id="simulations-title">
      <p className="text-sm text-slate-600">
        Every simulation you ran, newest first. Deleting one removes it and its report for good.
      </p>
      {simulations.length === 0 ? (
        <p className="text-sm text-slate-500">No simulations yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Your simulations">
          {simulations.map((simulation) => (
            <li key={simulation.id} className="flex items-center justify-between gap-4 py-3">
              <div className="min-w-0">
                <Link
                  to={`/app/simulation/${simulation.id}`}
                  title={simulation.goal}
                  className="block truncate font-medium text-brand-700 hover:underline"
                >
                  {simulation.label}
                </Link>
                <p className="text-xs text-slate-500">
                  {STATUS_LABELS[simulation.status] ?? simulation.status} · {simulation.cohortName} ·{" "}
                  {simulation.personaCount} personas ·{" "}
                  <time dateTime={simulation.createdAt}>{formatDate(simulation.createdAt)}</time>
                </p>
              </div>
              <Form method="get" action={SETTINGS_PATH} preventScrollReset>
                <button
                  type="submit"
                  name="confirm-delete"
                  value={simulation.id}
                  aria-label={`Delete simulation: ${simulation.label}`}
                  className="btn-secondary text-rose-700"
                >
                  Delete
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function ApiTokensCard({
  tokens,
  lastResult,
  newToken,
  constraint,
}: {
  tokens: LoaderData["tokens"];
  lastResult: ActionData["result"] | undefined;
  newToken: ActionData["token"] | null;
  constraint: FormConstraint;
}) {
  const [form, fields] = useForm<z.input<typeof TokenSchema>>({
    id: "create-token",
    lastResult,
    constraint,
  });
  const newTokenId = useId();
  return (
    <Card title="API tokens" id="tokens-title">
      <p className="text-sm text-slate-600">
        Call the Sounding Board API with a token in the header{" "}
        <code className="rounded bg-slate-100 px-1">Authorization: Bearer &lt;token&gt;</code>.
      </p>
      {newToken ? (
        <div role="status" className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4">
          <p className="text-sm font-medium">
            Token &ldquo;{newToken.name}&rdquo; created. Copy it now: it won&apos;t be shown again.
          </p>
          <label htmlFor={newTokenId} className="text-sm font-medium">
            Your new API token
          </label>
          <input
            id={newTokenId}
            readOnly
            value={newToken.value}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-sm"
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
      ) : null}
      <Form
        method="post"
        action={SETTINGS_PATH}
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
        {...getFormProps(form)}
      >
        <div className="flex-1">
          <ErrorList id={form.errorId} errors={form.errors} />
          <Field label="Token name" field={fields.name} hint="For example, the script or app that uses it." />
        </div>
        <StatusButton
          name="intent"
          value="create-token"
          pendingText="Creating..."
          className="btn-primary sm:mt-7"
        >
          Create token
        </StatusButton>
      </Form>
      {tokens.length === 0 ? (
        <p className="text-sm text-slate-500">No API tokens yet.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Your API tokens</caption>
            <thead className="border-b border-slate-200 text-slate-500">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Name
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Created
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Last used
                </th>
                <th scope="col" className="py-2 font-medium">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {tokens.map((token) => (
                <tr key={token.id}>
                  <td className="py-2 pr-4 font-medium">{token.name}</td>
                  <td className="whitespace-nowrap py-2 pr-4 text-slate-600">
                    {formatDate(token.created_at)}
                  </td>
                  <td className="whitespace-nowrap py-2 pr-4 text-slate-600">
                    {token.last_used_at ? formatDate(token.last_used_at) : "Never"}
                  </td>
                  <td className="py-2 text-right">
                    <Form method="get" action={SETTINGS_PATH} preventScrollReset>
                      <button
                        type="submit"
                        name="confirm-revoke"
                        value={token.id}
                        aria-label={`Revoke token: ${token.name}`}
                        className="btn-ghost text-rose-700"
                      >
                        Revoke
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

export const meta: MetaFunction = () => [{ title: "Account Settings | Sounding Board" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

function describeLedgerEntry(
  entry: { kind: string; bucket: string; note: string | null },
  goal: string | undefined,
): string {
  const run = goal ? `“${historyLabel(goal)}”` : "(since deleted)";
  switch (entry.kind) {
    case "monthly_grant":
      return "Free monthly personas";
    case "expiry":
      return "Unused free personas expired";
    case "simulation":
      return `Simulation ${run}${entry.bucket === "paid" ? ", from purchased personas" : ""}`;
    case "refund":
      return `Refund for failed simulation ${run}`;
    case "purchase":
      return entry.note ?? "Purchased personas";
    default:
      return entry.note ?? entry.kind;
  }
}

/** A one-time message for the next page: set on a redirect, read and cleared by the loader. */
async function redirectWithFlash(context: AppLoadContext, request: Request, to: string, message: string) {
  const { storage } = context.services.sessions;
  const session = await storage.getSession(request.headers.get("Cookie"));
  session.flash("flash", message);
  return redirect(to, { headers: { "Set-Cookie": await storage.commitSession(session) } });
}

async function readFlash(context: AppLoadContext, request: Request) {
  const { storage } = context.services.sessions;
  const session = await storage.getSession(request.headers.get("Cookie"));
  const message = session.get("flash") ?? null;
  return { message, setCookie: message ? await storage.commitSession(session) : null };
}
