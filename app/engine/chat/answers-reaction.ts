import { capitalize } from "../text";
import { concernText, conditionText, mainCondition } from "./concerns";
import { ALTERNATIVES, TRAIT_WORRIES } from "./lines-data";
import { actionInFirstPerson, decisionLine, motivationClause, pluralRole, sentence } from "./phrasing";
import { amountIn, priceShort, verdictAt } from "./prices";
import type { ConcernKind, Context } from "./types";

// Answers that argue the persona's reaction: the price, their opinion, what
// would change their mind, recommending it, alternatives, wishes and worries.

export function answerPrice(ctx: Context, message: string): string[] {
  const asked = amountIn(ctx, message);
  const price = ctx.idea.price;
  const sensitivity = ctx.persona.decision_profile.budget_sensitivity;
  const parts: string[] = [];
  if (asked) {
    parts.push(sentence(verdictAt(ctx, asked)));
  } else if (!price && ctx.idea.feeShare) {
    // A share of what passes through: what it comes to depends on how much does.
    const fee = ctx.idea.feeShare;
    parts.push(
      sentence(
        ctx.rng.pick([
          `${fee} sounds fair if it pays for itself`,
          `I'd want to work out what ${fee} comes to in a month before I said yes`,
          `${fee} adds up when it's on everything`,
        ]),
      ),
    );
  } else if (!price) {
    parts.push(
      sentence(
        ctx.rng.pick([
          "you haven't said what it costs, and that matters a lot to me",
          "I'd need to know the price first",
          "it all depends on the price, which I haven't seen",
        ]),
      ),
    );
    parts.push(sentence(`somewhere around ${ctx.comfortable.label} would feel right for me`));
  } else if (price.period === "free") {
    parts.push(
      sentence(
        ctx.rng.pick([
          "free is hard to argue with",
          "being free makes it an easy thing to try",
          "if it's free, there's little to lose",
        ]),
      ),
    );
    parts.push(sentence("I'd just wonder how you plan to make money from it"));
  } else {
    parts.push(sentence(priceShort(ctx)));
    if (ctx.concerns.some((concern) => concern.kind === "price")) {
      parts.push(
        sentence(
          ctx.outOfRange
            ? "it's out of my range for something like this"
            : ctx.cheaperNamed
              ? `I'd be more comfortable around ${ctx.comfortable.label}`
              : "I'd want to be sure it's worth it before paying",
        ),
      );
    }
  }
  const budgetLine =
    sensitivity >= 0.6
      ? ctx.rng.pick([
          `I watch every expense; my budget for things like this is ${ctx.budget}`,
          `money is tight-ish for me: ${ctx.budget} is what I have for things like this`,
        ])
      : sensitivity <= 0.35
        ? ctx.rng.pick([
            `price isn't my main worry; I spend ${ctx.budget} on tools like this`,
            `with a budget of ${ctx.budget}, I can pay for something that earns its keep`,
          ])
        : `with a budget of ${ctx.budget}, ${decisionLine(ctx)}`;
  parts.push(sentence(budgetLine));
  if (ctx.buyer && ctx.company && ctx.rng.chance(0.5)) {
    parts.push(sentence(`at ${ctx.company}, anything over that needs a clear return before I sign off`));
  }
  return parts;
}

export function answerOpinion(ctx: Context): string[] {
  const reaction = ctx.persona.response.overall_reaction.trim();
  const parts = [
    reaction ? sentence(reaction) : sentence(ctx.stance === "yes" ? "I like it" : "I'm not sold"),
  ];
  const motivation = motivationClause(ctx);
  const concern = ctx.concerns[0];
  if (ctx.stance === "yes") {
    if (motivation) {
      parts.push(
        sentence(
          `${ctx.rng.pick(["what draws me in:", "the main draw for me:", "what I like:"])} ${motivation}`,
        ),
      );
    }
    parts.push(sentence(actionInFirstPerson(ctx.persona.response.action_taken)));
  } else if (concern && reaction.split(/[.!?](?:\s|$)/).filter(Boolean).length < 3) {
    parts.push(
      sentence(
        `${ctx.rng.pick(["what holds me back is that", "the catch for me is that", "my main doubt is that"])} ${concernText(ctx, concern)}`,
      ),
    );
  } else if (ctx.stance === "maybe") {
    parts.push(sentence(actionInFirstPerson(ctx.persona.response.action_taken)));
  }
  return parts;
}

