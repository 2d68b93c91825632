import type { PersonaOpinion } from "~/engine";

/** A persona as the results list shows it (core-app §3 "Persona as displayed"). */
export interface DisplayPersona {
  id: string;
  simulationId: string;
  name: string;
  role: string;
  company: string;
  location: string;
  age: number;
  gender: string;
  nationality: string;
  traits: string[];
  interests: string[];
  painPoints: string[];
  budget: string;
  decisionStyle: string;
  initialThought: string;
  sentiment: Sentiment;
  group: PersonaGroup;
  concerns: string[];
  motivation: string;
  action: string;
}

export type Sentiment = "positive" | "neutral" | "negative";
export type PersonaGroup = "adopt" | "mixed" | "not_interested";

export const GROUPS: ReadonlyArray<{ id: PersonaGroup; label: string }> = [
  { id: "adopt", label: "Would Adopt" },
  { id: "mixed", label: "Mixed" },
  { id: "not_interested", label: "Not Interested" },
];

export const DEFAULT_BUDGET = "$100-500/month";
export const DEFAULT_DECISION_STYLE = "Analytical";

/** The server's sentiment is a word or a number; above 0.05 is positive. */
export function sentimentOf(value: string | number | null | undefined): Sentiment {
  if (typeof value === "number") return value > 0.05 ? "positive" : value < -0.05 ? "negative" : "neutral";
  const word = String(value ?? "").toLowerCase();
  return word === "positive" || word === "negative" ? word : "neutral";
}

export function groupOf(score: number): PersonaGroup {
  return score >= 4 ? "adopt" : score === 3 ? "mixed" : "not_interested";
}

export function toDisplayPersona(opinion: PersonaOpinion, simulationId: string): DisplayPersona {
  return {
    id: opinion.persona_id,
    simulationId,
    name: opinion.name,
    role: opinion.role,
    company: opinion.company,
    location: opinion.demographics.location,
    age: opinion.demographics.age,
    gender: opinion.demographics.gender,
    nationality: opinion.demographics.nationality,
    traits: opinion.traits,
    interests: opinion.interests,
    painPoints: opinion.pain_points,
    budget: opinion.budget || DEFAULT_BUDGET,
    decisionStyle: opinion.decision_style || DEFAULT_DECISION_STYLE,
    initialThought: opinion.response.overall_reaction,
    sentiment: sentimentOf(opinion.response.sentiment),
    group: groupOf(opinion.response.score),
    concerns: opinion.response.concerns,
    motivation: opinion.response.primary_motivation,
    action: opinion.response.action_taken,
  };
}

const EUROPEAN = new Set([
  "British",
  "Irish",
  "German",
  "Polish",
  "French",
  "Spanish",
  "Italian",
  "Dutch",
  "Swedish",
  "Turkish",
  "Portuguese",
  "Danish",
  "Norwegian",
  "Finnish",
  "Austrian",
  "Swiss",
  "Belgian",
  "Greek",
  "Czech",
]);
const ASIAN = new Set([
  "Indian",
  "Japanese",
  "Chinese",
  "Korean",
  "Singaporean",
  "Filipino",
  "Vietnamese",
  "Thai",
  "Indonesian",
]);
const TECH =
  /\b(tech|software|developer|engineer|data|it|saas|ai|devops|product|startup|cloud|gaming|gadgets?)\b/i;

/** Words that stand for a group of personas rather than a text to find (core-app §5). */
const ALIASES: Record<string, (persona: DisplayPersona) => boolean> = {
  women: (p) => /^(female|woman)$/i.test(p.gender),
  woman: (p) => /^(female|woman)$/i.test(p.gender),
  female: (p) => /^(female|woman)$/i.test(p.gender),
  men: (p) => /^(male|man)$/i.test(p.gender),
  man: (p) => /^(male|man)$/i.test(p.gender),
  male: (p) => /^(male|man)$/i.test(p.gender),
  us: isAmerican,
  usa: isAmerican,
  american: isAmerican,
  tech: (p) => TECH.test([p.role, p.company, ...p.interests].join(" ")),
  young: (p) => p.age >= 25 && p.age <= 32,
  senior: (p) => p.age >= 45 && p.age <= 55,
  european: (p) => EUROPEAN.has(p.nationality),
  asian: (p) => ASIAN.has(p.nationality),
  positive: (p) => p.sentiment === "positive",
  negative: (p) => p.sentiment === "negative",
  neutral: (p) => p.sentiment === "neutral",
  happy: (p) => p.sentiment === "positive",
  excited: (p) => p.sentiment === "positive",
  unhappy: (p) => p.sentiment === "negative",
  skeptical: (p) => p.sentiment !== "positive",
};

function isAmerican(persona: DisplayPersona): boolean {
  return persona.nationality === "American" || /\b(USA|United States)\b/.test(persona.location);
}

/**
 * Search over every field the spec lists: name, role, company, location,
 * gender, nationality, age, sentiment, budget, decision style, traits,
 * interests and pain points, plus the aliases. Every word must match.
 */
export function matchesSearch(persona: DisplayPersona, term: string): boolean {
  const words = term.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [
    persona.name,
    persona.role,
    persona.company,
    persona.location,
    persona.gender,
    persona.nationality,
    String(persona.age),
    persona.sentiment,
    persona.budget,
    persona.decisionStyle,
    ...persona.traits,
    ...persona.interests,
    ...persona.painPoints,
  ]
    .join(" \u0000 ")
    .toLowerCase();
  return words.every((word) => ALIASES[word]?.(persona) ?? haystack.includes(word));
}
