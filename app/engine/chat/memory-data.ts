import type { ChatTopic } from "./types";

// Which topics a later reply may go back to, and how such a recall reads.

/** Topics worth recalling; greetings and thanks are not. */
export const RECALLABLE = new Set<ChatTopic>([
  "price",
  "change_mind",
  "recommend",
  "competitors",
  "features",
  "concerns",
  "use",
  "privacy",
  "ai",
  "identity",
  "opinion",
]);

/** How a reply that recalled a topic reads, to avoid recalling it twice in a row. */
export const RECALL_SIGNATURES: Partial<Record<ChatTopic, RegExp>> = {
  price: /about the price/i,
  change_mind: /change my mind|would move me/i,
  recommend: /as I said, I('d| wouldn't) (happily )?recommend/i,
  competitors: /I'd be comparing it with/i,
  features: /features you asked about/i,
  concerns: /my main worry is|big worries/i,
  privacy: /about my data/i,
  ai: /about the AI/i,
  opinion: /at the start/i,
};
