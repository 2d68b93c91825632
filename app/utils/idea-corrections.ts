import { AUDIENCE_LABELS, CATEGORY_LABELS, type IdeaAudience, type IdeaCategory } from "~/engine";

// Correcting how the panel read an idea: the limits, messages and choices the report page's form
// shows. The schemas (the page's action, and the run service for corrections stored with a run)
// are app/forms/idea-corrections.server.ts.

export const PRICE_CORRECTION_MAX = 60;
export const UNREADABLE_PRICE_MESSAGE =
  "Enter a price such as $20/month, €99 one-time, 2% of each sale or free";
export const NOTHING_CORRECTED_MESSAGE = "Change the price, category or audience to run again";

export const CATEGORY_OPTIONS = Object.entries(CATEGORY_LABELS).map(([value, label]) => ({
  value: value as IdeaCategory,
  label,
}));

export const AUDIENCE_OPTIONS = Object.entries(AUDIENCE_LABELS).map(([value, label]) => ({
  value: value as IdeaAudience,
  label,
}));
