import { runsSmallBusiness } from "./actions";
import { RECURRING_PERIODS } from "./price";
import { getPresetCohort } from "./cohorts";
import { isCostConcern } from "./reasons";
import { roleB2bAffinity } from "./roles";
import { simulate } from "./simulate";
import type { IdeaFeatures, PersonaOpinion } from "./types";
import {
  ACTIONS_OF,
  CONCEDED_MOTIVATION,
  CONCEDING_WORDS,
  GRAMMAR_FAULTS,
  IRRELEVANT_CONCERN,
  IRRELEVANT_WORDS,
  NO_MOTIVATION,
  NOISE_MOTIVATION,
  NOISE_WORDS,
  POSITIVE_WORDS,
  PRICE_NO_QUESTION,
  VOICE_IDEAS,
  type VoiceIdea,
} from "./voice-benchmark-data";

// How people-like the panel's words are, measured rather than judged by eye:
// how many different reactions 100 personas give, how often one sentence
// repeats, and how often the words contradict the score, voice noise, break
// grammar or act out of role. `npm run bench` prints it; the engine's tests
// hold every contradiction at 0.

export { VOICE_IDEAS, type VoiceIdea } from "./voice-benchmark-data";

export interface IdeaVoice {
  label: string;
  personas: number;
  /** Different overall reactions, with numbers blurred. */
  distinctReactions: number;
  /** The sentence used by most personas, and by how many. */
  topSentence: string;
  topSentenceCount: number;
}

export interface Contradictions {
  /** Adopters (4-5) saying, or listing, that the idea is not relevant to them. */
  adopterIrrelevant: number;
  /** Taste or mood (noise in the model) presented as the reason. */
  noiseAsReason: number;
  /** Rejecters (1-2) naming a pull other than as a concession, or an undecided 3 claiming a yes outright. */
  rejecterPositive: number;
  /** Wrong articles, doubled plurals, lowercase starts, doubled spaces or words, empty slots. */
  grammar: number;
  /** An action that does not fit the person or the product ("a florist would book a demo"). */
  actionMismatch: number;
  /** Saying the price is no question while listing it as a concern. */
  priceBothWays: number;
}

export type ContradictionClass = keyof Contradictions;

export interface VoiceFigures {
  ideas: IdeaVoice[];
  /** The sentence in the most reactions across all ideas, and in what share of them. */
  topSentenceOverall: string;
  topSentenceOverallShare: number;
  contradictions: Contradictions;
  /** A few reactions of each contradiction class, to read. */
  examples: Record<ContradictionClass, string[]>;
}

/** The targets the issue sets: 85 distinct of 100, no sentence by more than 8, none in over 2% overall. */
export const VOICE_TARGETS = { distinctPer100: 85, topSentencePer100: 8, overallShare: 0.02 } as const;

const EXAMPLES_PER_CLASS = 3;

export const blur = (text: string) => text.replace(/\d+(?:[.,]\d+)*/g, "#").trim();

