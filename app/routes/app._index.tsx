import type { MetaFunction } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";

export default function IdeaTesting() {
  return (
    <section aria-labelledby="idea-testing-title" className="flex flex-col gap-3">
      <h1 id="idea-testing-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
        Test your idea with AI personas
      </h1>
      <p className="max-w-2xl text-slate-600">
        Describe your product idea, choose who it is for, and see how a panel of simulated personas reacts.
      </p>
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Test your idea | Sounding Board" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
