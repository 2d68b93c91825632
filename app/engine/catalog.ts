import { topicsOfText } from "./topics";
import type { Topic } from "./types";

// The vocabulary personas are built from. Each interest carries the topics
// it relates to (an idea touching any of them speaks to it); each pain point
// carries the topics an idea must cover, all of them, to ease it. Labels
// unknown here fall back to topic cue words.

export const INTERESTS: Readonly<Record<string, readonly Topic[]>> = {
  // technology
  "AI and machine learning": ["ai", "software"],
  "Open-source software": ["software"],
  "DevOps tooling": ["software", "operations"],
  "Cloud infrastructure": ["software"],
  "Developer productivity": ["software", "productivity"],
  "Data analytics": ["data"],
  Cybersecurity: ["security", "software"],
  "Smart home gadgets": ["hardware", "home"],
  "Consumer electronics": ["hardware"],
  "Indie hacking": ["software", "careers"],
  "Crypto and web3": ["finance", "software"],
  "Mechanical keyboards": ["hardware"],
  "Home automation": ["hardware", "home"],
  "3D printing": ["hardware", "creativity"],
  Robotics: ["hardware", "ai"],
  "Productivity systems": ["productivity"],
  "Note-taking apps": ["productivity", "software"],
  "Remote work": ["teamwork", "productivity"],
  Startups: ["careers", "finance", "software"],
  "Product design": ["creativity", "software"],
  "Sci-fi novels": ["entertainment"],
  "PC building": ["hardware", "gaming"],
  "Classroom technology": ["education", "software"],
  // work and business
  "Team leadership": ["teamwork", "hr"],
  "Digital transformation": ["software", "operations"],
  "Enterprise software": ["software", "operations"],
  "Compliance and risk": ["legal", "security"],
  "Cost optimization": ["finance", "operations"],
  "Sales strategy": ["sales"],
  "Growth marketing": ["marketing"],
  "Social media marketing": ["marketing", "social"],
  "Customer service": ["sales", "operations"],
  Bookkeeping: ["finance"],
  "Local business networking": ["social", "sales"],
  "Hiring and culture": ["hr"],
  "Supply chain": ["operations"],
  "E-commerce": ["shopping", "sales"],
  "Real estate investing": ["real_estate", "finance"],
  "Leadership books": ["careers", "education"],
  Negotiation: ["sales", "careers"],
  "Career growth": ["careers"],
  "Continuing education": ["education", "careers"],
  "Lesson planning": ["education", "productivity"],
  "Patient care": ["health"],
  "Medical research": ["health", "education"],
  // food and health
  "Home cooking": ["food"],
  "Healthy eating": ["food", "health"],
  "Trying new foods": ["food"],
  "Meal prep": ["food", "productivity"],
  Baking: ["food"],
  Coffee: ["food"],
  "Wine and craft beer": ["food", "social"],
  "Farmers markets": ["food", "sustainability"],
  "Plant-based diets": ["food", "health", "sustainability"],
  Nutrition: ["food", "health"],
  "Fitness and running": ["fitness"],
  Yoga: ["fitness", "mental_health"],
  Cycling: ["fitness", "transport"],
  "Mental health and mindfulness": ["mental_health", "health"],
  "Sleep and recovery": ["health", "mental_health"],
  Wellness: ["health"],
  // home, money and family
  Gardening: ["home", "outdoors"],
  "DIY home projects": ["home"],
  "Interior design": ["home", "creativity"],
  "Personal finance": ["finance"],
  Investing: ["finance"],
  "Saving money and deals": ["shopping", "finance"],
  "Online shopping": ["shopping"],
  Parenting: ["parenting"],
  "Family time": ["parenting", "social"],
  Grandchildren: ["parenting", "social"],
  Pets: ["pets"],
  "Dog training": ["pets"],
  // leisure
  Fashion: ["fashion"],
  "Skincare and beauty": ["beauty"],
  Travel: ["travel"],
  "Road trips": ["travel", "transport"],
  "Video games": ["gaming"],
  Esports: ["gaming", "entertainment"],
  "Board games": ["gaming", "social"],
  "Twitch streaming": ["gaming", "entertainment"],
  Anime: ["entertainment"],
  "Streaming shows": ["entertainment"],
  Movies: ["entertainment"],
  Music: ["entertainment"],
  "Country music": ["entertainment"],
  Podcasts: ["entertainment", "education"],
  Reading: ["education", "entertainment"],
  "Crosswords and puzzles": ["entertainment"],
  "Online courses": ["education"],
  "Learning languages": ["education", "travel"],
  Photography: ["creativity"],
  "Drawing and painting": ["creativity"],
  Writing: ["creativity"],
  "Content creation": ["creativity", "social", "marketing"],
  "Social media": ["social"],
  Volunteering: ["social"],
  "Local community events": ["social"],
  "Church and faith community": ["social"],
  Nightlife: ["social", "entertainment"],
  Sports: ["sports"],
  Golf: ["sports", "outdoors"],
  "Watching football": ["sports", "entertainment"],
  "Hiking and camping": ["outdoors", "fitness"],
  Fishing: ["outdoors"],
  Hunting: ["outdoors"],
  Sustainability: ["sustainability"],
  "Electric vehicles": ["transport", "sustainability"],
  Cars: ["transport"],
};

