import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { QuickValidation, type QuickActionData } from "~/components/quick-validation";
import { loadQuickPage, quickPageAction } from "~/utils/quick-validation.server";

export function loader(args: LoaderFunctionArgs) {
  return loadQuickPage(args);
}

export function action(args: ActionFunctionArgs) {
  return quickPageAction(args);
}

/** The page of /simple and /simple-test: they differ in title, address and the preselected audience. */
export function QuickValidationPage({ title, path }: { title: string; path: string }) {
  const { cohorts, run, timedOut } = useLoaderData<typeof loader>();
  const actionData = useActionData<QuickActionData>();
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
        <p className="text-slate-600">
          Describe your idea, pick who it is for, and see how 100 simulated personas react.
        </p>
      </header>
      <QuickValidation
        key={run?.simulation_id ?? "new"}
        path={path}
        cohorts={cohorts}
        run={run}
        timedOut={timedOut}
        actionData={actionData}
      />
    </div>
  );
}

export default function SimplePage() {
  return <QuickValidationPage title="Quick Idea Validation" path="/simple" />;
}

export const meta: MetaFunction = () => [
  { title: "Quick Idea Validation | Sounding Board" },
  { name: "description", content: "Test a product idea on 100 simulated personas in under a minute." },
];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
