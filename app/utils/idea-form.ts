import { DEFAULT_PERSONA_COUNT, GOAL_MAX_LENGTH, PERSONA_COUNTS } from "~/constants";

// The idea-testing form's examples and prefills; its schema is app/forms/idea.server.ts.

export const DEFAULT_AUDIENCE = "general";

export const EXAMPLE_IDEAS = [
  {
    id: "meeting",
    label: "Meeting assistant",
    text: "An AI meeting assistant that joins video calls, takes notes and sends action items to Slack, for remote teams, $12/month per user.",
  },
  {
    id: "meal",
    label: "Meal service",
    text: "A weekly meal kit with healthy 20-minute recipes for busy parents, delivered every Sunday, $60/week for a family of four.",
  },
  {
    id: "focus",
    label: "Focus tool",
    text: "A focus app for freelancers that blocks distracting sites and plays ambient sound during deep work sessions, $5/month.",
  },
] as const;

export interface IdeaDefaults {
  idea: string;
  audience: string;
  size: number;
}

/**
 * "/app" with what a refused form held (Conform's `initialValue`), so closing
 * a dialog over it keeps the idea the user typed, with or without JavaScript.
 */
export function appPathKeeping(initialValue: unknown, path = "/app"): string {
  if (!initialValue || typeof initialValue !== "object") return path;
  const params = new URLSearchParams();
  for (const name of ["idea", "audience", "size"] as const) {
    const value = (initialValue as Record<string, unknown>)[name];
    if (typeof value === "string" && value) params.set(name, value);
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** Prefills from the query string: example chips, a GET audience search, links that restore a run. */
export function ideaDefaultsFrom(searchParams: URLSearchParams): IdeaDefaults {
  const example = EXAMPLE_IDEAS.find((entry) => entry.id === searchParams.get("example"));
  const size = Number(searchParams.get("size"));
  return {
    idea: example?.text ?? searchParams.get("idea")?.slice(0, GOAL_MAX_LENGTH) ?? "",
    audience: searchParams.get("audience") || DEFAULT_AUDIENCE,
    size: (PERSONA_COUNTS as readonly number[]).includes(size) ? size : DEFAULT_PERSONA_COUNT,
  };
}
