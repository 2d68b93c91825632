import { capitalize } from "../text";
import { conditionText, concernText, mainCondition } from "./concerns";
import { ALTERNATIVES } from "./lines-data";
import { motivationClause, pluralRole, sentence } from "./phrasing";
import type { Context } from "./types";

// Answers to the questions founders ask after the first reaction: what would
// make you switch from what you do today, who else would use it, how you
// would use it, and "why?" to an earlier answer. Each is built from this
// persona's own situation (job, budget, age, pains, temperament) and the
// drivers behind their score, so two people answer the same question differently.

/** What this persona does today instead: the product the idea names, else the usual way for its kind. */
export function todaysWay(ctx: Context): string {
  const named = ctx.idea.incumbents[0];
  if (named) return named;
  if (ctx.buyer) return ctx.rng.pick(["the tools we already pay for", "a mix of spreadsheets and email"]);
  return ALTERNATIVES[ctx.idea.category];
}

/** The practical hurdles of moving over, in this person's terms. */
function switchingCosts(ctx: Context): string {
  const { decision_profile: profile } = ctx.persona;
  if (ctx.buyer) return "a migration plan and my team agreeing to it";
  if (profile.tech_adoption < 0.35 && !ctx.idea.physical) return "someone walking me through the setup";
  if (profile.budget_sensitivity > 0.6) return `it not costing more than I spend now, ${ctx.budgetClause}`;
  return "moving over without losing what I've built up";
}

export function answerSwitching(ctx: Context): string[] {
  const today = todaysWay(ctx);
  const pain = ctx.pain;
  const parts = [
    sentence(
      pain ? `today I handle ${pain} with ${today}` : `today I get by with ${today}, and it does the job`,
    ),
  ];
  const motivation = motivationClause(ctx);
  if (ctx.stance === "yes") {
    parts.push(
      sentence(
        motivation
          ? `I'd switch because ${motivation}, as long as the first weeks go smoothly`
          : `I'd switch if ${ctx.kp === "it" ? "it" : ctx.kp} beats ${today} in the first week`,
      ),
    );
    parts.push(sentence(`what I'd need is ${switchingCosts(ctx)}`));
  } else if (ctx.stance === "maybe") {
    parts.push(
      sentence(`to leave ${today} behind I'd need ${mainCondition(ctx)}, and ${switchingCosts(ctx)}`),
    );
  } else {
    const concern = ctx.concerns[0];
    parts.push(
      sentence(
        concern
          ? `I wouldn't switch: ${concernText(ctx, concern)}, and ${today} works well enough for me`
          : `I wouldn't switch; ${today} works well enough for me`,
      ),
    );
  }
  return parts;
}

export function answerWhoElse(ctx: Context): string[] {
  const peers = pluralRole(ctx);
  if (ctx.stance === "no") {
    const younger = ctx.age >= 45 ? "younger people" : "people with more money to spare";
    return [
      sentence(`maybe ${ctx.buyer ? "bigger companies" : younger}, but not people like me`),
      sentence(`none of the ${peers} I know in ${ctx.city} would use it`),
    ];
  }
  const circle = ctx.buyer
    ? `the other ${peers} I deal with`
    : ctx.persona.interests.some((interest) => /parent|family|kids/i.test(interest))
      ? "other parents at my kids' school"
      : ctx.age < 30
        ? "friends my age"
        : `the ${peers} I know`;
  const who = ctx.pain
    ? `anyone dealing with ${ctx.pain}`
    : ctx.interest
      ? `people who are into ${ctx.interest}`
      : `people in ${ctx.city} with a life like mine`;
  return [
    sentence(`${circle}, for a start`),
    sentence(`and more broadly ${who}${ctx.stance === "maybe" ? ", if it proves itself" : ""}`),
  ];
}

export function answerHowUse(ctx: Context): string[] {
  if (ctx.stance === "no") {
    return [
      sentence("honestly, I don't see myself using it"),
      sentence(
        ctx.concerns[0]
          ? `the main reason is that ${concernText(ctx, ctx.concerns[0])}`
          : "it doesn't fit my week",
      ),
    ];
  }
  const when = ctx.buyer
    ? "at work, in the part of the week that eats the most time"
    : ctx.idea.physical
      ? ctx.age >= 60
        ? "at home, when it saves me a trip or some effort"
        : "on the busy days, when I'd otherwise be stuck"
      : ctx.age >= 60
        ? "at home, when I have a quiet moment"
        : ctx.persona.decision_profile.tech_adoption >= 0.6
          ? "every day, from my phone"
          : "a few times a week, when I need it";
  const what = ctx.pain
    ? `mostly for ${ctx.pain}`
    : ctx.interest
      ? `mostly around ${ctx.interest}`
      : "for the basics";
  const parts = [sentence(`I'd use it ${when}, ${what}`)];
  parts.push(
    sentence(
      ctx.stance === "yes"
        ? `I'd start small and ${ctx.buyer ? "roll it out if the first month goes well" : "keep going if it sticks"}`
        : `I'd try it for a couple of weeks before ${ctx.buyer ? "showing it to anyone" : "committing"}`,
    ),
  );
  return parts;
}

/** "Why?", "tell me more": the reason under the earlier answer, in this person's situation. */
export function answerFollowUp(ctx: Context): string[] {
  const who = `I'm ${ctx.role}, ${ctx.age}`;
  // The budget once: the concern texts about price already name it.
  const situation = (text: string) => (text.includes(ctx.budget) ? who : `${who}, ${ctx.budgetClause}`);
  if (ctx.stance === "yes") {
    const motivation = motivationClause(ctx);
    return [
      sentence(situation("")),
      sentence(motivation ? `so the short version is that ${motivation}` : "so it simply fits how I live"),
      ctx.pain ? sentence(`${capitalize(ctx.pain)} is something I deal with all the time`) : "",
    ].filter(Boolean);
  }
  const [first, second] = ctx.concerns;
  const reason = first
    ? `so the sticking point is that ${concernText(ctx, first)}`
    : "so it doesn't earn a place in my week";
  const parts = [sentence(situation(reason)), sentence(reason)];
  if (second) parts.push(sentence(`on top of that, ${conditionText(ctx, second.kind)} would matter to me`));
  return parts;
}
