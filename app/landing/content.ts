import { OFFERS, PRO_PLAN_PRICE } from "~/constants";

/** Marketing texts and constants of the landing variants (spec §1 and §9). */

export type Tone = "dark" | "light" | "minimal";

export interface Plan {
  name: string;
  price: string;
  period: string;
  features: string[];
  cta: string;
  popular?: boolean;
  /** Not sold yet: the card says when it opens and what to buy meanwhile. */
  upcoming?: boolean;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** What the free tier gives, the same on every landing page's pricing. */
const FREE_FEATURES = [
  capitalise(OFFERS.freeTests),
  capitalise(OFFERS.guestSimulation),
  capitalise(OFFERS.monthlyPersonas),
  "100 personas per test",
  "Basic insights",
];

export const FOLLOW_UP = {
  launch: "We'll notify you when we launch.",
  spot: "We'll email you when your spot is ready.",
} as const;

/** Variant 1 (dark): Free and Pro, Pro marked POPULAR. */
export const DARK_PLANS: Plan[] = [
  {
    name: "Free",
    price: "$0",
    period: "forever",
    features: FREE_FEATURES,
    cta: "Get started",
  },
  {
    name: "Pro",
    price: PRO_PLAN_PRICE,
    period: "/month",
    features: [
      "Unlimited tests",
      "Up to 500 personas",
      "Advanced analytics",
      "Export reports",
      "Priority support",
    ],
    cta: "Start free trial",
    popular: true,
    upcoming: true,
  },
];

/** Variant 2 (light): the same plans, named Validate and Iterate. */
export const LIGHT_PLANS: Plan[] = [
  {
    name: "Validate",
    price: "$0",
    period: "forever",
    features: FREE_FEATURES,
    cta: "Get early access",
  },
  {
    name: "Iterate",
    price: PRO_PLAN_PRICE,
    period: "/month",
    features: [
      "Unlimited simulations",
      "Up to 500 personas",
      "Advanced analytics",
      "Export reports",
      "Team collaboration",
    ],
    cta: "Get early access",
    popular: true,
    upcoming: true,
  },
];

export interface Step {
  title: string;
  body: string;
}

export const STEPS: Step[] = [
  { title: "Describe your idea", body: "A product, a pitch or a piece of content, in a few sentences." },
  { title: "Pick your audience", body: "Choose one of 5 preset cohorts of simulated personas." },
  {
    title: "Get the verdict",
    body: "100 personas react in about 30 seconds: Proceed, Guarded or No-Go, with their reasons.",
  },
];
