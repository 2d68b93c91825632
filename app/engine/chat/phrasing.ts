import { casualTitle } from "../reasons";
import { capitalize, lowerFirst } from "../text";
import { DECISION_STYLE_LINES, OPENERS } from "./lines-data";
import type { Context } from "./types";
import { pluralOf } from "../inflect";

// Small pieces of a reply in the persona's voice: sentences, their job in the
// plural, their action and motivation in the first person, how they decide.

export function sentence(text: string): string {
  const trimmed = capitalize(text.trim());
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

export function pluralRole(ctx: Context): string {
  return pluralOf(casualTitle(ctx.persona.role));
}

export function anyPain(ctx: Context): string | null {
  const pain = ctx.persona.pain_points[0];
  return pain ? lowerFirst(pain) : null;
}

/** "Would sign up for the beta" -> "I'd sign up for the beta". */
export function actionInFirstPerson(action: string): string {
  const text = action.trim().replace(/[.!]$/, "");
  if (/^would not\b/i.test(text)) return `I wouldn't${text.slice("would not".length)}`;
  if (/^would\b/i.test(text)) return `I'd${text.slice("would".length)}`;
  return `I'd say: ${lowerFirst(text)}`;
}

/** The persona's motivation as a first-person clause: "Fits my interest in x" -> "it fits my interest in x". */
export function motivationClause(ctx: Context): string | null {
  const motivation = ctx.persona.response.primary_motivation.trim().replace(/[.!]$/, "");
  if (!motivation || /^nothing compelling/i.test(motivation)) return null;
  const lower = lowerFirst(motivation);
  if (/^likes\b/i.test(motivation)) return `I like${motivation.slice("likes".length)}`;
  if (/^(excited|open|happy|keen)\b/i.test(motivation)) return `I'm ${lower}`;
  if (/^(fits|could|speaks|solves|sounds|suits|saves|helps|makes|gives|lets)\b/i.test(motivation))
    return `it ${lower}`;
  if (/^(free|affordable|easy|convenient|built|useful|cheap|simple|fast|quick)\b/i.test(motivation))
    return `it's ${lower}`;
  return lower;
}

export function decisionLine(ctx: Context): string {
  const lines = DECISION_STYLE_LINES[ctx.persona.decision_style] ?? [
    `my decision style is ${ctx.persona.decision_style.toLowerCase() || "analytical"}`,
  ];
  return ctx.rng.pick(lines);
}

export function opener(ctx: Context): string {
  return ctx.rng.pick(OPENERS[ctx.stance]);
}
