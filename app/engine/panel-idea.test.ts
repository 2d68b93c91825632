import { describe, expect, it } from "vitest";
import { getPresetCohort } from "./cohorts";
import { cohortFromDescription, usAdultConsumers } from "./custom-cohort";
import { buysForABusiness, ideaForPanel } from "./panel-idea";
import { ideaReading } from "./reading";
import { simulate } from "./simulate";

const RECEPTIONIST = "An AI receptionist that answers calls and books appointments, $99/month";
const clinicOwners = cohortFromDescription("Physio owners", "Owners of independent physiotherapy clinics");

describe("an idea read for the panel it is put to", () => {
  it("knows a panel of business buyers from a panel of consumers", () => {
    expect(buysForABusiness(clinicOwners)).toBe(true);
    expect(buysForABusiness(getPresetCohort("enterprise")!)).toBe(true);
    expect(buysForABusiness(usAdultConsumers())).toBe(false);
    expect(buysForABusiness(cohortFromDescription("Farmers", "Farmers in Kansas"))).toBe(false);
  });

  it("puts an idea that names no buyer to business owners as a tool for their business", () => {
    const forOwners = ideaForPanel(RECEPTIONIST, clinicOwners);
    expect(forOwners.audience).toBe("B2B");
    expect(forOwners.category).not.toBe("entertainment");
    expect(ideaForPanel(RECEPTIONIST, usAdultConsumers()).audience).toBe("both");
    // What the idea says of its buyer stands, and so does the user's correction.
    expect(ideaForPanel("A bedtime story app for kids, $5/month", clinicOwners).audience).toBe("B2C");
    expect(ideaForPanel(RECEPTIONIST, clinicOwners, { audience: "B2C" }).audience).toBe("B2C");
  });

  it("reads 'you' as the business owner asked, not as a consumer, when put to business owners", () => {
    const bookkeeping = "Bookkeeping done for you by an accountant, $300 a month";
    expect(ideaForPanel(bookkeeping, getPresetCohort("smb")!).audience).toBe("B2B");
    expect(ideaForPanel(bookkeeping, usAdultConsumers()).audience).toBe("B2C");
    // Words of a consumer's life still say who it is for.
    expect(ideaForPanel("A bedtime story app for your kids, $5/month", clinicOwners).audience).toBe("B2C");
    const { personas } = simulate({
      idea: bookkeeping,
      cohort: getPresetCohort("smb")!,
      count: 100,
      seed: "you",
    });
    const concerns = personas.flatMap((persona) => persona.response.concerns);
    expect(concerns).not.toContain("Doesn't want another subscription");
  });

  it("says on the reading card that the panel, not the idea, said who buys it", () => {
    expect(ideaReading(ideaForPanel(RECEPTIONIST, clinicOwners)).audienceLabel).toMatch(
      /the idea does not say; your panel buys for a business/,
    );
    expect(ideaReading(ideaForPanel(RECEPTIONIST, clinicOwners, { audience: "B2B" })).audienceLabel).toBe(
      "Businesses and teams",
    );
  });

  it("has clinic owners weigh the price on their clinic's budget, not their family's", () => {
    const result = simulate({ idea: RECEPTIONIST, cohort: clinicOwners, count: 60, seed: "owners" });
    expect(result.features.audience).toBe("B2B");
    const words = result.personas.map((persona) => persona.response.overall_reaction).join(" ");
    expect(words).not.toMatch(/my family|kind of fun/i);
  });
});
