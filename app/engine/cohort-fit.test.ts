import { describe, expect, it } from "vitest";
import { analyzeIdea } from "./analyze-idea";
import { cohortFit, panelContext } from "./cohort-fit";
import { getPresetCohort } from "./cohorts";
import { DEFAULT_PARAMETERS } from "./parameters";
import { generatePersonas } from "./personas";
import { createRng } from "./rng";
import { roleB2bAffinity } from "./roles";
import { computeUtility, NEUTRAL_CONTEXT } from "./utility";

// Whether a described audience is the product's users, its market or neither
// decides how warmly it answers, so the reading must follow what the
// description says about them, not only which words it shares with the idea.

function audience(name: string, description: string) {
  return { isPreset: false, name, description };
}

describe("reading an audience against the idea", () => {
  it("takes people who already use the product for its users", () => {
    const fit = cohortFit(
      audience("Map app users", "US adults who currently use a free map app on their phone"),
      "A map app on your phone, if it became a paid monthly subscription",
    );
    expect(fit.users).toBeGreaterThan(0);
  });

  it("does not take a little word both texts use ('such as') for a market", () => {
    const fit = cohortFit(
      audience("Big-city renters", "Adults renting in cities such as Denver or Austin"),
      "A meal kit delivered weekly, such as HelloFresh",
    );
    expect(fit.market).toBe(0);
    expect(fit.users).toBe(0);
  });

  it("takes people who own what the product is used on for its market by who they are, not its users", () => {
    const solar = "Solar panels installed on your home to generate your own electricity";
    const homeowners = cohortFit(audience("Homeowners", "US adults who own the home they live in"), solar);
    expect(homeowners).toMatchObject({ users: 0, marketByWho: true, familiar: false });
    expect(homeowners.market).toBeGreaterThan(0);
    // Owning one of the product's own kind is having one already.
    const owners = cohortFit(audience("Owners", "US adults who own solar panels"), solar);
    expect(owners.users).toBeGreaterThan(0);
  });

  it("takes people in a situation the idea speaks to in other words for its market by who they are", () => {
    const patch =
      "A wearable patch that tracks your blood sugar and sends readings to your phone, $99 a month";
    const diabetics = cohortFit(
      audience("Type 2", "US adults aged 40-70 living with type 2 diabetes"),
      patch,
    );
    expect(diabetics).toMatchObject({ users: 0, marketByWho: true, situations: ["diabetes"] });
    expect(diabetics.market).toBeGreaterThan(0);
    // A situation the idea does not touch makes no market.
    expect(cohortFit(audience("Dog owners", "US adults who own a dog"), patch).market).toBe(0);
  });

  it("takes people who plan to buy that kind of product for its market, not its users", () => {
    const fit = cohortFit(
      audience("TV shoppers", "US consumers who plan to buy a new television in the next 12 months"),
      "A 3D television for your home, watched with special glasses",
    );
    expect(fit.users).toBe(0);
    expect(fit.market).toBeGreaterThan(0);
  });

  it("takes people who do not own one for non-users", () => {
    const fit = cohortFit(
      audience("Non-owners", "US adults who do not own a smartwatch"),
      "A smartwatch that tracks your sleep",
    );
    expect(fit.users).toBeLessThan(0);
  });

  it("does not take a shared unit of time for the product's market", () => {
    const fit = cohortFit(
      audience("Busy professionals", "Working adults in US cities who work long hours"),
      "A laundry pickup service that brings your clothes back folded within 48 hours",
    );
    expect(fit.market).toBe(0);
    expect(fit.users).toBe(0);
  });

  it("takes women asked about a product for women as its market by who they are, not as shoppers for it", () => {
    const idea = "A ride-share service with women drivers only, for women";
    const women = cohortFit(audience("US women", "Women aged 18 and over in the United States"), idea);
    expect(women.market).toBeGreaterThan(0);
    expect(women.marketByWho).toBe(true);
    const owners = cohortFit(
      audience("TV shoppers", "US consumers who plan to buy a new television in the next 12 months"),
      "A 3D television for your home",
    );
    expect(owners.marketByWho).toBe(false);
    // Office workers asked about a car wash at their office: made for them, not already sought.
    const commuters = cohortFit(
      audience("Office workers", "Full-time office workers in US suburbs who drive to work"),
      "A mobile car wash that comes to your office parking lot while you work, $35 a wash",
    );
    expect(commuters.market).toBeGreaterThan(0);
    expect(commuters.marketByWho).toBe(true);
  });

  it("takes two words for the same people as one: parents of children asked about a watch for kids", () => {
    const fit = cohortFit(
      audience("Parents of young children", "Parents with children aged 5 to 12"),
      "A smartwatch for kids aged 5 to 12 with GPS tracking and an SOS button, $129",
    );
    expect(fit.market).toBeGreaterThan(0);
    expect(fit.marketByWho).toBe(true);
    const unrelated = cohortFit(
      audience("Parents of young children", "Parents with children aged 5 to 12"),
      "A smartwatch that tracks your sleep and runs, $129",
    );
    expect(unrelated.market).toBe(0);
  });

  it("meets a short acronym in both the audience and the idea", () => {
    const fit = cohortFit(
      audience("VPN-aware adults", "Adults who say they have heard of VPNs"),
      "A VPN that hides your browsing from your internet provider",
    );
    expect(fit.market).toBeGreaterThan(0);
    // Having heard of it is knowing it, not using it.
    expect(fit.users).toBe(0);
    expect(fit.familiar).toBe(true);
  });

  it("takes users of the product as familiar with it, and people who plan to buy one as not yet", () => {
    const idea = "A smartwatch that tracks your sleep";
    expect(cohortFit(audience("Owners", "US adults who own a smartwatch"), idea).familiar).toBe(true);
    expect(cohortFit(audience("Shoppers", "US adults who plan to buy a smartwatch"), idea).familiar).toBe(
      false,
    );
  });

  it("puts everyone in the situations the description names, unless it denies them", () => {
    const idea = "Plant-based chicken nuggets for your kids' lunchboxes";
    expect(cohortFit(audience("Parents", "US parents of children under 12"), idea).situations).toEqual([
      "children",
    ]);
    expect(cohortFit(audience("Dog owners", "US adults who own a dog"), idea).situations).toEqual(["dog"]);
    expect(
      cohortFit(audience("Non-drinkers", "US adults who do not drink alcohol"), idea).situations,
    ).toEqual([]);
  });

  it("reads an audience that goes without what a substitute imitates as neither its non-users nor keen on the original", () => {
    const nonDrinkers = audience("Non-drinkers", "US adults who do not drink alcohol");
    const alcoholFree = cohortFit(nonDrinkers, "An alcohol-free craft beer, $9 a six-pack");
    expect(alcoholFree.users).toBe(0);
    expect(alcoholFree.avoidsTheOriginal).toBe(true);
    // Beer itself is still something they have said no to.
    const beerClub = cohortFit(nonDrinkers, "A craft beer club that ships six new beers a month");
    expect(beerClub.avoidsTheOriginal).toBe(false);
    expect(cohortFit(nonDrinkers, "A wine club for people who love alcohol").users).toBeLessThan(0);
    const burger = "A plant-based burger that tastes like beef";
    expect(
      cohortFit(audience("Vegetarians", "US adults who do not eat meat"), burger).avoidsTheOriginal,
    ).toBe(true);
    expect(cohortFit(audience("Vegans", "Vegans in London"), burger).avoidsTheOriginal).toBe(true);
    expect(
      cohortFit(audience("Grillers", "US adults who eat meat every day"), burger).avoidsTheOriginal,
    ).toBe(false);
  });

  it("reads nothing into a preset audience", () => {
    const fit = cohortFit({ isPreset: true, name: "General", description: "Everyone" }, "A VPN");
    expect(fit).toEqual(NEUTRAL_CONTEXT);
  });
});

describe("who a panel answers as", () => {
  const streaming = analyzeIdea("A streaming service for classic films, $8 a month, cancel anytime");
  const businessLike = (cohortId: string) => {
    const cohort = getPresetCohort(cohortId)!;
    const context = panelContext(cohort, streaming.text);
    return generatePersonas(cohort, 200, "who")
      .filter((persona) => roleB2bAffinity(persona.role) > DEFAULT_PARAMETERS.audience.consumerPivot)
      .map(
        (persona) =>
          computeUtility(persona, streaming, createRng(persona.persona_id), DEFAULT_PARAMETERS, context)
            .drivers,
      );
  };

  it("has owners and managers in a panel of everyone judge something for themselves as anyone does", () => {
    const everyone = businessLike("general");
    expect(everyone.length).toBeGreaterThan(3);
    for (const drivers of everyone)
      expect(drivers.some((driver) => driver.key === "audience_fit")).toBe(false);
  });

  it("has a panel of business buyers still answer as buyers for their business", () => {
    const buyers = businessLike("smb");
    expect(buyers.length).toBeGreaterThan(20);
    expect(buyers.every((drivers) => drivers.some((d) => d.key === "audience_fit" && d.value < 0))).toBe(
      true,
    );
  });
});
