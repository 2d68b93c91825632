import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";

/** GET /report/demo: the report view with no data (spec §2), pointing at the live demo. */
export default function EmptyDemoReport() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-20 text-center">
      <h1 className="text-2xl font-bold">No report generated</h1>
      <p className="text-slate-600">There is no report to show here yet.</p>
      <Link to="/demo" className="btn-primary">
        Run the demo
      </Link>
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Demo report | Sounding Board" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
