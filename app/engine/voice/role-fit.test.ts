import { describe, expect, it } from "vitest";
import { analyzeIdea } from "../analyze-idea";
import { getPresetCohort } from "../cohorts";
import { motivationText } from "../reasons";
import { ownUseTopics } from "../roles";
import { DEFAULT_PARAMETERS } from "../parameters";
import { appealInputs, type Driver } from "../utility";
import { simulate } from "../simulate";

// A job in the field of something people buy for themselves is a reason to
// see the need, not to use it at work; a team's budget never comes up.
describe("a job fit for a consumer idea", () => {
  const idea =
    "An online physiotherapy service: video sessions with a licensed physio and a home exercise plan, $45 per session";
  const { personas } = simulate({ idea, cohort: getPresetCohort("general")!, count: 300, seed: "role" });

  it("is never 'useful at work', and no one speaks for a team or a business", () => {
    for (const { response } of personas) {
      const words = `${response.overall_reaction} ${response.primary_motivation}`;
      expect(words).not.toMatch(
        /Useful in my work|would get used|we'd have a real use|For a team our size|For a business my size/,
      );
    }
  });

  it("is still a work reason for a tool companies buy", () => {
    const nurse = { ...personas[0]!, role: "Registered Nurse" };
    const driver = { key: "role_fit", value: 0.3, group: "relevance" } as unknown as Driver;
    const tool = analyzeIdea(
      "Scheduling software for clinics that books patients and sends reminders, $60/month",
    );
    expect(motivationText(driver, tool, nurse)).toBe("Useful in my work as a registered nurse");
    expect(motivationText(driver, analyzeIdea(idea), nurse)).toBe(
      "My work as a registered nurse shows me the need",
    );
    // A retiree's job is behind them: it shows the need, it is not where they would use the tool.
    expect(motivationText(driver, tool, { ...nurse, role: "Retired Nurse" })).toBe(
      "Years as a nurse showed me the need",
    );
    // Days at home are no "work": they show the need all the same.
    expect(motivationText(driver, analyzeIdea(idea), { ...nurse, role: "Stay-at-home Parent" })).toBe(
      "Being a stay-at-home parent, I see the need",
    );
  });
});

describe("a company's buyer on a work tool", () => {
  it("weighs a subscription as a budget line and tells the team, not friends or family", () => {
    const idea =
      "A security tool that scans every pull request for leaked API keys and blocks the merge, $25 per developer per month";
    const { personas } = simulate({
      idea,
      cohort: getPresetCohort("enterprise")!,
      count: 300,
      seed: "buyer",
    });
    const words = personas.map(({ response }) => response.overall_reaction).join("\n");
    expect(words).not.toMatch(
      /last thing I need|real money for me|tell my friends|mention it to my family|pay once for/,
    );
    expect(words).toMatch(/budget|procurement|contract|licence/);
  });
});

describe("a small business owner on a tool for the business", () => {
  it("weighs the price against the business, not the family's needs", () => {
    const idea = "A chatbot that answers your customers' questions 24/7, $99 a month";
    const { personas } = simulate({ idea, cohort: getPresetCohort("smb")!, count: 300, seed: "owner" });
    const words = personas.map(({ response }) => response.overall_reaction).join("\n");
    expect(words).not.toMatch(/on my family|With kids|school costs and groceries/);
    expect(words).toMatch(/Margins|business my size|clear return|business case/);
  });
});

describe("a big price said in proportion", () => {
  it("calls no price under a car's 'car money', however small the budget", () => {
    const idea = "Hearing aids sold over the counter without a prescription, $799 a pair";
    const { personas } = simulate({ idea, cohort: getPresetCohort("general")!, count: 300, seed: "car" });
    const words = personas.map((persona) => persona.response.overall_reaction).join(" ");
    expect(words).not.toMatch(/car money|a car or a roof|family holidays/);
    const heatPump = "A heat pump that replaces your gas boiler, $12,000 installed";
    const pump = simulate({ idea: heatPump, cohort: getPresetCohort("general")!, count: 300, seed: "car" });
    expect(pump.personas.map((persona) => persona.response.overall_reaction).join(" ")).toMatch(
      /car money|a car or a roof|family holidays/,
    );
  });

  it("never calls a car's price car money", () => {
    const idea = "An electric SUV with a 300-mile range, $45,000";
    const { personas } = simulate({ idea, cohort: getPresetCohort("general")!, count: 600, seed: "car" });
    const words = personas.map((persona) => persona.response.overall_reaction).join(" ");
    expect(words).toContain("$45,000");
    expect(words).not.toMatch(/car money/);
  });
});

