import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { legalPageData } from "~/legal/data.server";
import { LegalPage } from "~/legal/legal-page";
import { TermsContent } from "~/legal/terms";

export async function loader({ context }: LoaderFunctionArgs) {
  return legalPageData(context.services.config);
}

export default function TermsPage() {
  const { operator, placeholderNote } = useLoaderData<typeof loader>();
  return (
    <LegalPage
      title="Terms of Service"
      intro="The rules for using Sounding Board, buying credits and what each of us is responsible for."
      placeholderNote={placeholderNote}
    >
      <TermsContent operator={operator} />
    </LegalPage>
  );
}

export const meta: MetaFunction = () => [
  { title: "Terms of Service | Sounding Board" },
  { name: "description", content: "The terms for using Sounding Board and buying credits." },
];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
