import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useLoaderData, useParams, useRouteError } from "@remix-run/react";
import { Modal } from "~/components/modal";
import { ChatSignInPrompt, PersonaChat } from "~/components/persona-chat";
import { actOnPersonaChat, loadPersonaChat } from "~/utils/persona-chat-route.server";
import { chatErrorMessage, chatMeta } from "~/utils/persona-chat-paths";

/** GET /app/simulation/{id}/chat/{personaId}: the chat as a dialog over the report. */
export function loader(args: LoaderFunctionArgs) {
  return loadPersonaChat(args);
}

export function action(args: ActionFunctionArgs) {
  return actOnPersonaChat(args, "dialog");
}

export default function PersonaChatDialog() {
  const chat = useLoaderData<typeof loader>();
  if (chat.kind === "guest") return <ChatSignInPrompt frame="dialog" paths={chat.paths} />;
  return <PersonaChat key={chat.persona.id} frame="dialog" {...chat} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => chatMeta(data);

export function ErrorBoundary() {
  const error = useRouteError();
  const params = useParams();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <Modal
      title={status === 404 ? "Persona not found" : "Chat unavailable"}
      closeTo={`/app/simulation/${params.id}`}
    >
      <p role="alert" className="text-slate-700">
        {chatErrorMessage(error)}
      </p>
    </Modal>
  );
}