/**
 * An interest or pain point is named as a reason only when the idea is
 * clearly about it (its topic weighs at least half of the idea's main one):
 * a faint overlap still counts in the appeal, but "movies are my whole thing"
 * for a dog-walking app is a reason no one would give.
 */
export const NAMED_FIT = 0.5;

/**
 * Interests as wide as their one topic ("Pets" is the pets topic; "Dog
 * training" and "Home cooking" are narrower than theirs). Only these are given
 * as a reason from the topic alone; a narrower one must be in the idea's words.
 */
const WIDE_INTERESTS: ReadonlySet<string> = new Set([
  "AI and machine learning",
  "Data analytics",
  "Cybersecurity",
  "Consumer electronics",
  "Productivity systems",
  "Career growth",
  "Wellness",
  "Fitness and running",
  "Personal finance",
  "Online shopping",
  "Parenting",
  "Pets",
  "Fashion",
  "Skincare and beauty",
  "Travel",
  "Video games",
  // Not "Online courses": a textbook swap or a microschool is about learning, not a course online.
  "Sustainability",
  "Sports",
]);

export const PAIN_POINTS: Readonly<Record<string, readonly Topic[]>> = {
  // builders
  "Too many tools that don't talk to each other": ["productivity"],
  "Flaky CI pipelines": ["software"],
  "Context switching all day": ["productivity"],
  "Repetitive boilerplate work": ["software"],
  "Slow code reviews": ["software"],
  "On-call alert fatigue": ["software"],
  "Keeping up with new tech": ["software"],
  "Infrastructure drift and misconfigurations": ["software"],
  "Technical debt": ["software"],
  "Shipping fast with a small team": ["software"],
  "Finding product-market fit": ["marketing"],
  Fundraising: ["finance"],
  // large organisations
  "Long procurement and security reviews": ["security"],
  "Vendor sprawl": ["operations"],
  "Legacy systems that are hard to integrate": ["operations"],
  "Compliance and audit pressure": ["legal"],
  "Proving ROI to leadership": ["data"],
  "Data silos across departments": ["data"],
  "Hiring and retaining talent": ["hr"],
  "Budget cuts": ["finance"],
  // small businesses
  "Cash flow swings": ["finance"],
  "Finding time for admin": ["productivity"],
  "Finding and keeping staff": ["hr"],
  "Marketing on a small budget": ["marketing"],
  "Late-paying clients": ["finance"],
  "Juggling too many apps": ["productivity"],
  "Getting new customers": ["sales"],
  "Rising costs of supplies": ["operations"],
  "Scheduling staff shifts": ["operations"],
  "Keeping up with bookkeeping and taxes": ["finance"],
  "Finding clients": ["sales"],
  "Irregular income": ["finance"],
  // households
  "Sticking to a tight budget": ["finance"],
  "Finding time for myself": ["productivity"],
  "Too many subscriptions": ["finance"],
  "Eating healthy on the go": ["food", "health"],
  "Finding time to cook": ["food", "productivity"],
  "Keeping the family organized": ["parenting", "productivity"],
  "Stress and poor sleep": ["mental_health"],
  "Staying motivated to exercise": ["fitness"],
  "A long commute": ["transport"],
  "Rising grocery prices": ["food", "finance"],
  // Screens are what it is about: a cargo bike for the school run is no help with it.
  "Screen time with the kids": ["parenting", "entertainment"],
  Loneliness: ["social"],
  "Managing a health condition": ["health"],
  "Saving for retirement": ["finance"],
  "Paying off debt": ["finance"],
  "Finding reliable childcare": ["parenting"],
  "Keeping the house clean": ["home"],
  "Planning meals for picky eaters": ["food", "parenting"],
  "Boredom with the same routine": ["entertainment"],
  "Finding good games to play with friends": ["gaming"],
  "Lag and expensive gaming gear": ["gaming", "hardware"],
  "Rent eating half my income": ["real_estate"],
  "Student debt": ["finance"],
  "Balancing study and a part-time job": ["education"],
  "Finding a first job": ["careers"],
  "Staying in touch with family": ["social"],
  "Tech that's hard to use": ["software"],
  "Worries about online scams": ["security"],
  "Medical bills": ["health", "finance"],
  // particular lives
  "Fatigue from night shifts": ["health"],
  "Irregular sleep and meal times": ["health"],
  "Short-staffed wards": ["health", "operations"],
  "Charting and paperwork after shifts": ["health", "productivity"],
  "Long drives between towns": ["transport"],
  "Limited local services": ["shopping"],
  "Unreliable internet": ["software"],
  "Grading and paperwork": ["education", "productivity"],
  "Tight classroom budgets": ["education", "finance"],
  "Keeping students engaged": ["education"],
  Burnout: ["mental_health"],
  "Unpredictable weather and crop prices": ["outdoors"],
  "Mobility and staying independent": ["health"],
};

