import type { Topic } from "./types";

/**
 * Topics in the order of their one-letter codes in the generated lexicon:
 * shared by the generator (scripts/build-lexicon.ts) and the reader.
 */
export const TOPIC_ORDER: readonly Topic[] = [
  "software",
  "ai",
  "data",
  "productivity",
  "teamwork",
  "health",
  "fitness",
  "mental_health",
  "food",
  "finance",
  "education",
  "parenting",
  "gaming",
  "entertainment",
  "social",
  "travel",
  "shopping",
  "marketplace",
  "fashion",
  "beauty",
  "home",
  "hardware",
  "marketing",
  "sales",
  "operations",
  "hr",
  "security",
  "legal",
  "sustainability",
  "pets",
  "transport",
  "creativity",
  "careers",
  "real_estate",
  "sports",
  "outdoors",
];
