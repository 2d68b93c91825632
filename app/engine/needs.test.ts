import { describe, expect, it } from "vitest";
import { analyzeIdea } from "./analyze-idea";
import { getPresetCohort } from "./cohorts";
import { cohortFromDescription, usAdultConsumers } from "./custom-cohort";
import { hasNeed, readNeeds, situationsRuledOut } from "./needs";
import { PREMIUM_CONCERN } from "./reasons";
import { worksAtADesk } from "./roles";
import { simulate } from "./simulate";
import type { CohortModel } from "./types";

/** 150 personas of this audience asked about this idea. */
const panelOf = (idea: string, cohort: CohortModel) => simulate({ idea, cohort, count: 150, seed: idea });

// A product that presupposes a situation (a dog, a car, a bike, being single)
// has nothing to offer someone not in it, and they say so in plain words.

describe("reading what an idea presupposes", () => {
  it("reads the situation a product needs, and not a word that only looks like it", () => {
    expect(readNeeds("A mobile app to book a vetted dog walker within the hour")).toEqual(["dog"]);
    expect(readNeeds("A dating app that matches people by the books they love")).toEqual(["single"]);
    expect(readNeeds("Remote start and heated seats for your car, $5/month")).toEqual(["car"]);
    // Work done to a car is for someone who has one.
    expect(readNeeds("A membership for unlimited car washes at any of our locations, $25 a month")).toEqual([
      "car",
    ]);
    // At the office is also at work.
    expect(readNeeds("A mechanic who tunes your bike at the office")).toEqual(["cyclist", "employed"]);
    expect(readNeeds("Bedtime stories read aloud for kids")).toEqual(["children"]);
    // Schoolwork is a child's, and a teacher's tool is the teacher's.
    expect(readNeeds("An AI tutor for high-school math that explains each step")).toEqual(["children"]);
    expect(readNeeds("Homework help by video chat, $15 a session")).toEqual(["children"]);
    expect(readNeeds("A grading app for high-school teachers")).toEqual([]);
    // Parents as the ones a service matches or helps are parents of children at home.
    expect(readNeeds("A babysitting app that matches parents with vetted sitters, $18 an hour")).toEqual([
      "children",
    ]);
    expect(readNeeds("An app that helps new parents track feeds and naps")).toEqual(["children"]);
    expect(readNeeds("An app that reminds elderly parents to take their pills")).toEqual([]);
    expect(readNeeds("Gourmet hot dogs from a food truck")).toEqual([]);
    expect(readNeeds("A stationary exercise bike with live classes")).toEqual([]);
    expect(readNeeds("Groceries delivered in an hour, no car needed")).toEqual([]);
    expect(readNeeds("Locally roasted coffee beans delivered every two weeks")).toEqual(["coffee"]);
    expect(readNeeds("Coffee table books about architecture")).toEqual([]);
    // A lawn to mow or a yard to tend is not every adult's: about 1 in 4 has neither.
    expect(readNeeds("A robot lawn mower that maps your yard and mows on a schedule, $899")).toEqual([
      "yard",
    ]);
    expect(readNeeds("An app to list your things for a neighbourhood yard sale")).toEqual([]);
    // A lobby, a mailroom, neighbours down the hall: about a quarter of homes are in such a building.
    expect(readNeeds("A tool-lending locker in your apartment building's lobby, $6 a month")).toEqual([
      "apartment",
    ]);
    expect(readNeeds("A flat fee of $20 for any repair in your home")).toEqual([]);
    // Health cover of one's own: what someone covered through work or Medicare already has.
    expect(readNeeds("A health insurance plan for freelancers with no deductible, $320 a month")).toEqual([
      "own_health_cover",
    ]);
    expect(readNeeds("Group health insurance that small employers buy for their staff")).toEqual([]);
    expect(readNeeds("A personalised health plan that builds your weekly workouts")).toEqual([]);
    // A situation named as what its people are without is not one the product needs.
    expect(
      readNeeds("A glucose monitor for people without diabetes that shows how meals affect you"),
    ).toEqual([]);
    expect(readNeeds("A glucose monitor for people with diabetes")).toEqual(["diabetes"]);
    expect(readNeeds("Travel insurance for people who don't have a car")).toEqual([]);
    expect(readNeeds("A wine club that ships three bottles a month")).toEqual(["alcohol"]);
    expect(readNeeds("Non-alcoholic craft beer for people who don't drink")).toEqual([]);
    expect(readNeeds("A hard seltzer with 5% alcohol, $2 a can")).toEqual(["alcohol"]);
    // What only a baby uses presupposes a baby, named as the product or not.
    expect(readNeeds("Eco-friendly diapers delivered monthly", "diaper", "Eco-friendly diapers")).toEqual([
      "children",
    ]);
    expect(readNeeds("Organic baby food pouches delivered weekly")).toEqual(["children"]);
    // What is named as a child's ("kids' clothing", "children's books") is for those with children.
    expect(analyzeIdea("A secondhand kids' clothing subscription, $39 a box").needs).toEqual(["children"]);
    expect(readNeeds("Children's books picked each month by a librarian")).toEqual(["children"]);
    expect(readNeeds("A marketplace where homeowners hire vetted handymen, $79 a visit")).toEqual([
      "homeowner",
    ]);
    expect(readNeeds("A smart thermostat for your home")).toEqual([]);
    expect(readNeeds("Hearing aids sold over the counter, $299 a pair")).toEqual(["hearing"]);
    expect(readNeeds("An app that reminds people with diabetes to check their insulin")).toEqual([
      "diabetes",
    ]);
    expect(readNeeds("A glucose monitor that shows how meals change your energy")).toEqual([]);
    expect(readNeeds("A home EV charger installed by a certified electrician, $899")).toEqual([
      "electric_car",
    ]);
    // A job to go to: lunch brought to one's office, a commute.
    expect(readNeeds("Healthy lunches delivered to your office every Monday, $45 a week")).toEqual([
      "employed",
    ]);
    expect(readNeeds("An e-scooter you rent by the minute for your commute")).toEqual(["employed"]);
    expect(readNeeds("A video visit instead of a trip to the doctor's office")).toEqual([]);
    expect(readNeeds("A planner that keeps you organised at work and at home")).toEqual([]);
    // A will is for someone with people or a home to provide for, bought as the product or not.
    expect(analyzeIdea("Write your will online in 20 minutes, $129 once").needs).toEqual([
      "dependants_or_home",
    ]);
    expect(readNeeds("An estate planning service for families, $300")).toEqual(["dependants_or_home"]);
    expect(readNeeds("You will love this recipe app")).toEqual([]);
  });

  it("has a will weighed by those with children or a home, each saying which, and the rest say why not", () => {
    const result = panelOf("Write your will online in 20 minutes, $129 once", usAdultConsumers());
    const outOfIt = result.personas.filter((persona) => !hasNeed(persona, "dependants_or_home"));
    expect(outOfIt.length).toBeGreaterThan(10);
    for (const persona of outOfIt) {
      expect(hasNeed(persona, "children") || hasNeed(persona, "homeowner")).toBe(false);
      expect(persona.response.concerns).toContain("No one and nothing to provide for yet");
    }
    const motivations = result.personas.map((persona) => persona.response.primary_motivation);
    expect(
      motivations.filter((line) => /I have kids at home|I own my home/.test(line)).length,
    ).toBeGreaterThan(5);
    for (const line of motivations) expect(line).not.toContain("a family and a home to think of");
    const young = result.personas.filter((persona) => persona.demographics.age < 35);
    const older = result.personas.filter((persona) => persona.demographics.age >= 55);
    const shareOut = (group: typeof young) =>
      group.filter((persona) => !hasNeed(persona, "dependants_or_home")).length / group.length;
    expect(shareOut(young)).toBeGreaterThan(shareOut(older));
  });

  it("has those who live in a house say a locker in an apartment building's lobby is not for them", () => {
    const result = panelOf(
      "A tool-lending locker in your apartment building's lobby: borrow a drill or a ladder for a day, $6 a month",
      getPresetCohort("consumer")!,
    );
    const without = result.personas.filter((persona) =>
      persona.response.concerns.includes("Doesn't live in an apartment building"),
    );
    // About three in four homes are not in a building of several units.
    expect(without.length).toBeGreaterThan(50);
    for (const persona of without) expect(persona.response.score).toBeLessThanOrEqual(3);
    expect(
      result.personas.some((persona) =>
        /I live in an apartment building/.test(persona.response.overall_reaction),
      ),
    ).toBe(true);
  });

  it("has those with no job say a lunch for the office is not for them, and a job no reason to want it", () => {
    const result = panelOf(
      "Healthy lunches delivered to your office every Monday, $45 a week",
      getPresetCohort("general")!,
    );
    const retired = result.personas.filter((persona) => /\bRetire/.test(persona.role));
    expect(retired.length).toBeGreaterThan(5);
    // Nobody without a job takes it; a rare strong taste for the food leaves one undecided at most.
    for (const persona of retired) {
      expect(persona.response.concerns).toContain("Doesn't go to work");
      expect(persona.response.score).toBeLessThanOrEqual(3);
    }
    const declined = retired.filter((persona) => persona.response.score <= 2).length;
    expect(declined / retired.length).toBeGreaterThanOrEqual(0.9);
    const working = result.personas.filter(
      (persona) => !/\b(?:Retire|Student|Stay-at-home)/.test(persona.role),
    );
    expect(working.length).toBeGreaterThan(50);
    for (const persona of working) {
      expect(persona.response.concerns).not.toContain("Doesn't go to work");
      expect(persona.response.primary_motivation).not.toMatch(/^I go to work/);
    }
  });

  it("has those whose work is not at a desk say a walking pad for the workday is not for them", () => {
    const idea = "A walking pad treadmill that fits under your desk so you can walk while you work, $399";
    expect(readNeeds(idea)).toEqual(["desk_job"]);
    expect(readNeeds("A posture app for office workers")).toEqual(["desk_job"]);
    // A desk as the thing sold, or one rented, asks no desk job.
    expect(readNeeds("A standing desk that raises at the touch of a button, $499")).toEqual([]);
    expect(readNeeds("A coworking space where you rent a desk by the month")).toEqual([]);
    // Desk work is read from the title, catalogued or not; a retiree's or a front desk's is not.
    expect(["Software Engineer", "Financial Analyst", "Tax Attorney"].every(worksAtADesk)).toBe(true);
    expect(
      ["Registered Nurse", "Retired Engineer", "Hotel Front Desk Manager", "Graduate Student"].some(
        worksAtADesk,
      ),
    ).toBe(false);
    const result = panelOf(idea, getPresetCohort("general")!);
    const onTheirFeet = result.personas.filter((persona) =>
      /\b(?:Nurse|Cook|Construction|Barista|Electrician|Carpenter|Server|Driver)\b/.test(persona.role),
    );
    expect(onTheirFeet.length).toBeGreaterThan(5);
    // Most say no for that reason; the few who still say yes say whom it is for instead.
    for (const persona of onTheirFeet) {
      if (persona.response.score <= 3) expect(persona.response.concerns).toContain("Doesn't work at a desk");
      else expect(persona.response.overall_reaction).toMatch(/\bdesk\b/);
    }
    const declined = onTheirFeet.filter((persona) => persona.response.score <= 2).length;
    expect(declined / onTheirFeet.length).toBeGreaterThanOrEqual(0.8);
    const atDesks = result.personas.filter((persona) =>
      /\b(?:Engineer|Accountant|Analyst)\b/.test(persona.role),
    );
    expect(atDesks.length).toBeGreaterThan(3);
    for (const persona of atDesks) expect(persona.response.concerns).not.toContain("Doesn't work at a desk");
    // A panel of office workers is in it already: nobody is asked for a desk job.
    const office = panelOf(idea, cohortFromDescription("Office workers", "US office workers aged 25-55"));
    expect(office.personas.flatMap((persona) => persona.response.concerns)).not.toContain(
      "Doesn't work at a desk",
    );
  });

  it("finds more takers for a hearing aid among older people, as hearing loss is", () => {
    const result = simulate({
      idea: "Hearing aids sold over the counter, without a prescription",
      cohort: usAdultConsumers(),
      count: 300,
      seed: "hearing",
    });
    const share = (older: boolean) => {
      const group = result.personas.filter((persona) => persona.demographics.age >= 65 === older);
      return group.filter((persona) => hasNeed(persona, "hearing")).length / group.length;
    };
    expect(share(true)).toBeGreaterThan(share(false) * 2);
  });

  it("asks no bike of someone buying a bike: the product is how they would start", () => {
    // It still asks for a job to commute to.
    expect(readNeeds("An electric bike for commuting to work", "bike")).toEqual(["employed"]);
    expect(analyzeIdea("An electric bike for commuting to work").needs).toEqual(["employed"]);
    expect(analyzeIdea("A smart lock for your bike that sounds an alarm when touched").needs).toEqual([
      "cyclist",
    ]);
    // The words before the main noun name it too: an electric car, had by subscription.
    expect(analyzeIdea("An electric car subscription with insurance included, $599 a month").needs).toEqual(
      [],
    );
    expect(analyzeIdea("A charging app for your electric car").needs).toEqual(["electric_car"]);
  });

  it("asks no bike of someone whose order a courier brings by bike", () => {
    expect(analyzeIdea("Fresh bread delivered to your door by cargo bike before 7am").needs).toEqual([]);
    expect(analyzeIdea("A weekly pickup of your recycling by e-bike, $6 a month").needs).toEqual([]);
    // Getting about by bike oneself is riding one.
    expect(analyzeIdea("A route planner for people who get to work by bike").needs).toEqual([
      "cyclist",
      "employed",
    ]);
  });

  it("still asks hearing trouble of a hearing aid, and coffee drinking of coffee, sold as such", () => {
    const aids = analyzeIdea("Hearing aids you buy over the counter without a prescription, $299 a pair");
    expect(aids.needs).toEqual(["hearing"]);
    // A pair of hearing aids is kept, paid once; bought without a prescription, nothing enters the body.
    expect(aids.price).toMatchObject({ period: "one_time", label: "$299 per pair" });
    expect(aids.risks.some((risk) => risk.kind === "bodily")).toBe(false);
    expect(analyzeIdea("A coffee subscription delivered monthly, $20 a month").needs).toEqual(["coffee"]);
  });
});

