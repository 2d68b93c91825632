import { describe, expect, it } from "vitest";
import { cohortFromDescription, usAdultConsumers } from "./custom-cohort";
import { getPresetCohort } from "./cohorts";
import { ideaForPanel } from "./panel-idea";
import { readPayer } from "./payer";

const SCREENING =
  "An app that helps small landlords screen tenants with credit, eviction and income checks, $25 per applicant, paid by the applicant.";
const LANDLORDS = cohortFromDescription("Small landlords", "US landlords who rent out one to four homes");

describe("a price someone else pays", () => {
  it("reads who the idea says pays, and not the users themselves or what nobody pays", () => {
    expect(readPayer(SCREENING)).toBe("applicant");
    expect(readPayer("A job board for nurses: free for nurses, hospitals pay $300 per posting.")).toBe(
      "hospital",
    );
    expect(readPayer("A commuter bike scheme, $20 a month, paid by your employer.")).toBe("employer");
    expect(readPayer("A tutor at $40, billed by the hour.")).toBeNull();
    expect(readPayer("Users pay $5 a month.")).toBeNull();
    expect(readPayer("An app that helps doctors pay attention to patients, $20 a month.")).toBeNull();
    expect(readPayer("A loyalty card: customers pay nothing, shops pay $30 a month.")).toBe("shop");
  });

  it("is free to a panel of the other side, with what the payer pays said on the card", () => {
    const idea = ideaForPanel(SCREENING, LANDLORDS);
    expect(idea.offer).toBe("free");
    expect(idea.price?.monthlyUsd).toBe(0);
    expect(idea.price?.label).toBe("free (the applicant pays $25 per applicant)");
    const nurses = ideaForPanel(
      "A job board for nurses: free for nurses, hospitals pay $300 per posting.",
      cohortFromDescription("Nurses", "US registered nurses"),
    );
    expect(nurses.offer).toBe("free");
    // The other side of a marketplace: a panel of couples whom the idea says pay nothing.
    const weddings = ideaForPanel(
      "A marketplace that matches engaged couples with local wedding photographers; couples pay nothing, photographers pay a 10% commission on each booking.",
      cohortFromDescription("Engaged couples", "US adults engaged to be married in the next 18 months"),
    );
    expect(weddings.offer).toBe("free");
    expect(weddings.feeShare).toBeNull();
  });

  it("keeps the price for the payers, for the public payers are drawn from, and for a business that pays", () => {
    const applicants = cohortFromDescription(
      "Renters",
      "US renters applying for an apartment; each applicant pays the fee",
    );
    expect(ideaForPanel(SCREENING, applicants).price?.label).toBe("$25 per applicant");
    expect(ideaForPanel(SCREENING, usAdultConsumers()).offer).toBe("paid");
    const perk = "A commuter bike scheme for staff, $20 a month per employee, paid by the employer.";
    expect(ideaForPanel(perk, getPresetCohort("smb")!).offer).toBe("paid");
    expect(
      ideaForPanel(perk, cohortFromDescription("Office workers", "US employees who commute")).offer,
    ).toBe("free");
  });

  it("weighs what the panel pays: a typed price is theirs", () => {
    const corrected = ideaForPanel(SCREENING, LANDLORDS, { price: "$10 per applicant" });
    expect(corrected.offer).toBe("paid");
  });
});
