import { interestTopics, painPointTopics } from "../catalog";
import { DEFAULT_PARAMETERS } from "../parameters";
import { isToolForWork } from "../panel-idea";
import { formatPrice, monthlyUsd, spokenBudget } from "../price";
import { spendingBaseUsd, spendingKindOf, type SpendingKind } from "../spending";
import { withArticle } from "../reasons";
import { BUYS_FOR_AN_ORGANISATION, roleB2bAffinity } from "../roles";
import type { Rng } from "../rng";
import { lowerFirst } from "../text";
import type { BillingPeriod, IdeaFeatures, Persona, PersonaOpinion } from "../types";
import type { ConcernKind, Context, Stance } from "./types";

// What the persona brings to a reply: stance, concerns by kind, the price
// they would find comfortable, and the pain point or interest the idea touches.

/** Concern labels are stable (app/engine/reasons.ts); an LLM's own wording falls back to "other". */
function concernKind(label: string): ConcernKind {
  if (/depend on the price|price not stated/i.test(label)) return "unknown_price";
  if (/price|expensive|cost|afford|money/i.test(label)) return "price";
  if (/privacy|data|tracking|recorded|safety/i.test(label)) return "privacy";
  if (/setup|set up|hassle|looks like work/i.test(label)) return "setup";
  if (/not relevant|no need|irrelevant/i.test(label)) return "irrelevant";
  if (/built for businesses|company would buy/i.test(label)) return "audience";
  if (/unproven|reviews|too new/i.test(label)) return "novelty";
  if (/\bAI\b/.test(label)) return "ai";
  if (/unclear|what problem/i.test(label)) return "clarity";
  if (/appetizing|kind of fun|enjoy it|appeal|attached/i.test(label)) return "taste";
  if (/skeptical|new products/i.test(label)) return "mood";
  return "other";
}

/** "Bluepeak (Series A startup)" -> "Bluepeak"; no employer gives "". */
function employerName(company: string): string {
  const name = company
    .replace(/\s*\(.*\)\s*$/, "")
    .replace(/\s+Co\.$/, "")
    .trim();
  return /^(?:Self-employed|Retired|Full-time at home|Freelance|Veteran|Student|Unemployed)$/i.test(name)
    ? ""
    : name;
}

function stanceOf(score: number): Stance {
  return score >= 4 ? "yes" : score === 3 ? "maybe" : "no";
}

export function pricePeriod(idea: IdeaFeatures): BillingPeriod {
  const period = idea.price?.period;
  return period && period !== "free" ? period : "month";
}

function niceAmount(amount: number): number {
  if (amount < 10) return Math.max(1, Math.round(amount));
  if (amount < 50) return Math.round(amount / 5) * 5;
  if (amount < 200) return Math.round(amount / 10) * 10;
  if (amount < 1000) return Math.round(amount / 50) * 50;
  return Math.round(amount / 100) * 100;
}

const SPENDING_WORDS: Record<SpendingKind, string> = {
  food: "food",
  entertainment: "fun",
  apparel: "clothes",
  transport: "getting around",
  health: "health care",
  personal_care: "personal care",
};

/** The price that reads as easy for this persona: the engine's "cheap" pivot on their budget. */
function comfortablePrice(persona: Persona, idea: IdeaFeatures) {
  const { budgetShare, affordablePivot, teamSeats } = DEFAULT_PARAMETERS.price;
  // Someone who buys for a team pays a per-seat price several times over.
  const seats = idea.price?.perSeat && roleB2bAffinity(persona.role) >= 0.5 ? teamSeats : 1;
  const sensitivity = persona.decision_profile.budget_sensitivity;
  const monthly =
    (spendingBaseUsd(persona.budget, idea) *
      budgetShare *
      (Math.exp(affordablePivot) - 1) *
      (1.3 - 0.6 * sensitivity)) /
    seats;
  const currency = idea.price?.currency ?? "USD";
  const period = pricePeriod(idea);
  const perUnit = monthlyUsd(1, currency, period) || 1;
  const amount = niceAmount(monthly / perUnit);
  return {
    monthlyUsd: monthlyUsd(amount, currency, period),
    label: formatPrice(amount, currency, period, seats > 1),
  };
}

export function contextOf(persona: PersonaOpinion, idea: IdeaFeatures, rng: Rng): Context {
  const phrase = idea.keyPhrases[0];
  const comfortable = comfortablePrice(persona, idea);
  const kind = spendingKindOf(idea);
  const spent = `about $${niceAmount(spendingBaseUsd(persona.budget, idea)).toLocaleString("en-US")}/month`;
  return {
    persona,
    idea,
    rng,
    first: persona.name.split(" ")[0] ?? persona.name,
    role: withArticle(persona.role),
    company: employerName(persona.company),
    city: persona.demographics.location.split(",")[0]?.trim() || "my town",
    age: persona.demographics.age,
    stance: stanceOf(persona.response.score),
    kp: phrase && phrase.length <= 60 ? phrase : "it",
    concerns: persona.response.concerns.map((label) => ({ kind: concernKind(label), label })),
    comfortable,
    budget: kind ? spent : persona.budget,
    budgetClause: kind
      ? `spending ${spent} on ${SPENDING_WORDS[kind]}`
      : `on a ${spokenBudget(persona.budget)} budget`,
    buyer: roleB2bAffinity(persona.role) >= BUYS_FOR_AN_ORGANISATION && isToolForWork(idea),
    pain: touching(persona.pain_points, painPointTopics, idea),
    interest: touching(persona.interests, interestTopics, idea),
    outOfRange: Boolean(idea.price && idea.price.monthlyUsd > 4 * comfortable.monthlyUsd),
    cheaperNamed: Boolean(idea.price && comfortable.monthlyUsd < 0.95 * idea.price.monthlyUsd),
  };
}

/** The first label whose topics the idea is about, lower-cased for a sentence. */
function touching(
  labels: readonly string[],
  topicsOf: (label: string) => readonly string[],
  idea: IdeaFeatures,
): string | null {
  const ideaTopics = new Set(idea.topics.filter((entry) => entry.weight >= 0.3).map((entry) => entry.topic));
  const found = labels.find((label) => topicsOf(label).some((topic) => ideaTopics.has(topic as never)));
  return found ? lowerFirst(found) : null;
}
