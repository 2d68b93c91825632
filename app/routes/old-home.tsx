import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DarkLanding } from "~/components/landing/dark-landing";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { WAITLIST_JOINED } from "~/landing/paths";
import { ideasTested } from "~/services/landing-stats.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  return {
    joined: new URL(request.url).searchParams.get("waitlist") === WAITLIST_JOINED,
    ideasTested: await ideasTested(context.services),
  };
}

export default function OldHomeLanding() {
  const { joined, ideasTested } = useLoaderData<typeof loader>();
  return <DarkLanding source="old-home" joined={joined} ideasTested={ideasTested} />;
}

export const meta: MetaFunction = () => [{ title: "Test ideas with 100 AI personas | Sounding Board" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
