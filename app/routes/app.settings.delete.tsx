import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorList, Field, StatusButton } from "~/components/forms";
import { constraintOf } from "~/forms/constraint.server";
import { DeleteAccountSchema } from "~/forms/delete-account.server";
import { countAccountData, deleteAccount } from "~/services/account-settings.server";
import { getBalance } from "~/services/credits.server";
import { endUserSession, requireUser } from "~/utils/auth.server";
import { DELETE_ACCOUNT_WORD } from "~/utils/delete-account";
import { formatNumber } from "~/utils/format";
import { readForm } from "~/utils/form.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const { db, now } = context.services;
  const [counts, balance] = await Promise.all([countAccountData(db, user.id), getBalance(db, user, now())]);
  return {
    email: user.email,
    counts,
    purchasedPersonas: balance.paid_remaining,
    constraint: constraintOf(DeleteAccountSchema),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context, request);
  const submission = parseWithZod(await readForm(request), { schema: DeleteAccountSchema });
  if (submission.status !== "success") {
    return data(submission.reply(), { status: 400 });
  }
  await deleteAccount(context.services.db, user.id);
  return redirect("/", { headers: { "Set-Cookie": await endUserSession(context, request) } });
}

export default function DeleteAccount() {
  const { email, counts, purchasedPersonas, constraint } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm<z.input<typeof DeleteAccountSchema>>({
    id: "delete-account",
    lastResult,
    constraint,
  });

  return (
    <section aria-labelledby="delete-account-title" className="flex max-w-2xl flex-col gap-6">
      <div>
        <Link to="/app/settings" className="text-sm font-medium text-brand-700 hover:underline">
          <span aria-hidden>←</span> Account Settings
        </Link>
        <h1 id="delete-account-title" className="mt-2 text-2xl font-bold tracking-tight">
          Delete my account and data
        </h1>
      </div>

      <div className="flex flex-col gap-3 rounded-xl border border-rose-200 bg-white p-6 shadow-sm">
        <p>
          This deletes the account <strong className="break-all">{email}</strong> and everything in it, at
          once and for good:
        </p>
        <ul className="list-disc space-y-1 pl-6 text-sm text-slate-700">
          <li>your profile and your sign-in: you won&apos;t be able to sign in with it again;</li>
          <li>
            your simulations ({formatNumber(counts.simulations)}) with their ideas, personas and reports,
            including any still running;
          </li>
          <li>your persona balance and credit history;</li>
          <li>your API tokens ({formatNumber(counts.apiTokens)}): anything that uses them stops working;</li>
          <li>your payment records ({formatNumber(counts.payments)}).</li>
        </ul>
        {purchasedPersonas > 0 ? (
          <p className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
            You still have {formatNumber(purchasedPersonas)} purchased personas. They are lost with the
            account and are not refunded.
          </p>
        ) : null}
        <p className="text-sm text-slate-600">
          Want a copy first?{" "}
          <a href="/app/settings/export" download className="font-medium text-brand-700 hover:underline">
            Download my data
          </a>
          .
        </p>
      </div>

      <Form
        method="post"
        className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        {...getFormProps(form)}
      >
        <ErrorList id={form.errorId} errors={form.errors} />
        <Field
          label={
            <>
              Type <span className="font-mono">{DELETE_ACCOUNT_WORD}</span> to confirm
            </>
          }
          field={fields.confirmation}
          autoComplete="off"
          hint="In capital letters, exactly as shown."
        />
        <div className="flex flex-wrap gap-3">
          <StatusButton pendingText="Deleting..." className="btn bg-rose-600 text-white hover:bg-rose-700">
            Delete my account and data
          </StatusButton>
          <Link to="/app/settings" className="btn-secondary">
            Cancel
          </Link>
        </div>
      </Form>
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Delete my account | Sounding Board" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
