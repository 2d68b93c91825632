import type { IdeaCategory, Topic, TopicWeight } from "./types";

// Which product categories each topic speaks for, and how strongly: the
// category of an idea is the one its topics speak for most; a category a user
// sets says which of its topics lead.

export const CATEGORY_OF_TOPIC: Partial<Record<Topic, ReadonlyArray<readonly [IdeaCategory, number]>>> = {
  software: [["developer_tool", 1]],
  security: [["developer_tool", 0.6]],
  data: [["business", 0.5]],
  productivity: [["productivity", 1]],
  teamwork: [["productivity", 0.8]],
  creativity: [["productivity", 0.5]],
  health: [["health", 1]],
  fitness: [["health", 0.9]],
  mental_health: [["health", 0.9]],
  food: [["food", 1.1]],
  finance: [["finance", 1]],
  real_estate: [
    ["finance", 0.5],
    ["marketplace", 0.4],
  ],
  education: [["education", 1]],
  careers: [["education", 0.5]],
  gaming: [["entertainment", 1]],
  entertainment: [["entertainment", 1]],
  social: [["entertainment", 0.6]],
  sports: [["entertainment", 0.8]],
  marketplace: [["marketplace", 1.3]],
  shopping: [["marketplace", 0.6]],
  hardware: [["hardware", 1.2]],
  marketing: [["business", 1]],
  sales: [["business", 1]],
  operations: [["business", 0.9]],
  hr: [["business", 1]],
  legal: [["business", 0.8]],
  parenting: [["lifestyle", 0.6]],
  travel: [["lifestyle", 0.9]],
  fashion: [["lifestyle", 0.9]],
  beauty: [["lifestyle", 0.9]],
  home: [["lifestyle", 0.8]],
  pets: [["lifestyle", 0.9]],
  transport: [["lifestyle", 0.6]],
  sustainability: [["lifestyle", 0.6]],
  outdoors: [["lifestyle", 0.6]],
};

/** Where an idea has no topic of the category a user set, the topic it is then about. */
const MAIN_TOPIC_OF_CATEGORY: Readonly<Record<IdeaCategory, Topic | null>> = {
  developer_tool: "software",
  productivity: "productivity",
  business: "operations",
  health: "health",
  food: "food",
  finance: "finance",
  education: "education",
  entertainment: "entertainment",
  marketplace: "marketplace",
  hardware: "hardware",
  lifestyle: "home",
  other: null,
};

/**
 * The idea's topics with those of this category leading (the strongest of them at full
 * weight), or the category's own topic put first where the idea has none of them.
 */
export function topicsLedBy(topics: readonly TopicWeight[], category: IdeaCategory): TopicWeight[] {
  const speaksFor = ({ topic }: TopicWeight) =>
    (CATEGORY_OF_TOPIC[topic] ?? []).some(([of]) => of === category);
  const leading = topics.filter(speaksFor);
  const rest = topics.filter((entry) => !speaksFor(entry));
  if (leading.length > 0) return [{ ...leading[0]!, weight: 1 }, ...leading.slice(1), ...rest];
  const main = MAIN_TOPIC_OF_CATEGORY[category];
  return main ? [{ topic: main, weight: 1 }, ...rest] : [...topics];
}