describe("a tool built for the speaker's kind of buyer", () => {
  it("is built for a business like theirs when they own one, for teams like theirs in its field, else for their company", () => {
    const tool = analyzeIdea("An AI tool that writes product descriptions for online stores, $29 a month");
    const { personas } = simulate({
      idea: tool.text,
      cohort: getPresetCohort("general")!,
      count: 1,
      seed: "fit",
    });
    const driver = { key: "audience_fit", value: 0.4 } as Driver;
    const owner = { ...personas[0]!, role: "E-commerce Store Owner" };
    expect(motivationText(driver, tool, owner)).toBe("Built for businesses like mine");
    expect(motivationText(driver, tool, { ...owner, role: "E-commerce Manager" })).toBe(
      "Built for teams like mine",
    );
    expect(motivationText(driver, tool, { ...owner, role: "Engineering Manager" })).toBe(
      "Built for companies like ours",
    );
  });
});

describe("food a business buys for its people", () => {
  it("is weighed by whether people at work would eat it, not by the speaker's home", () => {
    const { personas } = simulate({
      idea: "A box of healthy snacks for offices, delivered every week, $99 a week",
      cohort: getPresetCohort("general")!,
      count: 300,
      seed: "office snacks",
    });
    const said = personas.map(({ response }) => response.overall_reaction);
    for (const words of said) expect(words).not.toMatch(/at home|my kids|whole family|ready meals/i);
    expect(said.some((words) => /people at work|people here|order in|at work/i.test(words))).toBe(true);
  });
});

// A visit booked for one job (a groomer, a repair) is not something the family uses together.
describe("a booked service", () => {
  it("is never one 'the whole family would use'", () => {
    const idea = "A mobile dog groomer who comes to your driveway, $65 a visit";
    const { personas } = simulate({ idea, cohort: getPresetCohort("consumer")!, count: 400, seed: "family" });
    expect(personas.filter(({ response }) => response.score >= 4).length).toBeGreaterThan(20);
    for (const { response } of personas) {
      expect(response.overall_reaction).not.toContain("the whole family would use it");
    }
  });
});

describe("food one cooks with", () => {
  it("is talked of as cooking, never as a ready meal or a quick bite", () => {
    const idea = "A weekly box of imperfect vegetables from local farms, delivered to your door, $25 a week";
    expect(analyzeIdea(idea).toCook).toBe(true);
    expect(analyzeIdea("Ready-to-eat vegetable curries you heat in 3 minutes, $6 each").toCook).toBe(false);
    const { personas } = simulate({ idea, cohort: getPresetCohort("general")!, count: 400, seed: "veg box" });
    const said = personas.map(({ response }) => response.overall_reaction);
    for (const words of said) {
      expect(words).not.toMatch(
        /ready meals|quick and tasty|a proper meal|I'd grab|something I already know I like/i,
      );
    }
    expect(said.some((words) => /cook/i.test(words))).toBe(true);
  });
});

describe("a tool a business pays for", () => {
  it("is never weighed against the speaker's household money, whether they sign off on it or only use it", () => {
    const idea =
      "Software that reads supplier invoices from your inbox and enters them into your accounts automatically, $49 a month";
    const { personas } = simulate({ idea, cohort: getPresetCohort("smb")!, count: 400, seed: "invoices" });
    const said = personas.map(({ response }) => response.overall_reaction);
    for (const words of said) {
      expect(words).not.toMatch(
        /on my family|keep my money|my \$[\d,]+(?:-plus)?-a-month budget|grocery prices to think about/i,
      );
    }
    expect(said.some((words) => /\$49 a month/.test(words))).toBe(true);
  });
});

describe("a job done on homes, vehicles, land or others' food", () => {
  it("leaves where the work is done out of the job's fields for one's own shopping, but not a home that is one's life", () => {
    expect(ownUseTopics("Electrician")).toEqual([]);
    expect(ownUseTopics("Farmer")).toEqual([]);
    expect(ownUseTopics("Line Cook")).toEqual([]);
    expect(ownUseTopics("Stay-at-home Parent")).toEqual(["parenting", "home"]);
  });

  it("leaves the business functions a job serves out of what its people buy for themselves", () => {
    expect(ownUseTopics("Warehouse Associate")).toEqual([]);
    expect(ownUseTopics("Office Manager")).toEqual(["productivity"]);
    const idea =
      "An app that switches your home energy supplier automatically whenever a cheaper tariff appears, free to use";
    for (const answer of answersOf(idea, /Warehouse|Office Manager|Sales Representative/, 300, "supplier")) {
      expect(`${answer.overall_reaction} ${answer.primary_motivation}`).not.toMatch(
        /my work|as an? [a-z ]+, I see the need/i,
      );
    }
  });

  /** What the consumer panel's people in these jobs said of the idea: at least six of them. */
  function answersOf(idea: string, jobs: RegExp, count: number, seed: string) {
    const { personas } = simulate({ idea, cohort: getPresetCohort("consumer")!, count, seed });
    const answers = personas.filter(({ role }) => jobs.test(role)).map(({ response }) => response);
    expect(answers.length).toBeGreaterThan(5);
    return answers;
  }

  it("is no reason to want what people buy for their own home", () => {
    const idea =
      "A subscription that sends you a new houseplant every month with care instructions, $25 a month";
    for (const response of answersOf(idea, /Electrician|Carpenter|Construction|Plumb/, 400, "trades")) {
      expect(response.overall_reaction).not.toMatch(
        /\bAs an? (?:electrician|carpenter|construction worker)/i,
      );
      expect(response.primary_motivation).not.toMatch(/electrician|carpenter|construction/i);
    }
  });

  it("is no reason to want dinners delivered home, for someone who cooks or serves food for a living", () => {
    const idea =
      "A weekly box of five ready-to-heat dinners made by local chefs, delivered Sundays, $59 a week";
    const kitchens = /Cook|Chef|Server|Waiter|Barista|Bartender|Farmer/;
    for (const response of answersOf(idea, kitchens, 600, "kitchens")) {
      expect(response.primary_motivation).not.toMatch(/my work as/i);
      expect(response.overall_reaction).not.toMatch(/my work shows me|see the need for/i);
    }
  });
});