export const TRAITS: readonly string[] = [
  "Curious",
  "Pragmatic",
  "Skeptical",
  "Early adopter",
  "Frugal",
  "Busy",
  "Health-conscious",
  "Privacy-conscious",
  "Detail-oriented",
  "Social",
  "Ambitious",
  "Family-oriented",
  "Creative",
  "Cautious",
  "Outgoing",
  "Independent",
  "Tech-savvy",
  "Traditional",
  "Adventurous",
  "Impatient",
  "Loyal",
  "Competitive",
  "Organized",
  "Easygoing",
  "Enthusiastic",
  "Resilient",
  "Analytical",
  "Caring",
  "Thrifty",
  "Trend-conscious",
];

export const DECISION_STYLES: readonly string[] = [
  "Analytical",
  "Intuitive",
  "Cautious",
  "Impulsive",
  "Consensus-driven",
  "Data-driven",
  "Value-focused",
  "Pragmatic",
  "Experimental",
  "Follows recommendations",
];

/** Budget bands from tight to generous; the app's default is "$100-500/month". */
export const BUDGET_BANDS = {
  minimal: "$0-20/month",
  low: "$20-50/month",
  moderate: "$50-150/month",
  comfortable: "$100-500/month",
  business: "$500-2,000/month",
  department: "$2,000-10,000/month",
  enterprise: "$10,000-50,000/month",
  strategic: "$50,000+/month",
} as const;

/** Pain points as wide as their one topic, as WIDE_INTERESTS are ("A long commute" is not: a car is not a commute). */
const WIDE_PAIN_POINTS: ReadonlySet<string> = new Set([
  "Managing a health condition",
  "Stress and poor sleep",
  "Staying motivated to exercise",
  "Finding and keeping staff",
  "Hiring and retaining talent",
  "Getting new customers",
  "Finding clients",
  "Marketing on a small budget",
  "Compliance and audit pressure",
  "Worries about online scams",
  "Finding a first job",
  "Finding good games to play with friends",
]);

/**
 * How fully an idea must be about each of several topics for them together to say what an interest
 * is: a piano tutor is about learning and, through the piano, a little about entertainment, which
 * is not enough to make it about podcasts.
 */
const SEVERAL_TOPICS_NAMED = 0.8;

/**
 * Whether the idea's topics alone can be the reason an interest or pain point
 * is given: when they are several, which the idea is clearly about together
 * (`covered`: its weakest weight among them), or one as wide as it is. A
 * narrower one must be in the idea's words.
 */
export function namedByTopic(label: string, topics: readonly Topic[], covered: number): boolean {
  // A label of a custom audience is read from its own words, so its topics are its meaning.
  if (!Object.hasOwn(INTERESTS, label) && !Object.hasOwn(PAIN_POINTS, label)) return true;
  return (
    (topics.length > 1 && covered >= SEVERAL_TOPICS_NAMED) ||
    WIDE_INTERESTS.has(label) ||
    WIDE_PAIN_POINTS.has(label)
  );
}

const fallbackTopics = new Map<string, readonly Topic[]>();

function lookupTopics(
  catalogue: Readonly<Record<string, readonly Topic[]>>,
  label: string,
): readonly Topic[] {
  if (Object.hasOwn(catalogue, label)) return catalogue[label];
  const cached = fallbackTopics.get(label);
  if (cached) return cached;
  const derived = topicsOfText(label).map(({ topic }) => topic);
  fallbackTopics.set(label, derived);
  return derived;
}

export function interestTopics(label: string): readonly Topic[] {
  return lookupTopics(INTERESTS, label);
}

// Topics of work: what an interest must touch to make a business tool relevant.
const WORK_TOPICS: ReadonlySet<Topic> = new Set<Topic>([
  "software",
  "ai",
  "data",
  "productivity",
  "teamwork",
  "finance",
  "marketing",
  "sales",
  "operations",
  "hr",
  "security",
  "legal",
  "careers",
]);

/** The topics of an interest that make a business tool relevant to someone judging it at work. */
export function workInterestTopics(label: string): readonly Topic[] {
  return interestTopics(label).filter((topic) => WORK_TOPICS.has(topic));
}

export function painPointTopics(label: string): readonly Topic[] {
  return lookupTopics(PAIN_POINTS, label);
}
