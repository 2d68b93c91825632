// Compressed JavaScript a page may make the browser download (issue 17):
// the landing pages load on first contact over any link, so they get less.
const LANDING = new Set([
  "routes/_index",
  "routes/modern",
  "routes/professional",
  "routes/vercel",
  "routes/old-home",
]);

export const PAGE_JS_BUDGET_KB = 150;
export const LANDING_JS_BUDGET_KB = 100;

export function budgetOf(routeId: string): number {
  return LANDING.has(routeId) ? LANDING_JS_BUDGET_KB : PAGE_JS_BUDGET_KB;
}
