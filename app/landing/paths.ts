/** The pages with a waitlist form, and where each sends the visitor back to. */
export const SOURCE_PATHS = {
  home: "/",
  vercel: "/vercel",
  "old-home": "/old-home",
  modern: "/modern",
  professional: "/professional",
} as const;

/** A landing page with a waitlist form. */
export type LandingWaitlistSource = keyof typeof SOURCE_PATHS;
/** Where an address joined the waitlist: a landing page, or the email gate of guests' daily tests. */
export type WaitlistSource = LandingWaitlistSource | "email_gate";
/** The sources the landing pages' form may send (the email gate posts to /email-gate). */
export const WAITLIST_SOURCES = Object.keys(SOURCE_PATHS) as [
  LandingWaitlistSource,
  ...LandingWaitlistSource[],
];

export const WAITLIST_JOINED = "joined";
