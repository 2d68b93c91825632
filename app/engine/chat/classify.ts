import { TOPIC_PATTERNS } from "./topics-data";
import type { ChatTopic } from "./types";

// Question classification: the first topic whose pattern matches.

/** The kind of question a message asks; "general" when nothing matches. */
export function classifyMessage(message: string): ChatTopic {
  for (const [topic, pattern] of TOPIC_PATTERNS) if (pattern.test(message)) return topic;
  return "general";
}
