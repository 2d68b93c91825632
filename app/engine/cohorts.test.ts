import { describe, expect, it } from "vitest";
import { DECISION_STYLES, INTERESTS, PAIN_POINTS, TRAITS } from "./catalog";
import {
  PRESET_COHORTS,
  PRESET_COHORT_OPTIONS,
  betaMean,
  cohortB2bAffinity,
  getPresetCohort,
} from "./cohorts";
import { cohortFromDescription, usAdultConsumers } from "./custom-cohort";
import { generatePersonas } from "./personas";
import { DEFAULT_PARAMETERS } from "./parameters";
import { findRole } from "./roles";
import type { CohortModel, Persona } from "./types";

function average(personas: Persona[], value: (persona: Persona) => number): number {
  return personas.reduce((sum, persona) => sum + value(persona), 0) / personas.length;
}

function preset(id: string): CohortModel {
  const cohort = getPresetCohort(id);
  if (!cohort) throw new Error(`no preset ${id}`);
  return cohort;
}

const NURSES = cohortFromDescription("Night nurses", "nurses in rural Canada working night shifts");
const GAMERS = cohortFromDescription("Gen Z gamers", "Gen Z gamers in Berlin");

describe("preset cohorts", () => {
  it("are the five presets of the spec, listed for the UI", () => {
    expect(PRESET_COHORT_OPTIONS.map(({ id, name }) => [id, name])).toEqual([
      ["general", "General Audience"],
      ["tech_early", "Tech Early Adopters"],
      ["enterprise", "Enterprise Buyers"],
      ["smb", "Small Business Owners"],
      ["consumer", "Consumer Market"],
    ]);
    expect(PRESET_COHORT_OPTIONS.every((option) => option.is_preset && option.description.length > 20)).toBe(
      true,
    );
    expect(getPresetCohort("nope")).toBeUndefined();
  });

  it("use only catalogued roles, interests and pain points", () => {
    for (const cohort of PRESET_COHORTS) {
      for (const [role] of cohort.roles) expect(findRole(role.title), role.title).toBeDefined();
      for (const [label] of cohort.interests) expect(Object.hasOwn(INTERESTS, label), label).toBe(true);
      for (const [label] of cohort.painPoints) expect(Object.hasOwn(PAIN_POINTS, label), label).toBe(true);
      expect(cohort.places.length).toBeGreaterThan(5);
    }
  });

  it("use traits and decision styles the model has parameters for", () => {
    const custom = [NURSES, GAMERS, cohortFromDescription("x", "privacy-conscious retirees on a budget")];
    for (const cohort of [...PRESET_COHORTS, ...custom]) {
      for (const [trait] of cohort.traits) expect(TRAITS, trait).toContain(trait);
      for (const [style] of cohort.decisionStyles) expect(DECISION_STYLES, style).toContain(style);
    }
    for (const trait of TRAITS) expect(Object.hasOwn(DEFAULT_PARAMETERS.traits, trait), trait).toBe(true);
    for (const style of DECISION_STYLES) {
      expect(Object.hasOwn(DEFAULT_PARAMETERS.decisionStyles, style), style).toBe(true);
    }
  });

  it("have distinct distributions that show in the personas they produce", () => {
    const people = Object.fromEntries(
      PRESET_COHORTS.map((cohort) => [cohort.id, generatePersonas(cohort, 200, "spread")]),
    );
    const tech = (id: string) => average(people[id], (persona) => persona.decision_profile.tech_adoption);
    const thrift = (id: string) =>
      average(people[id], (persona) => persona.decision_profile.budget_sensitivity);
    expect(tech("tech_early")).toBeGreaterThan(tech("general") + 0.2);
    expect(tech("tech_early")).toBeGreaterThan(tech("consumer") + 0.2);
    expect(thrift("consumer")).toBeGreaterThan(thrift("enterprise") + 0.3);
    expect(thrift("smb")).toBeGreaterThan(thrift("tech_early"));
    expect(average(people.tech_early, (persona) => persona.demographics.age)).toBeLessThan(
      average(people.general, (persona) => persona.demographics.age) - 8,
    );
    expect(cohortB2bAffinity(preset("enterprise"))).toBeGreaterThan(0.85);
    expect(cohortB2bAffinity(preset("consumer"))).toBeLessThan(0.25);
    expect(betaMean(preset("tech_early").techAdoption)).toBeGreaterThan(
      betaMean(preset("consumer").techAdoption),
    );
    const enterpriseRoles = new Set(people.enterprise.map((persona) => persona.role));
    const consumerRoles = new Set(people.consumer.map((persona) => persona.role));
    expect([...enterpriseRoles].filter((role) => consumerRoles.has(role))).toEqual([]);
  });
});

