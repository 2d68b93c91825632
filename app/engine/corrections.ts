import { topicsLedBy } from "./category-topics";
import { canLeaveAnyTime, parsePrice, raisesAPrice, readFeeShare } from "./price";
import type { CorrectionField, IdeaCorrections, IdeaFeatures, IdeaOffer, StatedPrice } from "./types";

// A user's corrections to how the panel read an idea. They replace what was
// read, and the fields stay marked so reports can say they were corrected.

/** What is on offer when a price is stated: bought, or free where no paid version is. */
export function offerOfStatedPrice(price: StatedPrice, freemium: boolean): IdeaOffer {
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
    const { price, freemium, freeTier } = parsePrice(priceText);
    if (price) {
      next.price = price;
      next.offer = offerOfStatedPrice(price, freemium);
      next.freemium = freemium;
      next.freeTier = freeTier;
      next.leaveAnyTime = canLeaveAnyTime(priceText);
      next.priceRise = raisesAPrice(priceText);
      next.namesPrice = true;
      next.feeShare = null;
      corrected.add("price");
    } else {
      const feeShare = readFeeShare(priceText);
      if (feeShare) {
        next.price = null;
        next.feeShare = feeShare;
        next.offer = "paid";
        next.freemium = false;
        next.freeTier = false;
        next.priceRise = false;
        next.namesPrice = true;
        corrected.add("price");
      }
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
