import { canLeaveAnyTime, parsePrice, raisesAPrice } from "./price";
import type { CorrectionField, IdeaCorrections, IdeaFeatures } from "./types";

// A user's corrections to how the panel read an idea. They replace what was
// read, and the fields stay marked so reports can say they were corrected.

export function applyCorrections(features: IdeaFeatures, corrections: IdeaCorrections): IdeaFeatures {
  const next: IdeaFeatures = { ...features };
  const corrected = new Set<CorrectionField>(features.corrected);
  const priceText = corrections.price?.trim();
  if (priceText) {
    const { price, freemium, freeTier } = parsePrice(priceText);
    if (price) {
      next.price = price;
      next.freemium = freemium;
      next.freeTier = freeTier;
      next.leaveAnyTime = canLeaveAnyTime(priceText);
      next.priceRise = raisesAPrice(priceText);
      next.namesPrice = true;
      corrected.add("price");
    }
  }
  if (corrections.category) {
    next.category = corrections.category;
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
