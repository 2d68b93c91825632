import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorList, StatusButton } from "~/components/forms";
import { Modal } from "~/components/modal";
import { OutcomeBar } from "~/components/report/outcome-bar";
import { PersonaCard } from "~/components/report/persona-card";
import { getPresetCohort, simulate } from "~/engine";
import { toDisplayPersona } from "~/utils/personas";

/** An internal gallery of the app's components; off in production unless ENABLE_TEST_UI=true. */
export function loader({ request, context }: LoaderFunctionArgs) {
  const enabled = context.services.config.nodeEnv !== "production" || process.env.ENABLE_TEST_UI === "true";
  if (!enabled) throw new Response("Not found", { status: 404 });
  const cohort = getPresetCohort("general");
  if (!cohort) throw new Response("Not found", { status: 404 });
  const result = simulate({
    idea: "A meal planning app for busy parents at $9/month",
    cohort,
    count: 10,
    seed: "test-ui",
  });
  const persona = result.personas[0];
  if (!persona) throw new Response("Not found", { status: 404 });
  return {
    persona: toDisplayPersona(persona, "test-ui"),
    outcome: {
      adopt: result.distribution.adopt,
      mixed: result.distribution.mixed,
      notInterested: result.distribution.notInterested,
    },
    modalOpen: new URL(request.url).searchParams.get("modal") === "demo",
  };
}

export default function TestUi() {
  const { persona, outcome, modalOpen } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-10 px-6 py-12">
      <h1 className="text-3xl font-bold tracking-tight">Component gallery</h1>
      <section aria-labelledby="buttons" className="flex flex-col gap-3">
        <h2 id="buttons" className="text-xl font-semibold">
          Buttons
        </h2>
        <div className="flex flex-wrap gap-3">
          <button type="button" className="btn-primary">
            Primary
          </button>
          <button type="button" className="btn-secondary">
            Secondary
          </button>
          <form>
            <StatusButton pendingText="Working..." className="btn-primary">
              Status button
            </StatusButton>
          </form>
        </div>
      </section>
      <section aria-labelledby="fields" className="flex flex-col gap-3">
        <h2 id="fields" className="text-xl font-semibold">
          Field errors
        </h2>
        <ErrorList errors={["This field is required"]} />
      </section>
      <section aria-labelledby="modal" className="flex flex-col gap-3">
        <h2 id="modal" className="text-xl font-semibold">
          Modal
        </h2>
        <Link to="?modal=demo" className="btn-secondary self-start" preventScrollReset>
          Open modal
        </Link>
        {modalOpen ? (
          <Modal title="Example dialog" closeTo="/test-ui">
            <p>A dialog rendered by the server.</p>
          </Modal>
        ) : null}
      </section>
      <section aria-labelledby="outcome" className="flex flex-col gap-3">
        <h2 id="outcome" className="text-xl font-semibold">
          Outcome bar
        </h2>
        <OutcomeBar outcome={outcome} />
      </section>
      <section aria-labelledby="persona" className="flex flex-col gap-3">
        <h2 id="persona" className="text-xl font-semibold">
          Persona card
        </h2>
        <PersonaCard persona={persona} />
      </section>
      <section aria-labelledby="banners" className="flex flex-col gap-3">
        <h2 id="banners" className="text-xl font-semibold">
          Banners
        </h2>
        <p role="status" className="rounded-xl border border-emerald-300 bg-emerald-50 p-3">
          Success banner
        </p>
        <p role="alert" className="rounded-xl border border-rose-300 bg-rose-50 p-3">
          Error banner
        </p>
      </section>
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Test UI | Sounding Board" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
