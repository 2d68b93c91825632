import type { Score, Topic } from "../types";
import type { Tone } from "./types";

// The verdict a reaction may open with, by score and temperament, and the
// asides people of different ages put in front of it.

export const TONE_OF_TRAIT: Readonly<Record<string, Tone>> = {
  Enthusiastic: "eager",
  "Early adopter": "eager",
  Adventurous: "eager",
  Outgoing: "eager",
  "Trend-conscious": "eager",
  Curious: "eager",
  Skeptical: "wary",
  Cautious: "wary",
  Traditional: "wary",
  Loyal: "wary",
  Analytical: "analytical",
  "Detail-oriented": "analytical",
  "Tech-savvy": "analytical",
  Pragmatic: "practical",
  Busy: "practical",
  Frugal: "practical",
  Thrifty: "practical",
  Impatient: "practical",
  Organized: "practical",
  Caring: "warm",
  "Family-oriented": "warm",
  Easygoing: "warm",
  Social: "warm",
};

export const TONE_OF_STYLE: Readonly<Record<string, Tone>> = {
  Analytical: "analytical",
  "Data-driven": "analytical",
  Cautious: "wary",
  Impulsive: "eager",
  Experimental: "eager",
  Pragmatic: "practical",
  "Value-focused": "practical",
  "Consensus-driven": "warm",
  "Follows recommendations": "warm",
  Intuitive: "plain",
};

/** Said only by someone nothing in the idea fits (not by a dog owner refusing a dog app). */
export const NOT_THE_CUSTOMER = "I'm not the customer for this.";
const NO_USE = "I have no practical use for this.";
const NO_CASE = "I can't find a case for this in my life.";
/** Verdicts that deny the idea any place in the speaker's life or work. */
export const NO_PLACE_FOR_IT: ReadonlySet<string> = new Set([NOT_THE_CUSTOMER, NO_USE, NO_CASE]);

const LOVELY = "What a lovely idea!";
const FAMILY_TOO = "I think my family would like this too.";
/**
 * Said only of what is fun to have, by what the idea is mostly about (a game, food, a gadget, a
 * trip), not of a budget, a doctor's app or a cleaning spray.
 */
export const FUN = "Ooh, this is fun.";
const NUMBERS_TO_WORK = "The numbers would have to work.";
const NUMBERS_RAN = "I ran the numbers in my head, and they don't work for me.";
const COST_BENEFIT = "For me the cost-benefit doesn't even come close.";
/** Verdicts on what it costs: not said of what is free to use. */
export const OF_ITS_COST: ReadonlySet<string> = new Set([NUMBERS_TO_WORK, NUMBERS_RAN, COST_BENEFIT]);
/** A company buys nothing on a whim. */
const ON_A_WHIM = "I wouldn't buy this, even on a whim.";
/** Verdicts of one's own life, which someone judging a tool for their company does not give. */
export const OF_ONES_OWN_LIFE: ReadonlySet<string> = new Set([LOVELY, FAMILY_TOO, FUN, ON_A_WHIM]);
export const FUN_TOPICS: ReadonlySet<Topic> = new Set([
  "food",
  "gaming",
  "entertainment",
  "social",
  "travel",
  "fashion",
  "hardware",
  "pets",
  "creativity",
  "sports",
  "outdoors",
]);

