import type { MetaFunction } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";

/** Any URL no other route answers: a real 404 status with the friendly page. */
export function loader() {
  throw new Response("Not Found", { status: 404 });
}

export function action() {
  throw new Response("Not Found", { status: 404 });
}

export default function NotFound() {
  return null;
}

export const meta: MetaFunction = () => [{ title: "Page not found | Sounding Board" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
