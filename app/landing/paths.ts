/** The pages with a waitlist form, and where each sends the visitor back to. */
export const SOURCE_PATHS = {
  home: "/",
  vercel: "/vercel",
  "old-home": "/old-home",
  modern: "/modern",
  professional: "/professional",
} as const;

export type WaitlistSource = keyof typeof SOURCE_PATHS;
export const WAITLIST_SOURCES = Object.keys(SOURCE_PATHS) as [WaitlistSource, ...WaitlistSource[]];

export const WAITLIST_JOINED = "joined";
export const HONEYPOT_FIELD = "website";
