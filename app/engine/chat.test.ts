import { describe, expect, it } from "vitest";
import { cannedReply, classifyMessage, replyInCharacter, type ChatTurn } from "./chat";
import { getPresetCohort } from "./cohorts";
import { casualTitle } from "./reasons";
import { createRng } from "./rng";
import { BUYS_FOR_AN_ORGANISATION, roleB2bAffinity } from "./roles";
import { simulate } from "./simulate";
import type { PersonaOpinion } from "./types";

const MEAL_KIT =
  "A weekly meal kit with healthy 20-minute recipes for busy parents, delivered on Sundays, $60/week";
const FOCUS_APP = "A focus app for freelancers that blocks distracting sites";

const RECALL = /\b(as I said|like I said|as I mentioned|as I told you|going back to|earlier)\b/i;

function run(idea: string, seed = "chat") {
  return simulate({ idea, cohort: getPresetCohort("general")!, count: 40, seed });
}

/** Plays a conversation, each turn with its own seed, and returns the replies. */
function converse(persona: PersonaOpinion, idea: string, messages: string[], seed = "s"): string[] {
  const { features } = run(idea);
  const history: ChatTurn[] = [];
  const replies: string[] = [];
  for (const message of messages) {
    const reply = replyInCharacter(
      persona,
      features,
      history,
      message,
      createRng(`${seed}|${history.length}|${message}`),
    );
    replies.push(reply);
    history.push({ role: "user", content: message }, { role: "assistant", content: reply });
  }
  return replies;
}

describe("classifyMessage", () => {
  it.each([
    ["What do you think about the price?", "price"],
    ["Would you pay $20 a month?", "price"],
    ["What would make you change your mind?", "change_mind"],
    ["Would you recommend it to a friend?", "recommend"],
    ["Who are you, and what do you do?", "identity"],
    ["What do you use instead today?", "competitors"],
    ["Which features are missing?", "features"],
    ["What worries you?", "concerns"],
    ["Do you trust the AI with this?", "ai"],
    ["Why?", "follow_up"],
    ["Tell me more", "follow_up"],
    ["Why do you like it?", "opinion"],
    ["What would make you switch from what you do today?", "switching"],
    ["Would you switch from Google Maps?", "switching"],
    ["Who else would use this?", "who_else"],
    ["How would you use it?", "how_use"],
    ["What would you use it for?", "how_use"],
    ["Hello there", "greeting"],
    ["Thanks a lot", "thanks"],
    ["Purple elephants", "general"],
  ])("%s -> %s", (message, topic) => {
    expect(classifyMessage(message)).toBe(topic);
  });
});