export function sentencesOf(text: string): string[] {
  return blur(text)
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

export function saysIrrelevant({ response }: PersonaOpinion): boolean {
  return (
    response.score >= 4 &&
    (response.concerns.includes(IRRELEVANT_CONCERN) || IRRELEVANT_WORDS.test(response.overall_reaction))
  );
}

export function voicesNoise({ response }: PersonaOpinion): boolean {
  return (
    NOISE_MOTIVATION.test(response.primary_motivation) ||
    sentencesOf(response.overall_reaction).some((sentence) =>
      NOISE_WORDS.some((noise) => noise.test(sentence)),
    )
  );
}

/** The price said to be no question while it is one of the answer's concerns. */
export function saysPriceBothWays({ response }: PersonaOpinion): boolean {
  return PRICE_NO_QUESTION.test(response.overall_reaction) && response.concerns.some(isCostConcern);
}

export function rejectsWithPraise({ response }: PersonaOpinion): boolean {
  // An undecided answer cannot claim a yes outright ("an easy yes", "I'm sold").
  if (response.score === 3) {
    return sentencesOf(response.overall_reaction).some(
      (sentence) => DEFINITE_YES.test(sentence) && !/\bif\b/i.test(sentence),
    );
  }
  if (response.score > 2) return false;
  const motivation = response.primary_motivation;
  if (motivation !== NO_MOTIVATION && !CONCEDED_MOTIVATION.test(motivation)) return true;
  return sentencesOf(response.overall_reaction).some(
    (sentence) => POSITIVE_WORDS.test(sentence) && !CONCEDING_WORDS.test(sentence),
  );
}

const DEFINITE_YES = /\b(?:an easy yes|I'm sold|I'm in(?=[.!,]|$)|sign me up|count me in|a no-brainer)/i;

/** The kinds of grammar fault in a persona's words. */
export function grammarFaults({ response }: PersonaOpinion): string[] {
  const texts = [response.overall_reaction, response.primary_motivation, response.action_taken];
  return Object.entries(GRAMMAR_FAULTS)
    .filter(([, fault]) => texts.some((text) => fault.test(text)))
    .map(([kind]) => kind);
}

/** Whether the action fits who the persona is and what is on offer. */
export function actionFits(persona: PersonaOpinion, idea: IdeaFeatures): boolean {
  const action = persona.response.action_taken;
  const smallTrader = runsSmallBusiness(persona);
  const recurring =
    idea.offer === "subscription_unpriced" ||
    (idea.price !== null && RECURRING_PERIODS.has(idea.price.period));
  if (ACTIONS_OF.team.test(action) && (smallTrader || roleB2bAffinity(persona.role) < 0.6)) return false;
  if (ACTIONS_OF.owner.test(action) && !smallTrader) return false;
  if (ACTIONS_OF.goods.test(action) && !idea.physical) return false;
  if (ACTIONS_OF.single.test(action) && recurring) return false;
  if (ACTIONS_OF.app.test(action) && idea.physical && !recurring) return false;
  if (ACTIONS_OF.paying.test(action) && (idea.offer === "free" || idea.offer === "nothing_sold"))
    return false;
  return true;
}

/** Counts each class of contradiction over panels already run. */
export function contradictionsOf(
  panels: ReadonlyArray<{ personas: readonly PersonaOpinion[]; features: IdeaFeatures }>,
): { counts: Contradictions; examples: Record<ContradictionClass, string[]> } {
  const counts: Contradictions = {
    adopterIrrelevant: 0,
    noiseAsReason: 0,
    rejecterPositive: 0,
    grammar: 0,
    actionMismatch: 0,
    priceBothWays: 0,
  };
  const examples: Record<ContradictionClass, string[]> = {
    adopterIrrelevant: [],
    noiseAsReason: [],
    rejecterPositive: [],
    grammar: [],
    actionMismatch: [],
    priceBothWays: [],
  };
  const note = (kind: ContradictionClass, persona: PersonaOpinion, detail = "") => {
    counts[kind]++;
    if (examples[kind].length >= EXAMPLES_PER_CLASS) return;
    const { score, overall_reaction, primary_motivation, action_taken } = persona.response;
    examples[kind].push(
      `${score} ${persona.role}${detail}: ${overall_reaction} | ${primary_motivation} | ${action_taken}`,
    );
  };
  for (const { personas, features } of panels) {
    for (const persona of personas) {
      if (saysIrrelevant(persona)) note("adopterIrrelevant", persona);
      if (voicesNoise(persona)) note("noiseAsReason", persona);
      if (rejectsWithPraise(persona)) note("rejecterPositive", persona);
      const faults = grammarFaults(persona);
      if (faults.length > 0) note("grammar", persona, ` (${faults.join(", ")})`);
      if (!actionFits(persona, features)) note("actionMismatch", persona);
      if (saysPriceBothWays(persona)) note("priceBothWays", persona);
    }
  }
  return { counts, examples };
}

/** The voice figures of panels already run (one per idea). */
export function measureVoice(
  panels: ReadonlyArray<{ label: string; personas: readonly PersonaOpinion[]; features: IdeaFeatures }>,
): VoiceFigures {
  const overall = new Map<string, number>();
  let reactions = 0;
  const ideas = panels.map(({ label, personas }): IdeaVoice => {
    const perIdea = new Map<string, number>();
    for (const persona of personas) {
      for (const sentence of new Set(sentencesOf(persona.response.overall_reaction))) {
        perIdea.set(sentence, (perIdea.get(sentence) ?? 0) + 1);
        overall.set(sentence, (overall.get(sentence) ?? 0) + 1);
      }
    }
    reactions += personas.length;
    const [topSentence, topSentenceCount] = mostUsed(perIdea);
    return {
      label,
      personas: personas.length,
      distinctReactions: new Set(personas.map((persona) => blur(persona.response.overall_reaction))).size,
      topSentence,
      topSentenceCount,
    };
  });
  const [topSentenceOverall, count] = mostUsed(overall);
  const { counts, examples } = contradictionsOf(panels);
  return {
    ideas,
    topSentenceOverall,
    topSentenceOverallShare: reactions === 0 ? 0 : count / reactions,
    contradictions: counts,
    examples,
  };
}

function mostUsed(counts: ReadonlyMap<string, number>): [string, number] {
  let best: [string, number] = ["", 0];
  for (const entry of counts) if (entry[1] > best[1]) best = entry;
  return best;
}

/** Runs the ideas (by default the twelve) on `count` personas each and measures the voice. */
export function runVoiceBenchmark(count = 100, ideas: readonly VoiceIdea[] = VOICE_IDEAS): VoiceFigures {
  return measureVoice(
    ideas.map(({ label, idea, cohort }) => {
      const result = simulate({ idea, cohort: getPresetCohort(cohort)!, count, seed: `voice-${label}` });
      return { label, personas: result.personas, features: result.features };
    }),
  );
}
