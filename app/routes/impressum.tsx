import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { legalPageData } from "~/legal/data.server";
import { ImpressumContent } from "~/legal/impressum";
import { LegalPage } from "~/legal/legal-page";

export async function loader({ context }: LoaderFunctionArgs) {
  return legalPageData(context.services.config);
}

export default function ImpressumPage() {
  const { operator, placeholderNote } = useLoaderData<typeof loader>();
  return (
    <LegalPage title="Impressum" intro="Legal notice" placeholderNote={placeholderNote}>
      <ImpressumContent operator={operator} />
    </LegalPage>
  );
}

export const meta: MetaFunction = () => [
  { title: "Impressum | Sounding Board" },
  { name: "description", content: "Legal notice: who operates Sounding Board and how to reach them." },
];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