describe("the speaker's budget", () => {
  it("is said as people say it ('my $20-a-month budget'), never as the band is written ('$0-20/month')", () => {
    const idea =
      "A tool-lending locker in your apartment building's lobby: borrow a drill or a ladder, $6 a month";
    const { personas } = simulate({ idea, cohort: getPresetCohort("consumer")!, count: 400, seed: "budget" });
    const said = personas.flatMap(({ response }) => [response.overall_reaction, ...response.concerns]);
    for (const words of said) expect(words).not.toMatch(/\/month budget/);
    expect(said.some((words) => /my \$[\d,]+-a-month budget/.test(words))).toBe(true);
  });
});

// A situation opens a reason only where the reason does not say it again.
describe("the speaker's situation before a reason", () => {
  it("is never said twice in one sentence", () => {
    const idea = "Online booking software for hair salons: clients book and pay deposits, $29 a month";
    const { personas } = simulate({ idea, cohort: getPresetCohort("smb")!, count: 500, seed: "twice" });
    for (const { response } of personas) {
      expect(response.overall_reaction).not.toMatch(/(a business my size|a team our size).*\1/i);
    }
  });
});

describe("a buyer whose job is not the tool's field", () => {
  const claimsTheirJob =
    /my kind of problem|built for exactly my role|people in my job|do my job|I'd be the one to buy it/;
  const answers = (idea: string) =>
    simulate({ idea, cohort: getPresetCohort("enterprise")!, count: 300, seed: "field" }).personas;

  it("does not claim a contract reviewer for engineering because it is software or mentions a team", () => {
    const engineers = answers(
      "Software that automatically reviews supplier contracts for risky clauses and flags them to your legal team, $2,000 a month",
    ).filter((persona) => /Engineer|CTO|Architect/.test(persona.role));
    expect(engineers.length).toBeGreaterThan(10);
    for (const { response } of engineers) {
      expect(`${response.overall_reaction} ${response.primary_motivation}`).not.toMatch(claimsTheirJob);
    }
  });

  it("gives a software engineer's job as a reason only for a tool for building software", () => {
    const engineer = { ...answers("A note-taking app, $5 a month")[0]!, role: "Software Engineer" };
    const roleFit = (idea: string) =>
      appealInputs(engineer, analyzeIdea(idea), DEFAULT_PARAMETERS)
        .filter((input) => input.driver === "role_fit")
        .reduce((sum, input) => sum + input.value, 0);
    expect(
      roleFit(
        "Payroll software for mid-size companies that files payroll taxes automatically, $8 per employee per month",
      ),
    ).toBe(0);
    expect(
      roleFit("A code review tool that flags bugs in every pull request, $20 per developer per month"),
    ).toBeGreaterThan(0);
  });

  it("still has engineers claim a tool for building software as made for their job", () => {
    const engineers = answers(
      "A security tool that scans every pull request for leaked API keys and blocks the merge, $25 per developer per month",
    ).filter((persona) => /Engineer|CTO|Architect/.test(persona.role));
    const claims = engineers.filter(({ response }) => claimsTheirJob.test(response.overall_reaction));
    expect(claims.length).toBeGreaterThan(0);
  });
});

describe("a consumer idea that fits no one's job", () => {
  it("is recommended to friends and family, not to colleagues", () => {
    const { personas } = simulate({
      idea: "An electric cargo bike subscription for families: the bike, insurance and repairs for $129 a month",
      cohort: getPresetCohort("general")!,
      count: 300,
      seed: "closer",
    });
    const words = personas.map(({ response }) => response.overall_reaction).join("\n");
    expect(words).not.toMatch(/recommend it to other/);
    expect(words).toMatch(/tell my friends|mention it to my family/);
  });
});