describe("a panel meeting an idea that needs a situation", () => {
  const idea =
    "A bike-repair subscription for city commuters: a mechanic tunes your bike at your office, $15/month";
  const result = simulate({ idea, cohort: usAdultConsumers(), count: 200, seed: "needs" });
  const withBike = result.personas.filter((persona) => hasNeed(persona, "cyclist"));
  const withoutBike = result.personas.filter((persona) => !hasNeed(persona, "cyclist"));
  const adopting = (group: typeof result.personas) =>
    group.filter((persona) => persona.response.score >= 4).length / Math.max(1, group.length);

  it("leaves most people out, because most adults do not ride a bike", () => {
    expect(withoutBike.length).toBeGreaterThan(result.personas.length * 0.7);
    expect(withBike.length).toBeGreaterThan(0);
  });

  it("has those without a bike say so, and never as the reason of a yes", () => {
    const saying = result.personas.filter((persona) =>
      persona.response.concerns.includes("Doesn't ride a bike"),
    );
    expect(saying.length).toBeGreaterThan(withoutBike.length / 2);
    for (const persona of saying) {
      expect(hasNeed(persona, "cyclist")).toBe(false);
      expect(persona.response.score).toBeLessThan(4);
    }
    const reaction = saying[0]!.response.overall_reaction;
    expect(reaction).toMatch(/bike|cycle/i);
  });

  it("has those without a bike who still lean yes say so, and why they would take it", () => {
    const leaning = withoutBike.filter((persona) => persona.response.score >= 3);
    expect(leaning.length).toBeGreaterThan(0);
    for (const persona of leaning) expect(persona.response.overall_reaction).toMatch(/\b(?:bike|cycle)\b/i);
  });

  it("finds its takers among the people who ride, who give riding as their reason", () => {
    expect(adopting(withBike)).toBeGreaterThan(adopting(withoutBike));
    const reasons = withBike
      .filter((persona) => persona.response.score >= 4)
      .map((persona) => persona.response.primary_motivation);
    expect(reasons).toContain("I ride a bike, so it fits my life");
  });

  it("has a panel that all share the need say what the product does for them, not only that they have the need", () => {
    const result = panelOf(
      "A dog-walking app that connects you with vetted local walkers, $20 per walk",
      cohortFromDescription("Dog owners", "US adults who own a dog"),
    );
    const motivations = result.personas.map((persona) => persona.response.primary_motivation);
    const same = motivations.filter((text) => text === "I have a dog, so it fits my life").length;
    const upside = motivations.filter((text) => text.startsWith("I have a dog, and I like that it connects"));
    expect(upside.length).toBeGreaterThan(0);
    expect(same).toBeLessThan(motivations.length / 2);
  });

  it("has someone without kids say yes to a gift for children, never to an app their parents use", () => {
    const general = usAdultConsumers();
    const sayings = (idea: string) =>
      panelOf(idea, general).personas.map((persona) => persona.response.overall_reaction);
    const gift = /nieces and nephews|buy it for friends/;
    const app = sayings(
      "A meal-planning app for busy parents that builds a week of dinners from your fridge, $6.99 a month",
    );
    expect(app.some((text) => /No kids at home, but/.test(text))).toBe(true);
    expect(app.filter((text) => gift.test(text))).toEqual([]);
    expect(sayings("A wooden building-block set for kids, $39").some((text) => gift.test(text))).toBe(true);
  });

  it("asks no children of a panel of parents, though the idea and the audience share no word", () => {
    const result = panelOf(
      "Plant-based chicken nuggets for your kids' lunchboxes",
      cohortFromDescription("Parents", "US parents of children under 12"),
    );
    const concerns = result.personas.flatMap((persona) => persona.response.concerns);
    expect(concerns).not.toContain("No children at home");
  });

  it("has a panel said to have no children at home say so, and nobody speak as a parent", () => {
    const childless = cohortFromDescription("Childless couples", "Couples aged 30 to 45 with no children");
    expect(situationsRuledOut("Couples aged 30 to 45 with no children")).toEqual(["children"]);
    expect(situationsRuledOut("US parents of children under 12")).toEqual([]);
    const stories = panelOf("A bedtime story app for kids, $5 a month", childless);
    expect(stories.personas.filter((persona) => persona.response.score >= 4).length).toBeLessThan(15);
    for (const persona of stories.personas) {
      if (persona.response.score <= 3) expect(persona.response.concerns).toContain("No children at home");
      // No children is their situation, not a verdict on the product, and no one stays home to raise them.
      expect(persona.response.concerns).not.toContain("Has already decided against this kind of product");
      expect(persona.role).not.toMatch(/parent/i);
    }
    const roommates = cohortFromDescription(
      "Renters",
      "Adults aged 25 to 40 who rent an apartment with roommates",
    );
    const bills = panelOf("An app that splits utility bills with your roommates, $3 a month", roommates);
    for (const persona of bills.personas) {
      expect(persona.response.overall_reaction).not.toMatch(/\bkids\b|school costs|family to look after/i);
    }
    // Someone who lives alone has no children at home either, and is still who the idea is for.
    const alone = cohortFromDescription("Adults 70+", "US adults aged 70 and over living alone");
    const pendant = panelOf(
      "A fall-detection pendant for older adults living alone that calls for help automatically, $29 a month",
      alone,
    );
    for (const persona of pendant.personas) {
      expect(persona.response.overall_reaction).not.toMatch(/\bkids\b|family to look after/i);
    }
    expect(
      pendant.personas.some((persona) =>
        /made for people like me/i.test(persona.response.primary_motivation),
      ),
    ).toBe(true);
  });

  it("takes people who cycle to work for people who ride a bike, and says so", () => {
    const commuters = cohortFromDescription(
      "Urban bike commuters",
      "Adults who cycle to work in large cities",
    );
    const result = simulate({ idea, cohort: commuters, count: 100, seed: "needs" });
    const said = result.personas.filter((persona) =>
      [persona.response.overall_reaction, persona.response.primary_motivation].some((text) =>
        text.includes("I ride a bike"),
      ),
    );
    expect(said.length).toBeGreaterThan(10);
    // They are in the situation it serves, not already shopping for it.
    const motivations = result.personas.map((persona) => persona.response.primary_motivation);
    expect(motivations.filter((text) => /already in the market/i.test(text))).toEqual([]);
    for (const persona of result.personas) {
      expect(persona.response.concerns).not.toContain("Doesn't ride a bike");
    }
  });

  it("asks nothing of a panel drawn from the product's own market", () => {
    const cyclists = cohortFromDescription("Bike commuters", "Commuters who ride a bike to work in the city");
    const market = simulate({ idea, cohort: cyclists, count: 100, seed: "needs" });
    for (const persona of market.personas) {
      expect(persona.response.concerns).not.toContain("Doesn't ride a bike");
    }
  });

  it("has people who pay for their own health plan weigh a new one as a switch, not one more bill", () => {
    const plan = "A health insurance plan for freelancers with no deductible, $320 a month";
    const freelancers = cohortFromDescription("Freelancers", "Freelance designers, writers and developers");
    const { personas } = panelOf(plan, freelancers);
    const payingAlready = personas.filter((persona) =>
      persona.response.primary_motivation.includes("I pay for my own health insurance"),
    );
    expect(payingAlready.length).toBeGreaterThan(30);
    // Cover is paid by premium: its subscription concern is named as one more premium.
    for (const persona of payingAlready) {
      expect(persona.response.concerns).not.toContain(PREMIUM_CONCERN);
      expect(persona.response.concerns).not.toContain("Doesn't want another subscription");
    }
    // Most adults have cover through work or Medicare, and say so.
    const general = panelOf(plan, usAdultConsumers()).personas;
    const covered = general.filter((persona) =>
      persona.response.concerns.includes("Already has health cover"),
    );
    expect(covered.length).toBeGreaterThan(general.length / 2);
  });
});
