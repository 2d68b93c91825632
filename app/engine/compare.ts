import { crossTabGroups } from "./cross-tabs";
import { shareInterval } from "./intervals";
import type { LabelCount } from "./summary";
import type { PersonaOpinion, Score } from "./types";

// Variants of an idea compared on one panel. Every variant meets the same
// personas, so two variants are compared person by person: a variant wins
// only when, among the personas who answered the two differently, clearly
// more would try it than the other (an exact McNemar test at the 90% level,
// the level of every interval in the product). With a control (the status
// quo or a competitor's offer) each variant is also told apart from it.

/** Smaller groups (where one persona moves the share by over 10 points) are not read for flips. */
const MIN_FLIP_GROUP = 10;
/** Two-sided significance matching the 90% intervals shown beside each share. */
const ALPHA = 0.1;
const BLOCKER_ROWS = 6;
const SWITCHERS_SHOWN = 12;

export interface VariantInput {
  /** "A"-"D", or "control". */
  key: string;
  text: string;
  personas: readonly PersonaOpinion[];
  /** The variant's report's top reasons (what the yes and the mixed answers rest on). */
  topReasons: readonly LabelCount[];
}

export interface VariantOutcome {
  key: string;
  text: string;
  adopters: number;
  total: number;
  percent: number;
  low: number;
  high: number;
  topReasons: LabelCount[];
  /** Against the control, when there is one: the paired test's answer. */
  againstControl: "better" | "worse" | "no_clear_difference" | null;
}

export interface SegmentFlip {
  dimension: string;
  group: string;
  personas: number;
  /** The variant that leads in this group, and the overall leader's share there. */
  leader: { key: string; adopters: number };
  overallLeader: { key: string; adopters: number };
}

export interface BlockerRow {
  label: string;
  /** Personas raising it, by variant key. */
  counts: Record<string, number>;
}

export interface Switcher {
  personaId: string;
  name: string;
  role: string;
  answers: { key: string; score: Score; reaction: string }[];
}

export interface ComparisonResult {
  variants: VariantOutcome[];
  control: VariantOutcome | null;
  /** The variant that beats every other one in the paired test, or null: "no clear winner". */
  winner: string | null;
  /** The variant with the highest share (a leader, not a winner, unless the test says so). */
  leader: string;
  summary: string;
  flips: SegmentFlip[];
  blockers: BlockerRow[];
  /** Personas who would try some variants and not others, with their answers to each. */
  switchers: Switcher[];
  switcherCount: number;
}

const adopts = (persona: PersonaOpinion | undefined) => (persona?.response.score ?? 0) >= 4;

/** P(X ≤ k) for X ~ Binomial(n, 1/2). */
function binomialHalfCdf(k: number, n: number): number {
  let term = Math.pow(0.5, n);
  let total = term;
  for (let i = 1; i <= k; i++) {
    term = (term * (n - i + 1)) / i;
    total += term;
  }
  return total;
}

/**
 * The exact McNemar test on paired answers: of the personas who would try
 * one variant and not the other (first-only and second-only), is the split
 * clearly uneven? Returns which side wins, or null.
 */
export function pairedWinner(firstOnly: number, secondOnly: number): "first" | "second" | null {
  const discordant = firstOnly + secondOnly;
  if (discordant === 0) return null;
  const p = Math.min(1, 2 * binomialHalfCdf(Math.min(firstOnly, secondOnly), discordant));
  if (p >= ALPHA) return null;
  return firstOnly > secondOnly ? "first" : "second";
}

/** Who would try it (scores 4-5), by persona id. */
type Answers = ReadonlyMap<string, boolean>;

function answersOf(variant: VariantInput): Answers {
  return new Map(variant.personas.map((persona) => [persona.persona_id, adopts(persona)]));
}

/** Of the given personas (all when absent), who would try a and not b, and b and not a. */
function discordance(a: Answers, b: Answers, ids: Iterable<string> = a.keys()) {
  let aOnly = 0;
  let bOnly = 0;
  for (const id of ids) {
    const first = a.get(id);
    const second = b.get(id);
    if (first === undefined || second === undefined) continue;
    if (first && !second) aOnly++;
    if (!first && second) bOnly++;
  }
  return { aOnly, bOnly };
}

function beats(a: Answers, b: Answers, ids?: Iterable<string>): boolean {
  const { aOnly, bOnly } = discordance(a, b, ids);
  return pairedWinner(aOnly, bOnly) === "first";
}

function outcomeOf(variant: VariantInput, control: VariantInput | null): VariantOutcome {
  const adopters = variant.personas.filter(adopts).length;
  const { percent, low, high } = shareInterval(adopters, variant.personas.length);
  let againstControl: VariantOutcome["againstControl"] = null;
  if (control) {
    const { aOnly, bOnly } = discordance(answersOf(variant), answersOf(control));
    const side = pairedWinner(aOnly, bOnly);
    againstControl = side === "first" ? "better" : side === "second" ? "worse" : "no_clear_difference";
  }
  return {
    key: variant.key,
    text: variant.text,
    adopters,
    total: variant.personas.length,
    percent,
    low,
    high,
    topReasons: [...variant.topReasons],
    againstControl,
  };
}

