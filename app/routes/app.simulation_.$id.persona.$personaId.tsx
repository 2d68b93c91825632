import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, Link, useLoaderData, useParams, useRouteError } from "@remix-run/react";
import { ChatSignInPrompt, PersonaChat } from "~/components/persona-chat";
import { actOnPersonaChat, loadPersonaChat } from "~/utils/persona-chat-route.server";
import { chatErrorMessage, chatMeta } from "~/utils/persona-chat-paths";

/**
 * GET /app/simulation/{id}/persona/{personaId}: the chat on a page of its own.
 * Messages sent without JavaScript land here, so a reply does not render the whole report.
 */
export function loader(args: LoaderFunctionArgs) {
  return loadPersonaChat(args);
}

export function action(args: ActionFunctionArgs) {
  return actOnPersonaChat(args, "page");
}

export default function PersonaChatPage() {
  const chat = useLoaderData<typeof loader>();
  if (chat.kind === "guest") return <ChatSignInPrompt frame="page" paths={chat.paths} />;
  return <PersonaChat key={chat.persona.id} frame="page" {...chat} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => chatMeta(data);

export function ErrorBoundary() {
  const error = useRouteError();
  const params = useParams();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <h1 className="text-2xl font-bold tracking-tight">
        {status === 404 ? "Persona not found" : "Chat unavailable"}
      </h1>
      <p role="alert" className="text-slate-700">
        {chatErrorMessage(error)}
      </p>
      <Link to={`/app/simulation/${params.id}`} className="self-start text-brand-700 underline">
        Back to the report
      </Link>
    </section>
  );
}
