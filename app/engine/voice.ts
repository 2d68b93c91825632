import { isSold } from "./idea-signals";
import type { Rng } from "./rng";
import { capitalize, lowerFirst } from "./text";
import type { PanelSituations } from "./needs";
import { COST_CONCERNS } from "./reasons";
import { inTheirField } from "./roles";
import type { IdeaFeatures, Persona, Score } from "./types";
import type { Driver, DriverKey } from "./utility";
import { closer } from "./voice/closers";
import {
  AGE_KEEPING_OPENERS,
  AGE_OPENERS,
  INTERJECTIONS,
  KEEPING_OPENERS,
  NO_PLACE_FOR_IT,
  FUN,
  FUN_TOPICS,
  OF_ITS_COST,
  OF_ONES_OWN_LIFE,
  OPENERS,
  RISE_OPENERS,
  TONE_OPENERS,
  UNSURE,
  UNSURE_KEEPING,
} from "./voice/openers-data";
import { planReaction } from "./voice/plan";
import { ideaWords } from "./voice/idea-words";
import { judgesAWorkTool, NEGATIVE, POSITIVE, SITUATIONS } from "./voice/reasons-data";
import { say } from "./voice/say";
import { speakerOf } from "./voice/speaker";
import type { ReactionPlan, Voice } from "./voice/types";

// Writes the first-person reaction from a plan of which drivers to voice
// (voice/plan.ts): perhaps a verdict, the reason behind the score worded by
// who is speaking and naming what in the idea caused it, and perhaps a doubt,
// condition or concession (voice/closers.ts). The templates are in
// voice/*-data.ts; the idea's words come through voice/idea-words.ts.

export interface ReactionInput {
  persona: Persona;
  idea: IdeaFeatures;
  score: Score;
  /** The strongest concrete positive driver, if any. */
  motivation: Driver | undefined;
  /** Negative drivers, strongest first. */
  concerns: readonly Driver[];
  /** Every driver of the utility. */
  drivers: readonly Driver[];
  rng: Rng;
  /** What the audience says of everyone's situations: nobody speaks as in one it rules out. */
  panel?: PanelSituations;
  /** The persona's stated motivation: what it already says of the product is not said again. */
  motivationText?: string;
}

/** Drivers that say the idea is made for the speaker, who then cannot say they are not its customer. */
const FITS_THE_SPEAKER = new Set<DriverKey>(["need_fit", "cohort_fit", "audience_fit", "role_fit"]);

/** On a rise in what one pays for, the verdict is on keeping it, sometimes naming the rise. */
function keepingOpener(voice: Voice): string {
  const { rng, score } = voice;
  const age = voice.young ? AGE_KEEPING_OPENERS.young : voice.older ? AGE_KEEPING_OPENERS.older : null;
  const rise = ideaWords(voice.idea).price;
  const named = rise ? [RISE_OPENERS[score](capitalize(rise))] : [];
  return rng.pick([...KEEPING_OPENERS[score], ...(age?.[score] ?? []), ...named]);
}

/** What the idea is mostly about is fun to have. */
function isFun(idea: IdeaFeatures): boolean {
  const leading = idea.topics[0];
  return leading !== undefined && FUN_TOPICS.has(leading.topic);
}

function opener(voice: Voice, drivers: readonly Driver[]): string {
  if (voice.idea.priceRise) return keepingOpener(voice);
  const { rng, score } = voice;
  const age = voice.young ? AGE_OPENERS.young : voice.older ? AGE_OPENERS.older : {};
  const own = [...voice.tones].flatMap((tone) => TONE_OPENERS[tone][score] ?? []);
  own.push(...(age[score] ?? []));
  const fits = drivers.some((driver) => driver.value > 0 && FITS_THE_SPEAKER.has(driver.key));
  const forWork = judgesAWorkTool(voice);
  const costsMoney = isSold(voice.idea) && !voice.idea.freeTier;
  const line = rng.pick(
    [...OPENERS[score], ...own].filter(
      (said) =>
        !(fits && NO_PLACE_FOR_IT.has(said)) &&
        !(forWork && OF_ONES_OWN_LIFE.has(said)) &&
        (said !== FUN || isFun(voice.idea)) &&
        (costsMoney || !OF_ITS_COST.has(said)),
    ),
  );
  const asides = voice.young ? INTERJECTIONS.young : voice.older ? INTERJECTIONS.older : null;
  return asides && rng.chance(0.3) ? `${rng.pick(asides)}${lowerFirst(line)}` : line;
}

