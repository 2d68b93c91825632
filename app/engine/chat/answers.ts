import { lowerFirst } from "../text";
import {
  answerChangeMind,
  answerCompetitors,
  answerConcerns,
  answerFeatures,
  answerOpinion,
  answerPrice,
  answerRecommend,
} from "./answers-reaction";
import { answerFollowUp, answerHowUse, answerSwitching, answerWhoElse } from "./answers-intents";
import { concernText, conditionText, privacyWorry } from "./concerns";
import { actionInFirstPerson, anyPain, decisionLine, motivationClause, sentence } from "./phrasing";
import type { ChatTopic, Context } from "./types";

// Reply composition: the answer for each kind of question. Answers about the
// reaction itself are in answers-reaction.ts; here are use, privacy, AI, who
// the persona is, greetings, thanks and anything else.

function answerUse(ctx: Context): string[] {
  const action = sentence(actionInFirstPerson(ctx.persona.response.action_taken));
  const reason =
    ctx.stance === "yes"
      ? motivationClause(ctx)
        ? sentence(`the reason is simple: ${motivationClause(ctx)}`)
        : sentence("it fits how I live and work")
      : ctx.concerns[0]
        ? sentence(`the reason: ${concernText(ctx, ctx.concerns[0])}`)
        : sentence("it's just not something I'd reach for");
  return [action, reason];
}

function answerPrivacy(ctx: Context): string[] {
  const privacy = ctx.concerns.find((concern) => concern.kind === "privacy");
  if (privacy) {
    return [sentence(privacyWorry(ctx)), sentence(`I'd need ${conditionText(ctx, "privacy")}`)];
  }
  if (ctx.idea.privacySensitivity > 0.3) {
    return [
      sentence("I'd want to know where my data goes"),
      sentence("but it's not a deal-breaker for me if you're upfront about it"),
    ];
  }
  return [
    sentence("it doesn't seem to need much personal data, so that's not a big worry for me"),
    sentence("I'd still read the privacy policy, out of habit"),
  ];
}

function answerAi(ctx: Context): string[] {
  const aiConcern = ctx.concerns.find((concern) => concern.kind === "ai");
  const techy = ctx.persona.decision_profile.tech_adoption >= 0.6;
  if (aiConcern) {
    return [sentence("I don't trust AI to get this right"), sentence(`I'd need ${conditionText(ctx, "ai")}`)];
  }
  if (!ctx.idea.usesAI) {
    return [
      sentence("I didn't see AI as the point of it"),
      sentence(techy ? "I'm fine with AI, as long as it saves me time" : "I'm wary of AI, so that suits me"),
    ];
  }
  return [
    sentence(
      techy
        ? "the AI part is fine by me; I try new tech early"
        : "I'm not a big tech person, so I'd want the AI to stay out of my way",
    ),
    sentence(`as long as it gets things right for ${ctx.role}, I don't mind how it works`),
  ];
}

function answerIdentity(ctx: Context): string[] {
  const { persona } = ctx;
  const where = ctx.company ? ` at ${ctx.company}` : "";
  const parts = [sentence(`I'm ${persona.name}, ${ctx.age}, ${ctx.role}${where}, living in ${ctx.city}`)];
  const interests = persona.interests.slice(0, 2).map(lowerFirst);
  if (interests.length) parts.push(sentence(`outside work I'm into ${interests.join(" and ")}`));
  const pain = anyPain(ctx);
  if (pain) parts.push(sentence(`what bugs me most day to day is ${pain}`));
  const traits = persona.traits.slice(0, 2).map((trait) => trait.toLowerCase());
  if (traits.length)
    parts.push(sentence(`people would call me ${traits.join(" and ")}, and ${decisionLine(ctx)}`));
  return parts;
}

function answerGreeting(ctx: Context): string[] {
  return [
    sentence(`hi! I'm ${ctx.first}, ${ctx.role}`),
    sentence(
      ctx.stance === "yes"
        ? "happy to talk; I liked what I saw"
        : ctx.stance === "maybe"
          ? "happy to talk; I'm still making up my mind"
          : "happy to talk, though I'll be honest: I'm not sold",
    ),
  ];
}

function answerThanks(ctx: Context): string[] {
  return [
    sentence(ctx.rng.pick(["you're welcome", "any time", "happy to help"])),
    sentence(
      ctx.stance === "yes"
        ? ctx.idea.onSale
          ? "good luck with it"
          : "let me know when it launches"
        : ctx.rng.pick(["good luck with it", "if anything changes, come back to me"]),
    ),
  ];
}

function answerGeneral(ctx: Context): string[] {
  const stance =
    ctx.stance === "yes"
      ? `from where I stand as ${ctx.role}, I like it`
      : ctx.stance === "maybe"
        ? `from where I stand as ${ctx.role}, I'm on the fence`
        : `from where I stand as ${ctx.role}, it's not for me`;
  const parts = [sentence(stance)];
  const concern = ctx.concerns[0];
  const motivation = motivationClause(ctx);
  if (concern) parts.push(sentence(`mostly because ${concernText(ctx, concern)}`));
  else if (motivation) parts.push(sentence(`mostly because of this: ${motivation}`));
  parts.push(
    sentence(
      ctx.rng.pick([
        "what made you think of building it?",
        "what else would you like to know?",
        "ask me about the price, or what would change my mind",
      ]),
    ),
  );
  return parts;
}

export function answer(ctx: Context, topic: ChatTopic, message: string): string[] {
  switch (topic) {
    case "follow_up":
      return answerFollowUp(ctx);
    case "switching":
      return answerSwitching(ctx);
    case "who_else":
      return answerWhoElse(ctx);
    case "how_use":
      return answerHowUse(ctx);
    case "price":
      return answerPrice(ctx, message);
    case "opinion":
      return answerOpinion(ctx);
    case "change_mind":
      return answerChangeMind(ctx);
    case "recommend":
      return answerRecommend(ctx);
    case "competitors":
      return answerCompetitors(ctx);
    case "features":
      return answerFeatures(ctx);
    case "concerns":
      return answerConcerns(ctx);
    case "use":
      return answerUse(ctx);
    case "privacy":
      return answerPrivacy(ctx);
    case "ai":
      return answerAi(ctx);
    case "identity":
      return answerIdentity(ctx);
    case "greeting":
      return answerGreeting(ctx);
    case "thanks":
      return answerThanks(ctx);
    default:
      return answerGeneral(ctx);
  }
}