export const OPENERS: Record<Score, readonly string[]> = {
  5: [
    "I love this.",
    "This is exactly what I've been waiting for.",
    "Count me in.",
    "I'd jump on this.",
    "I'm sold.",
    "This one's a winner for me.",
    "Yes, please.",
    "I'm genuinely excited about this.",
    "Where do I sign?",
    "This is a yes from me.",
  ],
  4: [
    "I like this.",
    "This could really work for me.",
    "I'd give it a real shot.",
    "This is appealing.",
    "I'm interested.",
    "Promising.",
    "I can see myself using this.",
    "I'd try it.",
    "Pretty good idea.",
    "I'm leaning towards yes.",
    "This has my attention.",
  ],
  3: [
    "I'm on the fence.",
    "Could go either way for me.",
    "Interesting, but I'm not sure yet.",
    "Maybe.",
    "I have mixed feelings.",
    "I'm curious, but not convinced.",
    "It's okay.",
    "Not sure about this one.",
    "Part of me likes it, part of me doesn't.",
    "I'm undecided.",
  ],
  2: [
    "Probably not for me.",
    "I don't see myself using this much.",
    "I'm not really drawn in.",
    "Doesn't do much for me.",
    "I'd likely pass.",
    "I'm lukewarm on this.",
    "I can see the idea, but it's not for me.",
    "I doubt I'd get much out of it.",
    "It leaves me fairly cold.",
    "I'm leaning towards no.",
    "I'm not sold on it.",
    "I'd probably let this one go.",
    "It's not quite for me.",
    "I can't see myself reaching for it.",
    "My gut says no.",
  ],
  1: [
    "Not for me at all.",
    "Hard pass.",
    "I can't see myself ever buying this.",
    "No, thanks.",
    "I'd never use this.",
    "Not interested.",
    "This isn't something I'd spend a minute on.",
    "I'll pass on this one.",
    "Definitely not for me.",
    "I wouldn't give this a second look.",
    "Nope, not for me.",
    NOT_THE_CUSTOMER,
    "This one isn't for me, full stop.",
    "I can't get excited about this at all.",
    "I'd say no without thinking twice.",
    ON_A_WHIM,
    "You'd struggle to sell me on this.",
    "Count me out.",
    "I'd give this one a miss.",
    "Thanks, but no thanks.",
  ],
};

export const TONE_OPENERS: Record<Tone, Partial<Record<Score, readonly string[]>>> = {
  eager: {
    5: ["Oh, I'd be first in line for this!", "This is so up my alley!"],
    4: [FUN, "Nice, I'm into this."],
    3: ["I want to like this."],
    2: ["I usually love new things, but not this one."],
    1: ["I try most new things, but not this."],
  },
  wary: {
    4: ["I'm usually skeptical, but this one gets me.", "Cautiously, yes."],
    3: ["Hmm, I'd need convincing.", "I'll reserve judgment."],
    2: ["I have my doubts.", "I'm not convinced.", "I've seen a lot of things like this fizzle out."],
    1: [
      "I don't buy it.",
      "Color me unconvinced.",
      "My guard goes up with things like this.",
      "I'm deeply unconvinced.",
    ],
  },
  analytical: {
    5: ["The value here is obvious to me."],
    4: ["On paper, this makes sense.", "The logic checks out for me."],
    3: [NUMBERS_TO_WORK, "On paper it's fine; in practice, I'm unsure."],
    2: ["I don't see the value case.", NUMBERS_RAN],
    1: [NO_CASE, COST_BENEFIT],
  },
  practical: {
    5: ["This would actually make my life easier."],
    4: ["Practical, and I like that."],
    // Said of anything, a bird feeder as well as an app: use, not time saved.
    3: ["It depends on whether I'd actually use it."],
    2: ["I don't see it earning its keep.", "I don't see it being worth the bother."],
    1: [NO_USE, "It would just be one more thing I don't use."],
  },
  warm: {
    5: [LOVELY],
    4: [FAMILY_TOO],
    3: ["It's a nice thought."],
    2: ["I can see the good intentions, but I'd pass."],
    1: ["I'm sure someone will love it, but not me.", "I don't mean to be unkind, but no."],
  },
  plain: {},
};