export function answerChangeMind(ctx: Context): string[] {
  const parts: string[] = [];
  if (ctx.stance === "yes") {
    parts.push(sentence("I'm already leaning yes"));
    const concern = ctx.concerns[0];
    parts.push(
      sentence(
        concern
          ? `what could still put me off is that ${concernText(ctx, concern)}; ${mainCondition(ctx)} would settle it`
          : `what would put me off is ${
              ctx.buyer
                ? "a slow rollout that eats my team's time"
                : ctx.persona.decision_profile.tech_adoption < 0.4
                  ? "having to learn something complicated"
                  : "it not living up to the pitch in the first week"
            }`,
      ),
    );
  } else {
    parts.push(
      sentence(
        `${ctx.rng.pick(["what would change my mind is", "it would take", "I'd come round with"])} ${mainCondition(ctx)}`,
      ),
    );
    const second = ctx.concerns[1];
    if (second) parts.push(sentence(`and ${conditionText(ctx, second.kind)} would help too`));
  }
  parts.push(sentence(`as for how I decide: ${decisionLine(ctx)}`));
  return parts;
}

export function answerRecommend(ctx: Context): string[] {
  const pain = ctx.pain;
  if (ctx.stance === "yes") {
    return [
      sentence(
        ctx.rng.pick([
          `yes, I'd tell other ${pluralRole(ctx)} about it`,
          "yes, I'd recommend it to friends",
          "I would, to the right people",
        ]),
      ),
      sentence(
        pain
          ? `especially anyone dealing with ${pain}, like me`
          : ctx.interest
            ? `especially people who are into ${ctx.interest}, like me`
            : `especially people in ${ctx.city} with a life like mine`,
      ),
    ];
  }
  if (ctx.stance === "maybe") {
    return [
      sentence(
        ctx.rng.pick([
          "not yet; I'd want to try it myself first",
          "maybe, once I've used it for a few weeks",
          "I'd hold off until I know it works",
        ]),
      ),
      sentence(`I don't recommend things I'm unsure about, and ${decisionLine(ctx)}`),
    ];
  }
  return [
    sentence(
      ctx.rng.pick([
        "probably not",
        "no, I don't think so",
        `not really; nobody I know in ${ctx.city} would use it`,
      ]),
    ),
    sentence(
      ctx.concerns[0]
        ? `I can't recommend something when ${concernText(ctx, ctx.concerns[0])}`
        : "it's hard to recommend something I wouldn't use myself",
    ),
  ];
}

export function answerCompetitors(ctx: Context): string[] {
  const alternative = ALTERNATIVES[ctx.idea.category];
  const pain = ctx.pain;
  const parts = [
    sentence(
      pain ? `right now I handle ${pain} with ${alternative}` : `right now I get by with ${alternative}`,
    ),
  ];
  parts.push(
    sentence(
      ctx.stance === "yes"
        ? `${capitalize(ctx.kp === "it" ? "this" : ctx.kp)} would beat that if it does what it says`
        : ctx.stance === "maybe"
          ? `to switch, I'd need ${mainCondition(ctx)}`
          : "switching isn't worth the effort for me",
    ),
  );
  return parts;
}

export function answerFeatures(ctx: Context): string[] {
  const pain = ctx.pain;
  const wishes: string[] = [];
  if (pain) wishes.push(`something that really helps with ${pain}`);
  for (const concern of ctx.concerns.slice(0, 2)) {
    const wish: Partial<Record<ConcernKind, string>> = {
      price: "a cheaper plan",
      unknown_price: "clear pricing up front",
      privacy: "clear controls over my data",
      setup: "a setup that takes minutes",
      ai: "a way to review what the AI does",
      novelty: "a free trial",
      clarity: "a clear example of what it does",
      taste: ctx.idea.physical ? "a sample to try" : "a demo I could play with",
    };
    const text = wish[concern.kind];
    if (text && !wishes.includes(text)) wishes.push(text);
  }
  if (wishes.length < 2) wishes.push(ctx.idea.physical ? "easy returns" : "a version that works on my phone");
  const list = wishes.length > 1 ? `${wishes.slice(0, -1).join(", ")} and ${wishes.at(-1)}` : wishes[0];
  return [
    sentence(`as ${ctx.role}, I'd want ${list}`),
    sentence(
      ctx.interest
        ? `and since I'm into ${ctx.interest}, anything that plays into that would win me over`
        : "keep it simple; I don't need bells and whistles",
    ),
  ];
}

export function answerConcerns(ctx: Context): string[] {
  if (ctx.concerns.length === 0) {
    return [
      sentence("not much, honestly"),
      sentence(
        ctx.idea.price
          ? `I'd just want it to keep working as well as it sounds, at ${ctx.idea.price.label}`
          : "I'd just want to know the price before I commit",
      ),
    ];
  }
  const [first, second] = ctx.concerns;
  const parts = [sentence(`my biggest worry is that ${concernText(ctx, first)}`)];
  if (second) parts.push(sentence(`also, ${concernText(ctx, second)}`));
  const trait = ctx.persona.traits.find((candidate) => TRAIT_WORRIES[candidate]?.includes(first.kind));
  if (trait) parts.push(sentence(`I'm ${trait.toLowerCase()} by nature, so that weighs on me`));
  return parts;
}