describe("replyInCharacter", () => {
  const result = run(MEAL_KIT);
  const priceWorried = result.personas.find(
    (persona) => persona.response.concerns[0] === "Price feels high for what it does",
  )!;
  const keen = result.personas.find((persona) => persona.response.score >= 4) ?? result.personas[0]!;

  it("answers about the price with the idea's price and the persona's budget", () => {
    const [reply] = converse(priceWorried, MEAL_KIT, ["What do you think about the price?"]);
    expect(reply).toContain("$60/week");
    // A meal kit is weighed against what the household spends on food, not the budget for new things.
    expect(reply).toMatch(/about \$[\d,]+\/month/);
    expect(reply).not.toContain(priceWorried.budget);
  });

  it("speaks for themselves, not a company, of what anyone might use, in a panel of everyone", () => {
    const idea = "A video calling app with live translation";
    const { features, personas } = run(idea);
    expect(features.audience).toBe("both");
    const managers = personas.filter((persona) => roleB2bAffinity(persona.role) >= BUYS_FOR_AN_ORGANISATION);
    expect(managers.length).toBeGreaterThan(0);
    for (const manager of managers) {
      const [reply] = converse(manager, idea, ["What would make you switch from what you do today?"]);
      expect(reply).not.toMatch(/migration plan|the tools we already pay for/);
    }
  });

  it("answers who they are with their name, age, role and where they live", () => {
    const [reply] = converse(keen, MEAL_KIT, ["Tell me about yourself"]);
    expect(reply).toContain(keen.name);
    expect(reply).toContain(String(keen.demographics.age));
    expect(reply.toLowerCase()).toContain(casualTitle(keen.role).toLowerCase());
    expect(reply).toContain(keen.demographics.location.split(",")[0]!);
  });

  it("names its concern when asked what worries it", () => {
    const [reply] = converse(priceWorried, MEAL_KIT, ["What worries you about it?"]);
    expect(reply).toMatch(/\$60\/week feels steep|price/i);
  });

  it("answers what it would do from its reaction", () => {
    const [reply] = converse(keen, MEAL_KIT, ["Would you buy it?"]);
    expect(reply).toMatch(/^.*\bI('d| wouldn't)\b/);
  });

  it("is deterministic for a seed and varies its wording across seeds", () => {
    const messages = ["What do you think about the price?", "What would make you change your mind?"];
    expect(converse(keen, MEAL_KIT, messages, "a")).toEqual(converse(keen, MEAL_KIT, messages, "a"));
    const wordings = new Set(
      Array.from({ length: 12 }, (_, index) => converse(keen, MEAL_KIT, messages, `seed-${index}`).join(" ")),
    );
    expect(wordings.size).toBeGreaterThan(3);
  });

  it("refers back to an earlier turn, and not on the first", () => {
    for (const persona of result.personas.slice(0, 20)) {
      const replies = converse(persona, MEAL_KIT, [
        "What do you think about the price?",
        "What would make you change your mind?",
        "Would you recommend it to a friend?",
      ]);
      expect(replies[0]).not.toMatch(RECALL);
      expect(replies[1]).toMatch(RECALL);
      expect(replies[2]).toMatch(RECALL);
    }
  });

  it("reuses a price the user named earlier", () => {
    const replies = converse(priceWorried, MEAL_KIT, [
      "Would you pay $25?",
      "What would make you change your mind?",
    ]);
    expect(replies[0]).toContain("$25/week");
    expect(replies[1]).toMatch(/you mentioned \$25\/week earlier/i);
  });

  it("gives different personas different answers to the same question", () => {
    const replies = new Set(
      result.personas
        .slice(0, 10)
        .map((persona) => converse(persona, MEAL_KIT, ["What would make you change your mind?"])[0]),
    );
    expect(replies.size).toBeGreaterThanOrEqual(8);
  });

  it("asks for the price when the idea names none", () => {
    const focus = run(FOCUS_APP);
    const [reply] = converse(focus.personas[0]!, FOCUS_APP, ["How much would you pay?"]);
    expect(reply).toMatch(/price|cost/i);
    expect(reply).toMatch(/\$\d+\/month/);
  });

  it("always says something", () => {
    for (const message of ["", "?", "asdf qwer", "¿Qué opinas?"]) {
      expect(converse(keen, MEAL_KIT, [message])[0]!.length).toBeGreaterThan(10);
    }
  });
});

describe("cannedReply", () => {
  it("answers in character without a run, the same way for the same message", () => {
    const persona = run(MEAL_KIT).personas[0]!;
    expect(cannedReply(null, "What do you think?")).toBe(cannedReply(null, "What do you think?"));
    expect(cannedReply(null, "What do you think?").length).toBeGreaterThan(10);
    const replies = ["price?", "why?", "who are you?", "recommend?", "features?", "hello"].map((message) =>
      cannedReply(persona, message),
    );
    expect(
      replies.some((reply) => reply.toLowerCase().includes(casualTitle(persona.role).toLowerCase())),
    ).toBe(true);
  });
});

