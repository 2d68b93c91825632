import type { MetaFunction } from "@remix-run/node";
import { QuickValidationPage } from "./simple";

// The same quick validation as /simple, with the first audience preselected.
export { loader, action, ErrorBoundary } from "./simple";

export default function SimpleTestPage() {
  return <QuickValidationPage title="Quick Validation Test" path="/simple-test" />;
}

export const meta: MetaFunction = () => [
  { title: "Quick Validation Test | Sounding Board" },
  { name: "description", content: "Test a product idea on 100 simulated personas in under a minute." },
];
