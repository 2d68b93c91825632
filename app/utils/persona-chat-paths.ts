import { isRouteErrorResponse } from "@remix-run/react";

// A persona's chat has two addresses: a dialog over the report (opened from a
// persona card) and a small page of its own. Without JavaScript the messages
// post to the page, so sending one does not render the whole report again.

/** The persona list's state (?q=, ?group=, ?expand=), carried through the chat so closing it returns to the same list. */
export function listSearchOf(url: URL): string {
  const kept = new URLSearchParams();
  for (const key of ["q", "group", "expand"])
    for (const value of url.searchParams.getAll(key)) kept.append(key, value);
  const query = kept.toString();
  return query ? `?${query}` : "";
}

export interface PersonaChatPaths {
  /** The report, with its persona list as the user left it. */
  report: string;
  /** The chat as a dialog over the report. */
  dialog: string;
  /** The chat on its own page. */
  page: string;
}

export type ChatFrame = "dialog" | "page";

export function personaChatPaths(simulationId: string, personaId: string, url: URL): PersonaChatPaths {
  const search = listSearchOf(url);
  const run = `/app/simulation/${simulationId}`;
  return {
    report: `${run}${search}`,
    dialog: `${run}/chat/${encodeURIComponent(personaId)}${search}`,
    page: `${run}/persona/${encodeURIComponent(personaId)}${search}`,
  };
}

/** What a chat route's error says: the server's own words for a 4xx, a plain apology otherwise. */
export function chatErrorMessage(error: unknown): string {
  return isRouteErrorResponse(error) && error.status < 500 && typeof error.data === "string"
    ? error.data
    : "Something went wrong with this chat. Please try again in a moment.";
}

/** The tab's title at either chat address. */
export function chatMeta(data: { kind: "guest" } | { kind: "user"; persona: { name: string } } | undefined) {
  return [
    {
      title:
        data?.kind === "user"
          ? `Chat with ${data.persona.name} | Sounding Board`
          : "Persona chat | Sounding Board",
    },
  ];
}