/** Verdicts in the words of the young and of older people. */
export const AGE_OPENERS: Record<"young" | "older", Partial<Record<Score, readonly string[]>>> = {
  young: {
    5: ["Okay, I'm obsessed.", "This is actually cool."],
    4: ["Okay, I'm into this.", "Yeah, I'd try this."],
    3: ["Eh, maybe.", "I could go either way, honestly."],
    2: ["Eh, probably not.", "I'd probably skip it."],
    1: ["Yeah, no.", "That's a no from me.", "Big no."],
  },
  older: {
    5: ["Now this is sensible.", "I'd certainly buy into this."],
    4: ["I'd certainly give this a try.", "This strikes me as a good idea."],
    3: ["I'd have to think about it.", "I'm in two minds."],
    2: ["I doubt I'd bother.", "I don't think so, on balance."],
    1: ["I'm afraid not.", "Not for me, thank you.", "I wouldn't bother with this."],
  },
};

/**
 * Verdicts on a rise in what the speaker already pays for: whether to keep it, never whether
 * to try it ("Count me in" is not said of one's own gym membership costing more).
 */
export const KEEPING_OPENERS: Record<Score, readonly string[]> = {
  5: ["Not a problem for me.", "That's fine by me.", "Easy: I'm staying.", "Still worth every penny to me."],
  4: ["I don't love it, but okay.", "Annoying, but fine.", "I can swallow that.", "Grudgingly, yes."],
  3: [
    "That gives me pause.",
    "I'm not sure it's still worth it.",
    "That's getting close to my limit.",
    "I'd have to weigh that up.",
  ],
  2: [
    "That's pushing it.",
    "I'd probably look elsewhere.",
    "I don't think it's worth that to me.",
    "That's too much.",
  ],
  1: ["That's the last straw for me.", "No way, not at that.", "I'm out.", "Not paying that."],
};

/** The same verdicts in the words of the young and of older people. */
export const AGE_KEEPING_OPENERS: Record<"young" | "older", Record<Score, readonly string[]>> = {
  young: {
    5: ["Worth it, honestly."],
    4: ["Ugh, fine."],
    3: ["Hmm, that's kind of a lot now."],
    2: ["Nah, that's a lot."],
    1: ["Yeah, no."],
  },
  older: {
    5: ["Still good value, to my mind."],
    4: ["I'll put up with it, I suppose."],
    3: ["I'd have to think about that."],
    2: ["I don't think it's worth that any more."],
    1: ["That would be the end of it for me."],
  },
};

/** A verdict that names the rise: "$8 a month more? I can live with that." */
export const RISE_OPENERS: Record<Score, (rise: string) => string> = {
  5: (rise) => `${rise} is nothing for what I get.`,
  4: (rise) => `${rise}? I can live with that.`,
  3: (rise) => `${rise} makes me stop and think.`,
  2: (rise) => `${rise} is more than it's worth to me.`,
  1: (rise) => `${rise}? That's where I get off.`,
};

/** Asides that open a verdict: young people and older people put it differently. */
export const INTERJECTIONS = {
  young: ["Honestly, ", "Okay, ", "Ngl, ", "Real talk: "],
  older: ["Frankly, ", "Well, ", "I must say, ", "To be honest, "],
} as const;

/**
 * When no concrete driver points the way of the score, people say they are
 * unsure rather than invent a reason; it happens rarely.
 */
export const UNSURE: Record<"yes" | "no", readonly string[]> = {
  yes: [
    "I can't point to one thing, but I'd give it a go.",
    "I'm not sure what it is, but I'd try it.",
    "Hard to say exactly why, but I'm leaning in.",
  ],
  no: [
    "I can't put my finger on why, but it's a no.",
    "I couldn't tell you exactly why; it's just a no for now.",
    "Nothing in particular puts me off, but nothing pulls me in either.",
  ],
};

/** Unsure of a rise in what one pays for: whether one would stay, not whether one would try it. */
export const UNSURE_KEEPING: Record<"yes" | "no", readonly string[]> = {
  yes: ["I can't say exactly why, but I'd stay."],
  no: ["I can't put my finger on why, but I'd look elsewhere."],
};
