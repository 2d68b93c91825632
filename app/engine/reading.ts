import { needWords } from "./needs";
import { groupPricesLabel } from "./group-prices";
import { formatPrice } from "./price";
import { isKept } from "./idea-signals";
import type { CorrectionField, IdeaAudience, IdeaCategory, IdeaFeatures } from "./types";

// "What the panel read": the few things about an idea that drive the panel's
// answers, in words a founder can check and correct.

export const CATEGORY_LABELS: Readonly<Record<IdeaCategory, string>> = {
  developer_tool: "Developer tool",
  productivity: "Productivity",
  business: "Business software or service",
  health: "Health and wellbeing",
  food: "Food and drink",
  finance: "Money and finance",
  education: "Learning",
  entertainment: "Entertainment and media",
  marketplace: "Marketplace or shopping",
  hardware: "Device or gadget",
  lifestyle: "Home and lifestyle",
  other: "Other",
};

export const AUDIENCE_LABELS: Readonly<Record<IdeaAudience, string>> = {
  B2B: "Businesses and teams",
  B2C: "Consumers",
  both: "Consumers and businesses",
};

export interface IdeaReading {
  category: IdeaCategory;
  categoryLabel: string;
  audience: IdeaAudience;
  audienceLabel: string;
  /** The price as read ("$12/month", "free", "2% fee"), or null when none is stated. */
  price: string | null;
  /**
   * Where no price is stated for a device: what the panel weighed instead, what such a device
   * usually costs new ("about $60, what a space heater usually costs new"; `typical-prices.ts`).
   */
  pictured?: string | null;
  benefit: string | null;
  /** The saving the idea claims ("$173/month, as claimed"), which the panel weighs against the price with doubt. */
  saving: string | null;
  risks: string[];
  /** Situations the product presupposes ("has a dog"); only people in them can use it. */
  needs: string[];
  /** Language code of the idea as detected. */
  language: string;
  /** Set when the idea is not in English: the panel reads English only. */
  languageNotice: string | null;
  corrected: CorrectionField[];
}

export const LANGUAGE_NOTICE =
  "The panel reads English. This idea seems to be written in another language, so these results are unreliable: translate it to English for a real reading.";

/** The next step for an idea in another language. */
export const TRANSLATE_STEP = "Translate the idea into English and run the simulation again.";

export function isEnglish(language: string): boolean {
  return language === "en" || language === "und";
}

/** A simulation result (its features) or a stored app report (its idea_reading). */
export interface LanguageSource {
  features?: { language?: string };
  idea_reading?: { language?: string };
}

/**
 * LANGUAGE_NOTICE when the idea behind a result or stored report is not in
 * English, else null; reports stored before language detection read as English.
 */
export function languageNoticeOf(source: LanguageSource): string | null {
  const language = source.features?.language ?? source.idea_reading?.language ?? "und";
  return isEnglish(language) ? null : LANGUAGE_NOTICE;
}

export function ideaReading(features: IdeaFeatures): IdeaReading {
  return {
    category: features.category,
    categoryLabel: CATEGORY_LABELS[features.category],
    audience: features.audience,
    audienceLabel: features.audienceFromPanel
      ? `${AUDIENCE_LABELS[features.audience]} (the idea does not say; your panel buys for a business)`
      : AUDIENCE_LABELS[features.audience],
    price: features.price
      ? `${features.price.label}${features.leaveAnyTime && features.price.period !== "free" ? ", cancel any time" : ""}`
      : (features.feeShare ??
        // "Free for students" with no price for anyone else.
        (features.groupPrices?.length ? `not stated (${groupPricesLabel(features.groupPrices)})` : null)),
    pictured: picturedPrice(features),
    benefit: features.benefit ?? null,
    saving: features.saving ? savingAsRead(features.saving.monthlyUsd) : null,
    risks: (features.risks ?? []).map((risk) => risk.label),
    needs: [
      ...(features.needs ?? []).map((id) => needWords(id).label),
      ...(features.trade ? [`work in its trade (${features.trade})`] : []),
    ],
    language: features.language,
    languageNotice: isEnglish(features.language) ? null : LANGUAGE_NOTICE,
    corrected: features.corrected ?? [],
  };
}

/** What the panel weighs for a device whose price is not stated, as the card says it. */
function picturedPrice(features: IdeaFeatures): string | null {
  const unpriced = features.offer === "paid_unpriced" || features.offer === "subscription_unpriced";
  if (!unpriced || !isKept(features.durable) || features.devicePriceUsd == null) return null;
  return `about $${features.devicePriceUsd.toLocaleString("en-US")}, what such a device usually costs new`;
}

/** A claimed saving as the card shows it: the panel weighs it against the price, believing part of it. */
function savingAsRead(monthlyUsd: number | null): string {
  const amount =
    monthlyUsd === null
      ? "Claimed, no amount stated"
      : `${formatPrice(Math.round(monthlyUsd), "USD", "month", false)}, as claimed`;
  return `${amount}; each persona believes part of it`;
}
