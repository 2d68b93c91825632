import { topicsLedBy } from "./category-topics";
import { readGroupPrices } from "./group-prices";
import { canLeaveAnyTime, raisesAPrice, readFeeShare } from "./price";
import type { CorrectionField, IdeaCorrections, IdeaFeatures, IdeaOffer, StatedPrice } from "./types";

// A user's corrections to how the panel read an idea. They replace what was
// read, and the fields stay marked so reports can say they were corrected.

/** What is on offer when a price is stated: bought, or free where no paid version is; null when none is. */
export function offerOfStatedPrice(
  price: StatedPrice | null,
  freemium: boolean,
  feeShare: string | null = null,
): IdeaOffer | null {
  // A share of what passes through ("a 2% fee") is a price where no amount is stated.
  if (!price) return feeShare ? "paid" : null;
  return price.period === "free" && !freemium ? "free" : "paid";
}

/**
 * The features with the user's corrections put in. A corrected price is what is on offer, and a
 * corrected category says what the idea is about, so both change the answers, not only the words.
 */
export function applyCorrections(features: IdeaFeatures, corrections: IdeaCorrections): IdeaFeatures {
  const next: IdeaFeatures = { ...features };
  const corrected = new Set<CorrectionField>(features.corrected);
  const priceText = corrections.price?.trim();
  if (priceText) {
    const {
      parsed: { price, freemium, freeTier },
      groups,
    } = readGroupPrices(priceText);
    const feeShare = price ? null : readFeeShare(priceText);
    const offer = offerOfStatedPrice(price, freemium, feeShare);
    if (offer) {
      next.price = price;
      // The corrected price is everyone's, but for the groups it names ("free for students").
      if (groups.length > 0) next.groupPrices = groups;
      else delete next.groupPrices;
      next.feeShare = feeShare;
      next.offer = offer;
      next.freemium = freemium;
      next.freeTier = freeTier;
      next.leaveAnyTime = canLeaveAnyTime(priceText);
      next.priceRise = price !== null && raisesAPrice(priceText);
      next.namesPrice = true;
      corrected.add("price");
    }
  }
  if (corrections.category) {
    next.category = corrections.category;
    next.topics = topicsLedBy(features.topics, corrections.category);
    corrected.add("category");
  }
  if (corrections.audience) {
    next.audience = corrections.audience;
    delete next.audienceFromPanel;
    corrected.add("audience");
  }
  next.corrected = [...corrected];
  return next;
}