/**
 * Groups (age, gender, country, job, budget) in which another variant clearly
 * leads: it beats the overall leader in the paired test on that group's
 * personas. A lead of one or two personas in a group is not a flip.
 */
function flipsOf(variants: readonly VariantInput[], leader: string): SegmentFlip[] {
  const answers = new Map(variants.map((variant) => [variant.key, answersOf(variant)]));
  const overall = answers.get(leader)!;
  const flips: SegmentFlip[] = [];
  for (const { dimension, groups } of crossTabGroups(variants[0]!.personas)) {
    for (const [label, members] of groups) {
      if (members.length < MIN_FLIP_GROUP || label === "Other") continue;
      const ids = members.map((persona) => persona.persona_id);
      const adoptersOf = (key: string) => ids.filter((id) => answers.get(key)!.get(id)).length;
      const top = variants
        .map((variant) => ({ key: variant.key, adopters: adoptersOf(variant.key) }))
        .reduce((best, next) => (next.adopters > best.adopters ? next : best));
      if (top.key === leader || !beats(answers.get(top.key)!, overall, ids)) continue;
      flips.push({
        dimension,
        group: label,
        personas: members.length,
        leader: top,
        overallLeader: { key: leader, adopters: adoptersOf(leader) },
      });
    }
  }
  return flips;
}

/** The objections whose frequency differs most between variants. */
function blockersOf(variants: readonly VariantInput[]): BlockerRow[] {
  const counts = new Map<string, Record<string, number>>();
  for (const variant of variants) {
    for (const persona of variant.personas) {
      for (const label of new Set(persona.response.concerns)) {
        const row = counts.get(label) ?? Object.fromEntries(variants.map((v) => [v.key, 0]));
        row[variant.key] = (row[variant.key] ?? 0) + 1;
        counts.set(label, row);
      }
    }
  }
  const spread = (row: Record<string, number>) =>
    Math.max(...Object.values(row)) - Math.min(...Object.values(row));
  return [...counts.entries()]
    .map(([label, row]) => ({ label, counts: row }))
    .sort((a, b) => spread(b.counts) - spread(a.counts) || a.label.localeCompare(b.label))
    .slice(0, BLOCKER_ROWS);
}

function switchersOf(variants: readonly VariantInput[]): { shown: Switcher[]; count: number } {
  const byVariant = variants.map((variant) => new Map(variant.personas.map((p) => [p.persona_id, p])));
  const switchers: Switcher[] = [];
  for (const persona of variants[0]!.personas) {
    const answers = byVariant.map((map) => map.get(persona.persona_id));
    if (answers.some((answer) => !answer)) continue;
    const yes = answers.filter(adopts).length;
    if (yes === 0 || yes === answers.length) continue;
    switchers.push({
      personaId: persona.persona_id,
      name: persona.name,
      role: persona.role,
      answers: answers.map((answer, index) => ({
        key: variants[index]!.key,
        score: answer!.response.score,
        reaction: answer!.response.overall_reaction,
      })),
    });
  }
  return { shown: switchers.slice(0, SWITCHERS_SHOWN), count: switchers.length };
}

function summaryOf(outcomes: readonly VariantOutcome[], winner: string | null, leader: string): string {
  const share = (outcome: VariantOutcome) =>
    `${outcome.percent}% (90% interval ${outcome.low}-${outcome.high}%)`;
  const lead = outcomes.find((outcome) => outcome.key === leader)!;
  if (winner) {
    return `Variant ${winner} wins: ${share(lead)} would try it, and more of the personas who answered differently preferred it to each other variant.`;
  }
  return `No clear winner: variant ${leader} leads with ${share(lead)}, but on the same personas the difference from the others could be chance.`;
}

/** Compares the variants (same personas) and, when given, each against the control. */
export function compareVariants(
  variants: readonly VariantInput[],
  control: VariantInput | null = null,
): ComparisonResult {
  if (variants.length < 2) throw new Error("A comparison needs at least two variants");
  const outcomes = variants.map((variant) => outcomeOf(variant, control));
  const leader = outcomes.reduce((best, next) => (next.adopters > best.adopters ? next : best)).key;
  const leading = answersOf(variants.find((variant) => variant.key === leader)!);
  const winner = variants.every((variant) => variant.key === leader || beats(leading, answersOf(variant)))
    ? leader
    : null;
  const switchers = switchersOf(variants);
  return {
    variants: outcomes,
    control: control ? outcomeOf(control, null) : null,
    winner,
    leader,
    summary: summaryOf(outcomes, winner, leader),
    flips: flipsOf(variants, leader),
    blockers: blockersOf(control ? [...variants, control] : variants),
    switchers: switchers.shown,
    switcherCount: switchers.count,
  };
}
