import { getPresetCohort } from "./cohorts";
import { simulate } from "./simulate";
import type { PersonaOpinion } from "./types";

// How people-like the panel's words are, measured rather than judged by eye:
// how many different reactions 100 personas give, how often one sentence
// repeats, and how often the words contradict the score or break grammar.
// `npm run bench` prints it; the engine's tests hold the contradictions at 0.

export interface VoiceIdea {
  label: string;
  idea: string;
  cohort: string;
}

/** Twelve ideas of different kinds, none from the calibration data. */
export const VOICE_IDEAS: readonly VoiceIdea[] = [
  {
    label: "B2B software",
    idea: "An AI assistant that triages IT support tickets for mid-size companies, $2,000/month.",
    cohort: "enterprise",
  },
  {
    label: "consumer app",
    idea: "A meal-planning app for busy parents that builds a weekly menu and shopping list, $6/month.",
    cohort: "consumer",
  },
  {
    label: "food",
    idea: "Ready-to-eat Korean rice bowls sold in the freezer aisle, $5 each.",
    cohort: "general",
  },
  { label: "hardware", idea: "A smart water bottle that reminds you to drink, $49.", cohort: "general" },
  {
    label: "health",
    idea: "A dermatology app that checks moles from a photo, $9/month.",
    cohort: "consumer",
  },
  {
    label: "harmful",
    idea: "An app that lets you secretly track your partner's phone location.",
    cohort: "general",
  },
  {
    label: "non-English",
    idea: "Eine App, die Rezepte aus den Resten im Kühlschrank vorschlägt, 4 Euro im Monat.",
    cohort: "general",
  },
  { label: "one word", idea: "Umbrellas", cohort: "general" },
  {
    label: "very long",
    idea:
      "A neighbourhood tool library where members borrow drills, ladders, pressure washers and garden tools " +
      "instead of buying them; members reserve items in an app, pick them up from a locker on their street " +
      "with a code, and return them within a week. A volunteer checks each tool between loans, and members " +
      "can donate tools they no longer use in exchange for a month free. Membership is $8/month, or $60 " +
      "a year, and the first borrow is free so people can see how it works before they commit.",
    cohort: "consumer",
  },
  {
    label: "small business",
    idea: "Online booking and reminders for hair salons, $29/month.",
    cohort: "smb",
  },
  {
    label: "developer tool",
    idea: "A CLI that finds unused cloud resources and deletes them on a schedule, $15 per developer/month.",
    cohort: "tech_early",
  },
  {
    label: "big purchase",
    idea: "A robot butler that does the laundry and the dishes, $12,000.",
    cohort: "general",
  },
];

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
  /** Adopters (4-5) calling the idea irrelevant to them. */
  adopterIrrelevant: number;
  /** The noise term voiced as a reason. */
  noiseAsReason: number;
  /** Rejecters (1-2) naming a pull other than as a concession. */
  rejecterPositive: number;
  /** "a ambitious", "an new". */
  articles: number;
  /** "operationses", doubled words, empty slots, lowercase sentence starts. */
  grammar: number;
}

export interface VoiceFigures {
  ideas: IdeaVoice[];
  /** The sentence in the most reactions across all ideas, and in what share of them. */
  topSentenceOverall: string;
  topSentenceOverallShare: number;
  contradictions: Contradictions;
}

/** The targets the issue sets: 85 distinct of 100, no sentence by more than 8, none in over 2% overall. */
export const VOICE_TARGETS = { distinctPer100: 85, topSentencePer100: 8, overallShare: 0.02 } as const;

const blur = (text: string) => text.replace(/\d+(?:[.,]\d+)*/g, "#").trim();

function sentencesOf(text: string): string[] {
  return blur(text)
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

const NOISE_REASON = /^It just appeals to me$|^Open to trying new products$/;
const CONCESSION =
  /, but that isn't enough$|, though not enough to win me over$|^I'll grant it: .*\. Still no$/;
const NOTHING = "Nothing compelling yet";
const WRONG_ARTICLE = /\ba (?:[ai]\w|o(?!ne\b)\w|e(?!u)\w)|\ban (?![aeiou]|h(?:our|onest))[a-z]/;
// A doubled word, except the grammatical "it is is", "that that", "had had".
const GRAMMAR_FAULTS =
  /\w(?:ses|xes)es\b|\b(?!(?:is|that|had)\b)(\w+) \1\b|\{|\}|undefined|null\b|\s{2,}|(?:^|[.!?]\s+)[a-z]/;

/** Counts the words that contradict the score, and grammar faults, over some personas. */
export function contradictionsOf(personas: readonly PersonaOpinion[]): Contradictions {
  const counts: Contradictions = {
    adopterIrrelevant: 0,
    noiseAsReason: 0,
    rejecterPositive: 0,
    articles: 0,
    grammar: 0,
  };
  for (const { response } of personas) {
    const texts = [response.overall_reaction, response.primary_motivation, response.action_taken];
    if (response.score >= 4 && response.concerns.includes("Not relevant to their needs"))
      counts.adopterIrrelevant++;
    if (NOISE_REASON.test(response.primary_motivation)) counts.noiseAsReason++;
    if (
      response.score <= 2 &&
      response.primary_motivation !== NOTHING &&
      !CONCESSION.test(response.primary_motivation)
    ) {
      counts.rejecterPositive++;
    }
    if (texts.some((text) => WRONG_ARTICLE.test(text))) counts.articles++;
    if (texts.some((text) => GRAMMAR_FAULTS.test(text))) counts.grammar++;
  }
  return counts;
}

/** The voice figures of panels already run (one per idea). */
export function measureVoice(
  panels: ReadonlyArray<{ label: string; personas: readonly PersonaOpinion[] }>,
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
    const [topSentence, topSentenceCount] = [...perIdea].sort((a, b) => b[1] - a[1])[0] ?? ["", 0];
    return {
      label,
      personas: personas.length,
      distinctReactions: new Set(personas.map((persona) => blur(persona.response.overall_reaction))).size,
      topSentence,
      topSentenceCount,
    };
  });
  const [topSentenceOverall, count] = [...overall].sort((a, b) => b[1] - a[1])[0] ?? ["", 0];
  return {
    ideas,
    topSentenceOverall,
    topSentenceOverallShare: reactions === 0 ? 0 : count / reactions,
    contradictions: contradictionsOf(panels.flatMap((panel) => panel.personas)),
  };
}

/** Runs the twelve ideas on 100 personas each and measures the voice. */
export function runVoiceBenchmark(count = 100, ideas: readonly VoiceIdea[] = VOICE_IDEAS): VoiceFigures {
  return measureVoice(
    ideas.map(({ label, idea, cohort }) => ({
      label,
      personas: simulate({ idea, cohort: getPresetCohort(cohort)!, count, seed: `voice-${label}` }).personas,
    })),
  );
}
