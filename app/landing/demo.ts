/**
 * Canned data for the landing-page demos. The spec makes these demos canned
 * (no simulation runs): this module is the only place where results are made up.
 */

export interface DemoReason {
  text: string;
  count: number;
  positive: boolean;
}

export interface DemoResult {
  /** Share of the panel interested, 0-100. */
  percentage: number;
  summary: string;
  metrics: { positive: number; neutral: number; negative: number };
  reasons: DemoReason[];
}

export interface DemoCohort {
  id: string;
  label: string;
}

export interface DemoConfig {
  /** How the variant shows the idea: editable (variant 2) or read-only (variant 3). */
  editableIdea: boolean;
  idea: string;
  cohorts: DemoCohort[];
  /** Simulated run time, then the auto-run delay on load. */
  delayMs: number;
  autoRunMs: number;
  emptyText: string;
  /** Bar widths are drawn against this count. */
  barScale: number;
}

export const DEMO_IDEA =
  "A meal-planning app for busy parents that builds a weekly menu and grocery list in one tap, $6/month.";

export const DEMO_RESULT: DemoResult = {
  percentage: 68,
  summary:
    "68% interested. Parents like saving time on weekly planning; the doubters already use free recipe apps.",
  metrics: { positive: 68, neutral: 20, negative: 12 },
  reasons: [
    { text: "Saves time every week", count: 41, positive: true },
    { text: "Grocery list in one tap", count: 33, positive: true },
    { text: "Free recipe apps are good enough", count: 19, positive: false },
    { text: "Price adds up with other subscriptions", count: 12, positive: false },
  ],
};

export const MODERN_DEMO: DemoConfig = {
  editableIdea: true,
  idea: DEMO_IDEA,
  cohorts: [
    { id: "small_business_owners", label: "Small business owners" },
    { id: "young_professionals", label: "Young professionals" },
    { id: "college_students", label: "College students" },
  ],
  delayMs: 3000,
  autoRunMs: 2000,
  emptyText: "Results will appear here",
  barScale: 50,
};

export const PROFESSIONAL_DEMO: DemoConfig = {
  editableIdea: false,
  idea: DEMO_IDEA,
  cohorts: [
    { id: "small_business_owners", label: "Small business owners" },
    { id: "young_professionals", label: "Young professionals" },
    { id: "students", label: "Students" },
  ],
  delayMs: 2500,
  autoRunMs: 3000,
  emptyText: 'Click "Run simulation" to see results',
  barScale: 42,
};

export const SEGMENTS = [
  { id: "gen_z", label: "Gen Z" },
  { id: "saas_founders", label: "SaaS founders" },
  { id: "students", label: "Students" },
] as const;

export type SegmentId = (typeof SEGMENTS)[number]["id"];
export const DEFAULT_SEGMENT: SegmentId = "saas_founders";

export type Consensus = "Mixed opinions" | "Strong consensus" | "Uniform rejection" | "Divided opinions";

export interface SegmentResult {
  percentage: number;
  insight: string;
  consensus: Consensus;
}

export interface SampleIdea {
  text: string;
  results: Record<SegmentId, SegmentResult>;
}

/** Four sample ideas for the home page's #demo section; percentages range from 18 to 86. */
export const SAMPLE_IDEAS: SampleIdea[] = [
  {
    text: "An AI tool that writes investor updates from your Stripe and GitHub data",
    results: {
      gen_z: {
        percentage: 34,
        insight: "Few have investors yet; curious about the AI angle.",
        consensus: "Mixed opinions",
      },
      saas_founders: {
        percentage: 86,
        insight: "Monthly updates are a chore every founder wants gone.",
        consensus: "Strong consensus",
      },
      students: {
        percentage: 22,
        insight: "No product, no investors, no need.",
        consensus: "Uniform rejection",
      },
    },
  },
  {
    text: "A subscription for refurbished phones, swapped for a newer one every year",
    results: {
      gen_z: {
        percentage: 74,
        insight: "Loves the price and the sustainability story.",
        consensus: "Strong consensus",
      },
      saas_founders: {
        percentage: 41,
        insight: "Prefers to own devices for work.",
        consensus: "Divided opinions",
      },
      students: {
        percentage: 63,
        insight: "Attractive if the monthly price stays low.",
        consensus: "Mixed opinions",
      },
    },
  },
  {
    text: "A study-group matcher that pairs students by course and schedule",
    results: {
      gen_z: {
        percentage: 58,
        insight: "Likes meeting people, wary of awkward matches.",
        consensus: "Mixed opinions",
      },
      saas_founders: { percentage: 18, insight: "Not their problem.", consensus: "Uniform rejection" },
      students: {
        percentage: 81,
        insight: "Finding people for the same course is hard.",
        consensus: "Strong consensus",
      },
    },
  },
  {
    text: "A browser extension that blocks social media until your to-do list is done",
    results: {
      gen_z: {
        percentage: 47,
        insight: "Wants it in theory, expects to uninstall it.",
        consensus: "Divided opinions",
      },
      saas_founders: {
        percentage: 52,
        insight: "Would try it for deep-work days.",
        consensus: "Mixed opinions",
      },
      students: {
        percentage: 69,
        insight: "Exam season makes this appealing.",
        consensus: "Strong consensus",
      },
    },
  },
];

export function isSegment(value: string | null): value is SegmentId {
  return SEGMENTS.some((segment) => segment.id === value);
}