// A sentence that opens like this can take the speaker's situation in front
// of it ("On my $50-a-month budget, I'd..."); one that opens with the
// product or a price keeps its capitals.
const TAKES_SITUATION = /^(?:I\b|I'|It\b|It's|My\b|We\b|We'd|Another\b|Trying\b|Buying\b)/;

/** "As a nurse, ..." needs "I" or "we" to follow, and nothing said twice ("As a nurse, in my job as a nurse"). */
function fitsSituation(situation: string, sentence: string, voice: Voice): boolean {
  if (/^As\b/.test(situation) && !/^(?:I\b|I'|We\b|We'd)/.test(sentence)) return false;
  const said = [voice.role, String(voice.age), voice.budget];
  // "For a business my size, I'd want a cheaper plan for a business my size": its words after the preposition.
  const rest = situation.replace(/^\S+\s+/, "").toLowerCase();
  if (sentence.toLowerCase().includes(rest)) return false;
  return !said.some((words) => situation.includes(words) && sentence.includes(words));
}

/** The reason sentence, now and then opened by what in the speaker's life makes it so. */
function reason(voice: Voice, driver: Driver): string | null {
  const lines = driver.value > 0 ? POSITIVE[driver.key] : NEGATIVE[driver.key];
  const sentence = say(lines, voice, driver);
  if (!sentence || !TAKES_SITUATION.test(sentence) || !voice.rng.chance(0.6)) return sentence;
  const situation = say(SITUATIONS, voice, driver);
  if (!situation || !fitsSituation(situation, sentence, voice)) return sentence;
  return `${situation}, ${lowerFirst(sentence)}`;
}

function unsure(voice: Voice): string {
  const lines = voice.idea.priceRise ? UNSURE_KEEPING : UNSURE;
  return voice.rng.pick(voice.score >= 3 ? lines.yes : lines.no);
}

function mainSentence(voice: Voice, plan: ReactionPlan): string | null {
  if (plan.reason) return reason(voice, plan.reason);
  // Mixed answers can rest on the verdict and its condition alone.
  return voice.score === 3 ? null : unsure(voice);
}

/**
 * Without what the product presupposes (a dog, a yard), or in another trade than the one it is
 * for (a plumber, of a salon's booking app): what it does is not theirs to tell ("my salon's clients").
 */
export function lacksWhatItNeeds(drivers: readonly Driver[]): boolean {
  return drivers.some((driver) => driver.key === "no_need" || driver.key === "other_trade");
}

function isUpsideIn(text: string | undefined, idea: IdeaFeatures): boolean {
  const { upside } = ideaWords(idea);
  return Boolean(text && upside && text.includes(upside));
}

/** Below this, what the job adds to relevance is too little to say the product is made for it. */
const JOB_FIT = 0.05;

/** One to three sentences in the persona's voice. */
export function composeReaction(input: ReactionInput): string {
  const { persona, idea, score, rng } = input;
  const voice = speakerOf(persona, idea, score, rng, {
    panel: input.panel,
    upsideUnsaid: isUpsideIn(input.motivationText, idea) || lacksWhatItNeeds(input.drivers),
    priceWeighs: input.concerns.some((driver) => Object.hasOwn(COST_CONCERNS, driver.key)),
    jobFits:
      inTheirField(persona.role, idea) &&
      input.drivers.some((driver) => driver.key === "role_fit" && driver.value > JOB_FIT),
  });
  const plan = planReaction(input);
  const main = mainSentence(voice, plan);
  // People do not always announce a verdict before giving their reason.
  const verdict = main && rng.chance(0.3) ? null : opener(voice, input.drivers);
  const extra = closer(voice, plan);
  const parts = [verdict, main, extra === main ? null : extra].filter((part): part is string =>
    Boolean(part),
  );
  // At most three sentences: a reason asked as a question ("X? Not a chance.") counts two.
  while (parts.length > 1 && sentenceCount(parts) > MAX_SENTENCES)
    parts.splice(parts[0] === verdict ? 0 : -1, 1);
  return parts.join(" ");
}

const MAX_SENTENCES = 3;

function sentenceCount(parts: readonly string[]): number {
  return parts.join(" ").split(/(?<=[.!?])\s+/).length;
}
