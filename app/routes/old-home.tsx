import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DarkLanding } from "~/components/landing/dark-landing";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { WAITLIST_JOINED } from "~/landing/paths";

export async function loader({ request }: LoaderFunctionArgs) {
  return { joined: new URL(request.url).searchParams.get("waitlist") === WAITLIST_JOINED };
}

export default function OldHomeLanding() {
  const { joined } = useLoaderData<typeof loader>();
  return <DarkLanding source="old-home" joined={joined} />;
}

export const meta: MetaFunction = () => [{ title: "Test ideas with 100 AI personas | Sounding Board" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