describe("answering the question asked", () => {
  const result = run(MEAL_KIT);
  const rejecter = result.personas.find((persona) => persona.response.score <= 2)!;
  const keen = result.personas.find((persona) => persona.response.score >= 4)!;
  const SWITCH = "What would make you switch from what you do today?";

  it("answers the switching question from each persona's own situation", () => {
    const [fromRejecter] = converse(rejecter, MEAL_KIT, [SWITCH]);
    const [fromKeen] = converse(keen, MEAL_KIT, [SWITCH]);
    expect(fromRejecter).not.toBe(fromKeen);
    for (const reply of [fromRejecter!, fromKeen!])
      expect(reply).toMatch(/\btoday I (?:handle|get by with)\b/i);
    expect(fromRejecter).toMatch(/I wouldn't switch/);
    expect(fromKeen).not.toMatch(/I wouldn't switch/);
    // Not taken for a question about the price.
    expect(fromKeen).not.toMatch(/\$60\/week/);
  });

  it("answers who else would use it and how they would use it", () => {
    const [whoElse, howUse] = converse(keen, MEAL_KIT, ["Who else would use this?", "How would you use it?"]);
    expect(whoElse).toMatch(/for a start|more broadly/);
    expect(howUse).toMatch(/^(?:.*)I'd use /);
    const [rejecterUse] = converse(rejecter, MEAL_KIT, ["How would you use it?"]);
    expect(rejecterUse).toMatch(/I don't see myself using it/);
  });

  it("explains an earlier answer on 'why?' from the persona's situation", () => {
    const [, why] = converse(rejecter, MEAL_KIT, ["Would you buy it?", "Why?"]);
    // A meal kit is weighed against what they spend on food, not their budget for new things.
    expect(why).toMatch(/spending about \$[\d,]+\/month on food/);
    expect(why).toMatch(/sticking point|doesn't earn a place/);
  });

  it("never repeats an earlier answer word for word", () => {
    const replies = converse(keen, MEAL_KIT, [SWITCH, SWITCH, SWITCH]);
    expect(new Set(replies).size).toBe(3);
  });

  it("never sounds keen to switch when the persona rejected the idea", () => {
    for (const persona of result.personas.filter((p) => p.response.score <= 2).slice(0, 10)) {
      const [reply] = converse(persona, MEAL_KIT, [SWITCH]);
      expect(reply).not.toMatch(/I'd switch because|I'd switch if/);
    }
  });
});

describe("a price stated as a share", () => {
  it("is talked of as the price, never as one not yet said", () => {
    const idea = "A marketplace for handmade furniture that takes a 10% commission on each sale";
    for (const persona of run(idea).personas.slice(0, 8)) {
      const [reply] = converse(persona, idea, ["What do you think of the price?"]);
      expect(reply).not.toMatch(/haven't said what it costs|know the price first|haven't seen/);
      expect(reply).toContain("10% commission on each sale");
    }
  });

  it("is what a seller held back by it worries about and would want lowered, not a budget", () => {
    const idea = "A marketplace for handmade furniture that takes a 10% commission on each sale";
    const held = run(idea).personas.filter(
      (persona) => persona.response.concerns[0] === "Price feels high for what it does",
    );
    expect(held.length).toBeGreaterThan(0);
    for (const persona of held.slice(0, 5)) {
      const said = converse(persona, idea, ["What worries you most?", "What would change your mind?"]).join(
        " ",
      );
      expect(said).not.toMatch(/the price feels high|closer to \$/);
    }
  });
});

describe("thanks from someone who would keep paying", () => {
  it("never asks to hear when it launches of what they already pay for", () => {
    const rise = "Your gym membership going up by $5 a month";
    const keepers = run(rise, "rise").personas.filter((persona) => persona.response.score >= 4);
    expect(keepers.length).toBeGreaterThan(0);
    for (const persona of keepers) {
      const [reply] = converse(persona, rise, ["Thanks a lot"]);
      expect(reply).not.toMatch(/launch/i);
    }
  });
});

describe("a payer who cares little for what they pay for", () => {
  it("says they are not that attached to it, never that it doesn't sound appetizing", () => {
    const rise = "Your meal-kit subscription going up by $8 a month";
    const lukewarm = run(rise, "rise").personas.filter((persona) =>
      persona.response.concerns.includes("Not that attached to it"),
    );
    expect(lukewarm.length).toBeGreaterThan(0);
    for (const persona of lukewarm) {
      const [reply] = converse(persona, rise, ["What's holding you back?"]);
      expect(reply).not.toMatch(/appetizing|taste/i);
    }
    const replies = lukewarm.map((persona) => converse(persona, rise, ["What's holding you back?"])[0]);
    expect(replies.some((reply) => /I.m not that attached to it/.test(reply ?? ""))).toBe(true);
  });
});

describe("a payer of a household essential who would look elsewhere", () => {
  it("says they could get it cheaper elsewhere, never that they are not attached to their insurance", () => {
    const rise = "Your car insurance premium going up by $25 a month at renewal";
    const leaving = run(rise, "rise").personas.filter((persona) =>
      persona.response.concerns.includes("Could get it cheaper elsewhere"),
    );
    expect(leaving.length).toBeGreaterThan(0);
    const replies = leaving.map((persona) => converse(persona, rise, ["What's holding you back?"])[0] ?? "");
    expect(replies.some((reply) => /cheaper elsewhere/.test(reply))).toBe(true);
    expect(replies.join(" ")).not.toMatch(/attached/);
  });
});