describe("cohortFromDescription", () => {
  const nurses = generatePersonas(NURSES, 150, "contrast");
  const gamers = generatePersonas(GAMERS, 150, "contrast");

  it("makes night-shift nurses in rural Canada older than Gen Z gamers", () => {
    const nurseAge = average(nurses, (persona) => persona.demographics.age);
    const gamerAge = average(gamers, (persona) => persona.demographics.age);
    expect(nurseAge).toBeGreaterThan(gamerAge + 12);
    expect(Math.max(...gamers.map((persona) => persona.demographics.age))).toBeLessThanOrEqual(28);
  });

  it("puts them where the description says", () => {
    expect(nurses.every((persona) => persona.demographics.location.endsWith("Canada"))).toBe(true);
    const rural = NURSES.places.filter(([place]) => place.rural).reduce((sum, [, weight]) => sum + weight, 0);
    const all = NURSES.places.reduce((sum, [, weight]) => sum + weight, 0);
    expect(rural / all).toBeGreaterThan(0.8);
    expect(gamers.every((persona) => persona.demographics.location.includes("Berlin, Germany"))).toBe(true);
    expect(new Set(gamers.map((persona) => persona.demographics.nationality)).size).toBeGreaterThan(2);
    // A language people learn is not where they live.
    const learners = generatePersonas(
      cohortFromDescription("Language learners", "US adults learning Spanish or French"),
      60,
      "learners",
    );
    expect(learners.every((persona) => persona.demographics.location.endsWith("USA"))).toBe(true);
    const inSpain = generatePersonas(
      cohortFromDescription("Parents", "Parents in Spain with young kids"),
      20,
      "es",
    );
    expect(inSpain.every((persona) => persona.demographics.location.endsWith("Spain"))).toBe(true);
  });

  it("gives them the jobs, interests and pains of their lives", () => {
    expect(nurses.every((persona) => /Nurse/.test(persona.role))).toBe(true);
    expect(gamers.some((persona) => /Nurse/.test(persona.role))).toBe(false);
    const nursePains = new Set(nurses.flatMap((persona) => persona.pain_points));
    const gamerPains = new Set(gamers.flatMap((persona) => persona.pain_points));
    expect(nursePains.has("Fatigue from night shifts")).toBe(true);
    expect(nursePains.has("Long drives between towns")).toBe(true);
    expect(gamerPains.has("Lag and expensive gaming gear")).toBe(true);
    expect(gamerPains.has("Fatigue from night shifts")).toBe(false);
    const gamerInterests = gamers.flatMap((persona) => persona.interests);
    const gaming = gamerInterests.filter((label) => /game|esports|twitch|pc building/i.test(label)).length;
    expect(gaming / gamers.length).toBeGreaterThan(0.6);
    expect(average(gamers, (persona) => persona.decision_profile.tech_adoption)).toBeGreaterThan(
      average(nurses, (persona) => persona.decision_profile.tech_adoption) + 0.15,
    );
  });

  it("reads who people are from the nouns for them, not from where they live", () => {
    const people = (description: string) =>
      generatePersonas(cohortFromDescription("x", description), 60, "who");
    const operators = people("Owners and managers of US restaurants (full-service and quick-service)");
    expect(operators.every((persona) => /Owner/.test(persona.role))).toBe(true);
    for (const persona of operators) {
      for (const label of persona.pain_points) expect(Object.hasOwn(PAIN_POINTS, label), label).toBe(true);
    }
    const shoppers = people(
      "Adults aged 20 to 60 in Iowa, a livestock-farming state, who do the grocery shopping",
    );
    expect(shoppers.filter((persona) => /Farm|Ranch/.test(persona.role)).length).toBeLessThan(6);
  });

  it("gives an audience named by a job no rule knows that job, at an employer, not the public", () => {
    const people = (name: string, description: string) =>
      generatePersonas(cohortFromDescription(name, description), 40, "titles");
    const support = people(
      "Support managers",
      "Customer support managers at software companies with 10 to 200 employees",
    );
    // The job, not the software engineers who work where they work nor the name's shorter title.
    expect(new Set(support.map((persona) => persona.role))).toEqual(new Set(["Customer Support Manager"]));
    for (const persona of support) {
      expect(persona.company).not.toMatch(/Self-employed/);
      expect(persona.demographics.age).toBeGreaterThanOrEqual(25);
      expect(persona.demographics.age).toBeLessThanOrEqual(67);
    }
    expect(new Set(people("x", "Warehouse managers at e-commerce companies").map((p) => p.role))).toEqual(
      new Set(["Warehouse Manager"]),
    );
    expect(new Set(people("x", "Heads of customer success at SaaS startups").map((p) => p.role))).toEqual(
      new Set(["Head of Customer Success"]),
    );
    expect(new Set(people("x", "People who work as travel agents").map((p) => p.role))).toEqual(
      new Set(["Travel Agent"]),
    );
    // Any job word an employee's title ends on is read, and such a job is at an employer.
    const brokers = people("x", "Mortgage brokers in Texas");
    expect(new Set(brokers.map((p) => p.role))).toEqual(new Set(["Mortgage Broker"]));
    for (const persona of brokers) expect(persona.company).not.toMatch(/Self-employed/);
    // An audience with no job in it is still the public.
    expect(new Set(people("x", "First-time home buyers in Ohio").map((p) => p.role)).size).toBeGreaterThan(5);
  });

  it("puts people who cycle to work in large cities in city jobs, riding a bike", () => {
    const commuters = generatePersonas(
      cohortFromDescription("Urban bike commuters", "Adults who cycle to work in large cities"),
      150,
      "cyclists",
    );
    expect(commuters.filter((persona) => /Farm|Ranch/.test(persona.role))).toEqual([]);
    const cycling = commuters.filter((persona) => persona.interests.includes("Cycling")).length;
    expect(cycling / commuters.length).toBeGreaterThan(0.2);
    // The same words without the cities leave the farmers in.
    const anywhere = generatePersonas(cohortFromDescription("Workers", "Adults in full-time work"), 300, "w");
    expect(anywhere.some((persona) => /Farm|Ranch/.test(persona.role))).toBe(true);
  });

  it("reads ages, places and budgets from the wording", () => {
    const forties = generatePersonas(
      cohortFromDescription("Teachers", "teachers in their 40s in the UK"),
      60,
      "x",
    );
    expect(forties.every((persona) => persona.demographics.age >= 40 && persona.demographics.age <= 49)).toBe(
      true,
    );
    expect(forties.every((persona) => persona.demographics.location.endsWith("UK"))).toBe(true);
    expect(forties.every((persona) => /Teacher/.test(persona.role))).toBe(true);
    const ages = (description: string) =>
      generatePersonas(cohortFromDescription("x", description), 60, "x").map(
        (persona) => persona.demographics.age,
      );
    expect(Math.min(...ages("Adults aged 65 and over in Canada"))).toBeGreaterThanOrEqual(65);
    // The children's ages, or a count of employees, are not the audience's age.
    expect(Math.min(...ages("Parents of teens aged 13 to 17"))).toBeGreaterThanOrEqual(18);
    expect(Math.min(...ages("Owners of firms with over 50 employees"))).toBeLessThan(50);
    // Nor are their jobs or studies: parents of students are parents, caregivers of the elderly are no retirees.
    const roles = (description: string) =>
      generatePersonas(cohortFromDescription("x", description), 60, "x").map((persona) => persona.role);
    expect(roles("Parents of high school students in the US").filter((role) => /Student/.test(role))).toEqual(
      [],
    );
    expect(roles("Mothers of college students").filter((role) => /Student/.test(role))).toEqual([]);
    // Some are retired, as in any mix of adults up to 68; "elderly" does not make them all so.
    expect(roles("Caregivers of elderly parents").filter((role) => /Retire/.test(role)).length).toBeLessThan(
      12,
    );
    // Caring for a parent is no care job, nor being a parent: family caregivers hold the jobs
    // anyone holds (a few of them care work); paid carers are named so.
    expect(
      roles("Caregivers of elderly parents").filter((role) => /Caregiver|Aide/.test(role)).length,
    ).toBeLessThan(6);
    expect(
      roles("Caregivers of elderly parents").filter((role) => /Stay-at-home Parent/.test(role)).length,
    ).toBeLessThan(6);
    expect(
      roles("Adults who look after an elderly parent").filter((role) => /Caregiver|Aide/.test(role)).length,
    ).toBeLessThan(6);
    expect(roles("Home health aides and caregivers").every((role) => /Caregiver|Aide/.test(role))).toBe(true);
    expect(roles("College students in the US").every((role) => /Student/.test(role))).toBe(true);
    // A kind of driver or teacher named is that kind; work from home is done at a desk.
    expect(new Set(roles("Long-haul truck drivers"))).toEqual(new Set(["Truck Driver"]));
    // "Drivers" alone drive a car, not for a living; driving in for work is being in work.
    const drivingIn = roles("Drivers. US adults who drive into a city centre for work");
    expect(drivingIn.filter((role) => /Retire|Student/.test(role))).toEqual([]);
    expect(drivingIn.filter((role) => /Driver/.test(role)).length).toBeLessThan(drivingIn.length / 5);
    expect(new Set(roles("Professional drivers")).has("Truck Driver")).toBe(true);
    expect(new Set(roles("Gig drivers for Uber and DoorDash"))).toEqual(
      new Set(["Rideshare Driver", "Delivery Driver"]),
    );
    expect(new Set(roles("High school teachers of math"))).toEqual(new Set(["High School Teacher"]));
    expect(new Set(roles("Teachers in Ohio")).size).toBeGreaterThan(3);
    const remote = roles("People who work from home full time");
    expect(remote.filter((role) => /Nurse|Electrician|Retail|Driver|Retiree|Student/.test(role))).toEqual([]);
    // Landlords let homes as a business of their own (not estate agents, not on a household budget).
    const landlords = generatePersonas(
      cohortFromDescription("x", "Landlords with 1-5 rental properties"),
      60,
      "x",
    );
    expect(new Set(landlords.map((persona) => persona.role))).toEqual(new Set(["Landlord"]));
    expect(landlords.some((persona) => persona.budget === "$0-20/month")).toBe(false);
    // Owners of a kind of business are that kind's owners, with a business's budget; any kind when none is named.
    const salons = generatePersonas(
      cohortFromDescription("Salon owners", "Owners of independent hair salons in the US"),
      60,
      "x",
    );
    expect(new Set(salons.map((persona) => persona.role))).toEqual(new Set(["Salon Owner"]));
    expect(salons.some((persona) => persona.budget === "$0-20/month")).toBe(false);
    expect(new Set(roles("Owners of small e-commerce shops on Shopify"))).toEqual(
      new Set(["E-commerce Store Owner"]),
    );
    expect(new Set(roles("People who run a yoga studio"))).toEqual(new Set(["Gym Owner"]));
    // Any kind of business named is its owners', listed or not; kinds joined by "and" are each theirs.
    const physios = generatePersonas(
      cohortFromDescription("Physio owners", "Owners of independent physiotherapy clinics"),
      60,
      "x",
    );
    expect(new Set(physios.map((persona) => persona.role))).toEqual(new Set(["Physiotherapy Clinic Owner"]));
    expect(physios.some((persona) => persona.budget === "$0-20/month")).toBe(false);
    expect(physios.every((persona) => persona.company.endsWith("Physiotherapy Clinic"))).toBe(true);
    expect(new Set(roles("People who run their own tattoo studio"))).toEqual(
      new Set(["Tattoo Studio Owner"]),
    );
    expect(new Set(roles("Salon and spa owners"))).toEqual(new Set(["Salon Owner", "Spa Owner"]));
    expect(new Set(roles("Owners of boutique fitness studios"))).toEqual(new Set(["Gym Owner"]));
    expect(new Set(roles("Operators of crop and livestock farms")).has("Farmer")).toBe(true);
    expect(new Set(roles("Owners of small and medium businesses")).size).toBeGreaterThan(5);
    expect(roles("Nurses who run errands at the gym").filter((role) => /Owner/.test(role))).toEqual([]);
    // What a household owns too is no business: a home gym, a garage, a lab (the dog).
    for (const description of [
      "People who own a home gym",
      "Homeowners who own a garage",
      "People who own a lab",
      "Garage owners. People who own a garage at home",
      "Laboratory owners. People who run laboratories at home",
    ]) {
      expect(roles(description).filter((role) => /Owner/.test(role)).length, description).toBeLessThan(6);
    }
    // Café owners run cafés, restaurant owners restaurants: not one mix for every place that serves food.
    expect(new Set(roles("Owners of independent coffee shops"))).toEqual(new Set(["Café Owner"]));
    // Owners and office managers of a kind of business both run one; they are not managers in general.
    expect(new Set(roles("Owners and office managers of independent dental practices"))).toEqual(
      new Set(["Dental Practice Owner"]),
    );
    expect(roles("Office managers at mid-size companies")).toContain("Office Manager");
    // Owners and managers "at" firms of a kind run them too, whatever the audience is named.
    expect(
      new Set(
        generatePersonas(
          cohortFromDescription(
            "Construction firms",
            "Owners and project managers at US general contracting firms with 10 to 100 employees",
          ),
          60,
          "x",
        ).map((persona) => persona.role),
      ),
    ).toEqual(new Set(["General Contracting Firm Owner"]));
    // A building trade's contractors run firms; independent contractors work for themselves.
    expect(new Set(roles("General contractors in the US"))).toEqual(new Set(["Construction Company Owner"]));
    // An audience of women is women, of dads men; one of men and women is both.
    const genders = (description: string) =>
      new Set(
        generatePersonas(cohortFromDescription("x", description), 60, "x").map((p) => p.demographics.gender),
      );
    expect(genders("US women aged 45 to 60")).toEqual(new Set(["Female"]));
    expect(genders("Dads of toddlers")).toEqual(new Set(["Male"]));
    expect(genders("US men and women aged 25 to 60")).toEqual(new Set(["Female", "Male", "Non-binary"]));
    // Their firms go by the trade ("Hill Construction"), not "Hill's Construction Company".
    const builders = generatePersonas(cohortFromDescription("x", "General contractors in the US"), 30, "x");
    for (const { company } of builders) expect(company).toMatch(/ Construction$/);
    expect(new Set(roles("Roofing and HVAC contractors"))).toEqual(
      new Set(["Roofing Company Owner", "HVAC Company Owner"]),
    );
    expect(
      roles("Independent contractors and freelancers").every((role) => /Freelance|Rideshare/.test(role)),
    ).toBe(true);
    // A practice of no named kind owned by people of a trade is their trade's.
    expect(new Set(roles("Dentists who own their practice"))).toEqual(new Set(["Dentist Practice Owner"]));
    expect(new Set(roles("Veterinarians who run their own clinic"))).toEqual(
      new Set(["Veterinarian Clinic Owner"]),
    );
    expect(roles("Parents who run a small business").filter((role) => /Parent/.test(role))).toEqual([]);
    // The elderly parent they care for is neither who they are nor their age: no retirees' mix, no parents.
    const carers = roles("Adults aged 40 to 60 caring for an elderly parent");
    expect(new Set(carers).size).toBeGreaterThan(5);
    expect(carers.filter((role) => /Veteran|Retire|Parent/.test(role)).length).toBeLessThan(
      carers.length / 4,
    );
    expect(new Set(roles("Owners and managers of US restaurants"))).toEqual(new Set(["Restaurant Owner"]));
    // Managers of people, and people in tech, are those, not the general public.
    expect(
      roles("People managers at tech companies").filter((role) => /Retire|Student|Warehouse/.test(role)),
    ).toEqual([]);
    expect(roles("People who work at tech companies")).toContain("Software Engineer");
    // People who work at startups are their staff; startups and their founders are founders.
    const staff = roles("Employees at tech startups. People who work at venture-backed tech startups");
    expect(staff).toContain("Software Engineer");
    expect(staff.filter((role) => /founder/i.test(role))).toEqual([]);
    expect(roles("Founders of early-stage startups").every((role) => /founder|indie/i.test(role))).toBe(true);
    // A self-employed trade the tables do not know is its own, not freelance writers and designers.
    expect(new Set(roles("Self-employed physiotherapists"))).toEqual(new Set(["Physiotherapist"]));
    expect(new Set(roles("Freelance translators"))).toEqual(new Set(["Freelance Translator"]));
    expect(new Set(roles("Freelancers")).has("Freelance Writer")).toBe(true);
    // Freelancers are no one's staff, and each trade of a list is theirs.
    const freelancers = new Set(roles("Freelance designers, writers and developers who invoice clients"));
    expect(freelancers).toContain("Freelance Writer");
    expect([...freelancers].filter((role) => /Engineer|Manager|UX/.test(role))).toEqual([]);
    expect(roles("Gig workers who drive for Uber and DoorDash")).toContain("Rideshare Driver");
    // People who work for a nonprofit, not people who give to one.
    expect(roles("People who work at small nonprofits and write grant applications")).toContain(
      "Grant Writer",
    );
    expect(roles("US adults who donate to charity")).not.toContain("Grant Writer");
    expect(
      roles("US adults who own a dog and work full time").filter((role) => /Retire|Student/.test(role)),
    ).toEqual([]);
    expect(new Set(roles("Small business owners in the UK")).size).toBeGreaterThan(5);
    expect(new Set(roles("Retired teachers in Florida"))).toEqual(new Set(["Retired Teacher"]));
    expect(roles("Retirees on a budget").filter((role) => /Retire/.test(role)).length).toBeGreaterThan(40);
    expect(roles("Working moms").filter((role) => /Stay-at-home|Retire|Student/.test(role))).toEqual([]);
    expect(new Set(roles("Wedding photographers"))).toEqual(new Set(["Freelance Photographer"]));
    // Makers who sell their own work, and marketplace sellers, run a shop of their own.
    for (const description of ["Etsy sellers", "Independent furniture makers who sell their own work"]) {
      expect(new Set(roles(description)), description).toEqual(new Set(["E-commerce Store Owner"]));
    }
    expect(roles("Decision makers at banks")).not.toContain("E-commerce Store Owner");
    // Where they work sets the budget a tool for work is weighed against.
    for (const description of ["HR managers at mid-size companies", "Marketing managers", "Sales teams"]) {
      const team = generatePersonas(cohortFromDescription("x", description), 60, "x");
      expect(
        team.filter((persona) => /\$0-20|\$20-50/.test(persona.budget)),
        description,
      ).toEqual([]);
    }
    // Companies named as the audience answer through those who decide for them; small ones are
    // small businesses.
    for (const description of [
      "Companies in the US, Europe and Asia that are implementing Internet of Things projects",
      "IoT-implementing organisations",
      "Firms that sell online",
      "IT buyers at firms with 50 or more employees",
    ]) {
      expect(cohortB2bAffinity(cohortFromDescription("x", description)), description).toBeGreaterThan(0.85);
    }
    for (const description of [
      "Small companies in Ohio",
      "Small firms that sell online",
      "Companies with fewer than ten employees",
      "Firms with under 20 staff in Ohio",
      "Microbusinesses in the UK",
    ]) {
      expect(roles(description).filter((role) => /Owner/.test(role)).length, description).toBeGreaterThan(40);
    }
    for (const description of [
      "Companies with fewer than ten employees",
      "Companies with no more than 20 employees",
    ]) {
      expect(roles(description), description).not.toContain("IT Director");
    }
    expect(new Set(roles("HR managers at mid-size companies"))).not.toContain("IT Director");
    expect(new Set(roles("Sales reps at firms"))).not.toContain("IT Director");
    // Where they work says more than the job's usual budget.
    const enterprise = generatePersonas(
      cohortFromDescription("x", "Marketing managers at large enterprises"),
      60,
      "x",
    );
    expect(enterprise.filter((persona) => /\$0-20|\$20-50|\$50-150|\$100-500/.test(persona.budget))).toEqual(
      [],
    );
    // Young people by what they do are young; parents of young children need not be.
    expect(Math.max(...ages("Young renters in big cities"))).toBeLessThanOrEqual(34);
    expect(Math.max(...ages("Mothers of young children"))).toBeGreaterThan(34);
    const couples = ages("Couples planning their wedding");
    expect(Math.min(...couples)).toBeGreaterThanOrEqual(23);
    expect(Math.max(...couples)).toBeLessThanOrEqual(42);
    // Any US state is in the US, and its people say so.
    const kansans = generatePersonas(cohortFromDescription("Farmers", "Farmers in Kansas"), 60, "x");
    expect(kansans.every((persona) => /(Kansas|KS), USA$/.test(persona.demographics.location))).toBe(true);
    // People who drive to work are in work: no retirees or students among them.
    const commuters = generatePersonas(
      cohortFromDescription("Commuters", "US adults who drive to work"),
      60,
      "x",
    );
    expect(commuters.some((persona) => /Retire|Student/.test(persona.role))).toBe(false);
    const retirees = generatePersonas(cohortFromDescription("Retirees", "Retirees on a budget"), 60, "x");
    expect(Math.min(...retirees.map((persona) => persona.demographics.age))).toBeGreaterThanOrEqual(60);
    expect(average(retirees, (persona) => persona.decision_profile.budget_sensitivity)).toBeGreaterThan(0.6);
    const seniorDevs = generatePersonas(
      cohortFromDescription("Devs", "Senior developers at startups in Europe"),
      60,
      "x",
    );
    expect(seniorDevs.some((persona) => persona.role === "Retiree")).toBe(false);
  });

  it("is deterministic, and falls back to a general audience for text without cues", () => {
    expect(cohortFromDescription("A", "nurses in Canada")).toEqual(
      cohortFromDescription("A", "nurses in Canada"),
    );
    expect(cohortFromDescription("A", "nurses in Canada").id).not.toBe(
      cohortFromDescription("B", "nurses in Canada").id,
    );
    const vague = cohortFromDescription("???", "zzzz qqqq 🙃");
    expect(vague.isPreset).toBe(false);
    expect(generatePersonas(vague, 20, "v")).toHaveLength(20);
  });

  it("offers a general US adult consumer audience for the human panels", () => {
    const adults = generatePersonas(usAdultConsumers(), 200, "us");
    expect(adults.every((persona) => persona.demographics.location.endsWith("USA"))).toBe(true);
    const ages = adults.map((persona) => persona.demographics.age);
    expect(Math.min(...ages)).toBeLessThan(25);
    expect(Math.max(...ages)).toBeGreaterThan(65);
    expect(average(adults, (persona) => persona.decision_profile.tech_adoption)).toBeLessThan(0.6);
  });
});
