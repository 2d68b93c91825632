import { budgetBandMonthlyUsd } from "../price";
import type { PersonaOpinion } from "../types";

// The groups a question can name ("enterprises", "women", "in the UK"), with
// the test a persona must pass to belong, and plurals that are not groups.

export interface Filter {
  kind: "group" | "role" | "place" | "age" | "gender";
  label: string;
  test: (persona: PersonaOpinion) => boolean;
  suggestion?: string;
}

export const roleMatches = (pattern: RegExp) => (persona: PersonaOpinion) => pattern.test(persona.role);

export const GROUP_ALIASES: ReadonlyArray<{ pattern: RegExp; filter: Filter }> = [
  {
    pattern:
      /\benterprises?\b|\bcorporat\w*|\b(?:large|big) (?:compan|organi[sz]ation|business)\w*|\bexecutives?\b|\bdecision[- ]makers?\b/,
    filter: {
      kind: "group",
      label: "enterprise buyers",
      test: (persona) =>
        /\b(?:enterprise|director|vp|vice president|head of|chief|cio|cto|cfo|ciso|architect)\b/i.test(
          persona.role,
        ) || budgetBandMonthlyUsd(persona.budget) >= 2000,
      suggestion: "Enterprise Buyers",
    },
  },
  {
    pattern:
      /\bsmall business\w*|\bsmbs?\b|\b(?:business|shop|store|restaurant|café|cafe) owners?\b|\bowners\b/,
    filter: {
      kind: "group",
      label: "business owners",
      test: roleMatches(/\bowner\b|\bfounder\b|\bco-founder\b/i),
      suggestion: "Small Business Owners",
    },
  },
  {
    pattern: /\bdevelopers?\b|\bdevs\b|\bengineers?\b|\bprogrammers?\b|\bcoders?\b/,
    filter: {
      kind: "group",
      label: "developers and engineers",
      test: roleMatches(/developer|engineer|programmer|\bcto\b|hacker|architect|data scientist/i),
      suggestion: "Tech Early Adopters",
    },
  },
  {
    pattern: /\bstudents?\b/,
    filter: {
      kind: "group",
      label: "students",
      test: roleMatches(/student/i),
      suggestion: "Consumer Market",
    },
  },
  {
    pattern: /\bparents?\b|\bmoms?\b|\bmums?\b|\bdads?\b|\bmothers?\b|\bfathers?\b|\bfamil(?:y|ies)\b/,
    filter: {
      kind: "group",
      label: "parents and family-oriented personas",
      test: (persona) =>
        /parent|\bmom\b|\bdad\b|mother|father/i.test(persona.role) ||
        persona.traits.some((trait) => /family/i.test(trait)),
      suggestion: "Consumer Market",
    },
  },
  {
    pattern: /\bretir\w*/,
    filter: {
      kind: "group",
      label: "retirees",
      test: roleMatches(/retire/i),
      suggestion: "General Audience",
    },
  },
  {
    pattern: /\bwomen\b|\bfemales?\b|\bladies\b/,
    filter: { kind: "gender", label: "women", test: (persona) => persona.demographics.gender === "Female" },
  },
  {
    pattern: /\bmen\b|\bmales?\b|\bguys\b/,
    filter: { kind: "gender", label: "men", test: (persona) => persona.demographics.gender === "Male" },
  },
  {
    pattern: /\busa\b|\bu\.s\.(?:a\.)?|\bamericans?\b|\bunited states\b/,
    filter: {
      kind: "place",
      label: "in the USA",
      test: (persona) => /\bUSA$/.test(persona.demographics.location),
    },
  },
  {
    pattern: /\buk\b|\bbritain\b|\bbritish\b|\bunited kingdom\b/,
    filter: {
      kind: "place",
      label: "in the UK",
      test: (persona) => /\bUK$/.test(persona.demographics.location),
    },
  },
  {
    pattern: /\beurope(?:an)?s?\b/,
    filter: {
      kind: "place",
      label: "in Europe",
      test: (persona) =>
        /\b(?:UK|Germany|France|Spain|Italy|Netherlands|Poland|Sweden|Ireland|Portugal|Belgium|Austria|Switzerland|Denmark|Norway|Finland)$/.test(
          persona.demographics.location,
        ),
    },
  },
];

/** Plural words that look like roles ("customers", "results") but name no group. */
export const NOT_A_GROUP = new Set([
  "customers",
  "users",
  "buyers",
  "people",
  "personas",
  "others",
  "folks",
  "groups",
  "segments",
  "results",
  "reasons",
  "concerns",
  "blockers",
  "things",
  "ones",
  "prices",
  "products",
  "ideas",
  "features",
  "months",
  "years",
  "does",
  "this",
  "those",
  "these",
  "always",
  "sales",
]);

/** Filters that read as "personas from Germany" rather than as a kind of person. */
export const PREDICATES = new Set<Filter["kind"]>(["place", "age"]);
