import type { IdeaCategory } from "../types";
import type { ConcernKind, Stance } from "./types";

// Fixed lines a persona says: how they decide, how a reply opens, what they
// use instead, which traits make a worry weigh more, and canned replies.

export const DECISION_STYLE_LINES: Readonly<Record<string, readonly string[]>> = {
  Analytical: ["I'd want to compare it properly before deciding", "I weigh things up carefully"],
  Intuitive: ["I tend to go with my gut", "I usually know within a minute whether something is for me"],
  Cautious: ["I don't rush into things", "I like to be sure before I commit"],
  Impulsive: ["I tend to just go for things", "I decide fast, sometimes too fast"],
  "Consensus-driven": [
    "I'd talk it over with the people around me first",
    "I rarely decide these things alone",
  ],
  "Data-driven": ["show me numbers and I'll decide", "I go by evidence, not promises"],
  "Value-focused": ["it has to be worth every cent", "I always ask what I get for the money"],
  Pragmatic: ["if it works, it works", "I care about what it does on a normal day"],
  Experimental: ["I like trying things and seeing what sticks", "I'm happy to experiment"],
  "Follows recommendations": ["I go a lot by what people I trust recommend", "reviews sway me a lot"],
};

export const OPENERS: Record<Stance, readonly string[]> = {
  yes: ["Honestly?", "Good question.", "I'll be straight with you.", "Let me put it this way:", ""],
  maybe: ["Hmm.", "Good question.", "Let me think.", "To be honest,", ""],
  no: ["Honestly?", "I'll be blunt.", "Well,", "To be fair to you,", ""],
};

/** What someone uses today instead, by the idea's category. */
export const ALTERNATIVES: Record<IdeaCategory, string> = {
  developer_tool: "the tools my team already has and a few scripts",
  productivity: "a notes app and my calendar",
  business: "our current software and a lot of spreadsheets",
  health: "a free app and my own routine",
  food: "cooking from scratch or the usual takeaway",
  finance: "a spreadsheet and my bank's app",
  education: "free videos and courses online",
  entertainment: "the services I already pay for",
  marketplace: "the big marketplaces everyone uses",
  hardware: "what I already own",
  lifestyle: "what I do now, which mostly works",
  other: "what I already use",
};

/** Traits that make a concern weigh more, to say so in the persona's words. */
export const TRAIT_WORRIES: Readonly<Record<string, readonly ConcernKind[]>> = {
  Frugal: ["price", "unknown_price"],
  Thrifty: ["price", "unknown_price"],
  "Privacy-conscious": ["privacy"],
  Cautious: ["novelty", "ai", "privacy"],
  Skeptical: ["novelty", "ai", "clarity", "mood"],
  Traditional: ["novelty", "ai", "taste"],
  Busy: ["setup", "clarity"],
  Impatient: ["setup"],
  Pragmatic: ["clarity", "irrelevant"],
  "Detail-oriented": ["clarity", "privacy"],
  "Health-conscious": ["taste"],
  "Family-oriented": ["privacy", "price"],
};

/** Replies for when there is no run to draw on (see cannedReply). */
export const CANNED_GENERIC = [
  "That's a good question. From where I stand, it would depend on how much time it saves me and what it costs.",
  "I'd need to see it in action before I could really say.",
  "Honestly, I'd want to try it for a week before giving you a real answer.",
  "It depends. If it solves a problem I actually have, I'm listening.",
  "I'm not sure yet. Tell me a bit more about how it would work day to day.",
];
