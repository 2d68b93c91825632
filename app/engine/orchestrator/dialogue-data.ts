import type { IdeaPiece } from "./types";

// Wording of the clarifying dialogue: the questions, how a question is
// recognised in a transcript, and the replies that answer nothing.

/** Most important first: without a customer the personas cannot tell whether it is for them. */
export const PIECE_ORDER: readonly IdeaPiece[] = ["target_customer", "problem", "price"];

export const QUESTIONS: Record<IdeaPiece, string> = {
  target_customer:
    "Who is it for? Describe the customer you have in mind, for example busy parents, small restaurant owners or IT teams at large companies.",
  problem: "What problem does it solve for them? What do they struggle with today that this makes easier?",
  price:
    'What would you charge for it? A price such as "$10/month" or "$49 one-time" lets the personas weigh it against their budgets.',
};

export const PIECE_NAMES: Record<IdeaPiece, string> = {
  target_customer: "a target customer",
  problem: "the problem it solves",
  price: "a price",
};

/** Recognises what an assistant question asked about, in our words or a client's. */
export const ASKED_PATTERNS: Record<IdeaPiece, RegExp> = {
  target_customer:
    /\bwho is (?:it|this) for\b|\bwho (?:are|is|would be) (?:your|the) (?:target |ideal )?(?:customers?|users?|audience|buyers?)\b|\btarget (?:customer|audience|market)\b/i,
  problem: /\bwhat problem\b|\bwhich problem\b|\bpain points?\b|\bwhat do they struggle\b/i,
  price:
    /\bwhat would you charge\b|\bhow much (?:would|will|do|does) (?:you|it) (?:charge|cost)\b|\bwhat(?:'s| is| would be) the price\b|\bpricing\b/i,
};

export const NON_ANSWER =
  /^(?:i )?(?:don'?t know|do not know|not sure|no idea|unsure|undecided|tbd|n\/a|skip|haven'?t decided|not decided)(?: yet)?[.!]*$/i;
/** "50 personas", "100 people": a run size named in the text. */
export const SIZE_MENTION = /\b(25|50|100)\s*(?:personas?|people|testers|participants|respondents)\b/gi;

/** Answers that read as a sentence of their own and need no framing. */
export const STANDS_ALONE =
  /^(?:i|we|my|our|they|their|it|it's|this|these|those|the|people|users|customers)\b/i;
