import { providersOf } from "../essentials";
import { isBookedService } from "../actions";
import { ACTS_FOR_YOU, isKept, isSold } from "../idea-signals";
import { tasteIsAReason } from "../reasons";
import { atWork, judgesAWorkTool, speaksForCompany, spendsBusinessMoney } from "./reasons-data";
import type { IdeaCategory } from "../types";
import type { DriverKey } from "../utility";
import type { Line, Voice } from "./types";
import { billed, is } from "./words";

// The sentence that may follow the reason: a doubt an adopter still has,
// the condition a mixed answer sets, what a rejecter grants or adds, or a
// last word that fits the speaker.

type Closing = (voice: Voice) => string | null;

/** What gives pause, as a noun phrase: "My only hesitation is {paying $6/month}." */
export const DOUBTS: Partial<Record<DriverKey, readonly Line[]>> = {
  price: [(v) => (v.words.price ? `paying ${v.words.price}` : "the price"), () => "the price"],
  unknown_price: [() => "not knowing the price", () => "what it would end up costing"],
  privacy: [
    (_v, d) => (d.detail === "children" ? "what happens to my kids' data" : "what happens to my data"),
    (_v, d) =>
      d.detail === "children" ? "who sees my children's information" : "where my data would end up",
    () => "who else would see my information",
  ],
  setup: [() => "the setup", () => "how long it takes to get going"],
  novelty: [() => "how new and untested it is", () => "whether it holds up once the novelty wears off"],
  ai: [() => "trusting the AI with it", () => "how often the AI gets it wrong"],
  clarity: [() => "not knowing what it really fixes"],
  taste: [
    (v) =>
      v.idea.priceRise
        ? v.idea.essential
          ? `what other ${providersOf(v.idea.essential)} charge`
          : v.idea.cover
            ? "whether I'd ever claim on it"
            : "how much I still use it"
        : "whether I'd like the taste",
  ],
  audience_fit: [() => "whether it fits how I'd actually use it"],
  switching: [(_v, d) => (d.detail ? `giving up ${d.detail}` : "switching from what I use")],
  free_version: [() => "paying for what I get free", () => "whether it's worth more than the free one"],
  substitute: [() => "whether it's as good as the real thing"],
  subscription: [
    (v) => (v.idea.saving ? "whether it really saves more than it costs" : `another ${billed(v)} bill`),
    // Cover is only ever paid by premium: there is no signing up to a subscription for it.
    (v) => {
      if (v.idea.cover) return `taking on another ${billed(v)} premium`;
      if (v.idea.saving) return "how much it would really save me";
      return "signing up for yet another subscription";
    },
  ],
  money_risk: [
    (_v, d) =>
      d.detail === ACTS_FOR_YOU ? "what it would change without asking me" : "the risk to my money",
  ],
  bodily_risk: [() => "what it does to my body"],
  safety_risk: [() => "trusting it with my safety"],
  durable: [() => "spending that much", () => "whether it would last"],
  irrelevant: [() => "whether I'd really use it"],
  commitment: [() => "whether I'd buy one this year"],
  cohort_fit: [() => "whether it's really for me"],
  familiarity: [
    (_v, d) => (d.detail ? `the thought of eating ${d.detail}` : "not knowing what it would be like"),
  ],
  harm: [() => "how it could be misused"],
};

/** "{Form} {doubt}." for adopters and for mixed answers. */
export const DOUBT_FORMS = {
  yes: [
    "My only hesitation is",
    "The one thing giving me pause is",
    "What I'd watch is",
    "The only question for me is",
    "If anything, I'd think twice about",
  ],
  mixed: [
    "What holds me back is",
    "The sticking point is",
    "My hesitation is",
    "What keeps me from saying yes is",
    "The part I'm unsure about is",
  ],
} as const;

/** What would turn a mixed answer into a yes, by what holds it back. */
export const CONDITIONS: Partial<Record<DriverKey, readonly string[]>> = {
  price: [
    "If the price came down, I'd reconsider.",
    "At half the price, I'd be in.",
    "A cheaper starter option would get me to try it.",
    "If it were ever discounted, I'd take a look.",
  ],
  unknown_price: [
    "If the price is right, I'd give it a go.",
    "At the right price, sure.",
    "Tell me what it costs and I'll tell you if I'm in.",
  ],
  privacy: [
    "If my data stayed private, I'd consider it.",
    "Show me a clear privacy promise and I might try it.",
  ],
  setup: [
    "If it were simpler to start, I'd try it.",
    "Make it plug-and-play and I'd be in.",
    "If someone set it up for me, I'd use it.",
  ],
  novelty: [
    "If friends recommended it, I'd give it a go.",
    "Once it has some good reviews, maybe.",
    "Give it a year to prove itself and ask me again.",
    "I'd let the early adopters find the problems first.",
  ],
  ai: ["If I could check the AI's work, maybe."],
  clarity: ["Show me what it fixes and I'll listen."],
  taste: ["I'd want to try a sample first.", "A free taste would decide it."],
  irrelevant: ["Maybe if my situation changed."],
  switching: ["If moving over were painless, maybe."],
  free_version: [
    "If the paid version added something I'd miss, I'd think about it.",
    "At a price I wouldn't notice, maybe.",
  ],
  substitute: [
    "If it really matched the real thing, I'd try it.",
    "A free sample next to the original would settle it.",
  ],
  subscription: [
    "If I could buy it once instead of subscribing, I'd consider it.",
    "A one-off price would change my mind.",
  ],
  commitment: ["Maybe later, once the price drops."],
  audience_fit: ["Maybe for someone else in my circle."],
};

/** Last words on a rise in what one already pays: kept or cancelled, never launched or recommended. */
export const PRICE_RISE_CLOSERS: Record<"yes" | "mixed" | "no", readonly string[]> = {
  yes: [
    "I'd keep it.",
    "I'd grumble, but I'd pay it.",
    "I'd stick with it.",
    "It stays.",
    "I'm not going anywhere.",
    "I'll keep paying.",
    "I'd just carry on.",
    "I'll stay put.",
    "Not worth the fuss of leaving.",
  ],
  mixed: [
    "One more rise and I'd cancel.",
    "I'd look at what else is out there first.",
    "I'd compare what the others charge first.",
    "I'd give it a month and then decide.",
    "I'd start looking around, at least.",
    "I'd ask them for a better deal first.",
    "I'd think hard before the next bill.",
  ],
  no: [
    "I'd cancel and find something cheaper.",
    "That would be my cue to cancel.",
    "I'd cancel before the next bill.",
    "I'd find something cheaper.",
  ],
};

/**
 * Last words on a rise in a household essential (home internet, insurance): kept or taken to
 * another provider, since nobody goes without one.
 */
export const ESSENTIAL_RISE_CLOSERS: Record<
  "yes" | "mixed" | "no",
  readonly ((providers: string) => string)[]
> = {
  // Keeping a dearer essential is said as keeping any dearer plan, or as not worth switching.
  yes: [...PRICE_RISE_CLOSERS.yes.map((line) => () => line), () => "Switching isn't worth the hassle."],
  mixed: [
    () => "One more rise and I'd switch.",
    (providers) => `I'd check what the other ${providers} charge first.`,
    () => "I'd ring them and ask for a better deal first.",
    () => "I'd start looking around, at least.",
    () => "I'd give it a month and then decide.",
  ],
  no: [
    (providers) => `I'd move to one of the other ${providers}.`,
    () => "That would be my cue to switch.",
    () => "I'd switch before the next bill.",
    () => "I'd find a cheaper deal elsewhere.",
  ],
};

/** What would decide it where the bill is a premium (cover is never bought once). */
export const PREMIUM_CONDITIONS: readonly string[] = [
  "A lower premium would change my mind.",
  "If the premium came down, I'd look again.",
];

/** What would turn a subscription one cannot leave at will into a yes; never asked of one that can be. */
export const TIED_SUBSCRIPTION_CONDITIONS: readonly string[] = [
  "If I could cancel any time without hassle, maybe.",
];

/** What would decide a mixed answer when nothing in particular holds it back. */
export const OPEN_CONDITIONS: readonly Closing[] = [
  (v) => (is(v, "warm") || is(v, "eager") ? "If a friend swore by it, I'd give it a go." : null),
  (v) =>
    is(v, "warm") || is(v, "eager")
      ? "A good word from someone I trust would tip me over."
      : "I'd want a few honest reviews before I made up my mind.",
  (v) =>
    !v.idea.physical && (is(v, "analytical") || is(v, "practical"))
      ? "I'd need to see it in action first."
      : null,
  // A thing kept is looked at in a shop first; a box delivered each month or a food is tried.
  (v) => {
    if (!v.idea.physical || !(is(v, "analytical") || is(v, "practical"))) return null;
    return isKept(v.idea.durable)
      ? "I'd want to see one in a shop before deciding."
      : "I'd want to try one first.";
  },
  (v) => `If other ${v.roles} I know started using it, I'd look again.`,
  (v) =>
    v.older ? "I'd wait until it has been around a while." : "I'd want to hear how it works for others.",
  (v) =>
    (is(v, "wary") || is(v, "practical")) && !v.older ? "I'd keep an eye on it, but I wouldn't rush." : null,
  // Food is judged by its taste, not by figures.
  (v) =>
    is(v, "analytical") && !tasteIsAReason(v.idea)
      ? "I'd want to see some numbers first."
      : "Ask me again in a few months.",
  (v) => (v.words.target ? `I'd want to hear how ${v.words.target} get on with it first.` : null),
];

const DELIVERED = /\b(?:deliver\w*|subscri\w*|ships?|shipped|shipping|mail(?:ed)?|to your door)\b/i;

/** A last word from someone who would buy or use it. */
/** Kinds of product a household shares (a meal, a game), unlike an expense tracker or a work tool. */
const SHARED_AT_HOME: ReadonlySet<IdeaCategory> = new Set([
  "food",
  "entertainment",
  "lifestyle",
  "education",
  "health",
]);

export const ADOPTER_CLOSERS: readonly Closing[] = [
  (v) => (speaksForCompany(v) ? "I'd bring it to my team this week." : "I'd tell my friends about it."),
  // Something on sale already is not waited for.
  (v) => (v.idea.onSale ? null : "I'd want to know when it launches."),
  (v) => (judgesAWorkTool(v) ? "I'd want to try it on real work first." : null),
  // Colleagues hear of what fits their job, not of a cargo bike for the family.
  (v) => (v.jobFits || judgesAWorkTool(v) ? `I'd happily recommend it to other ${v.roles}.` : null),
  (v) => (v.idea.onSale ? null : "I'd keep an eye out for the launch."),
  (v) =>
    is(v, "warm") && !spendsBusinessMoney(v)
      ? "I'd probably mention it to my family."
      : v.idea.onSale
        ? null
        : "I'd sign up for updates straight away.",
  (v) => {
    if (is(v, "eager") && !v.idea.onSale) return "I'd want to be among the first to try it.";
    // Goods on the shelf already are bought, not watched.
    if (v.idea.onSale && v.idea.physical && !isKept(v.idea.durable)) {
      return is(v, "practical") || is(v, "analytical")
        ? "I'd put it on my shopping list."
        : "I'd grab some on my next shop.";
    }
    return "I'd be curious to see where it goes.";
  },
  (v) =>
    // Shops, not for what comes to the door.
    v.idea.physical &&
    v.idea.offer === "paid" &&
    !v.words.price?.includes("/") &&
    !DELIVERED.test(v.idea.text)
      ? v.idea.onSale
        ? "I'd pick one up next time I'm at the shops."
        : `If it shows up in stores around ${v.place}, I'd pick one up.`
      : null,
  // A company buys after a trial and a meeting, not on the spot ("bring it to my team" is said above).
  (v) => (v.buyer && atWork(v) ? "I'd ask them for a pilot with one of our teams." : null),
  (v) => (v.buyer && atWork(v) && !v.solo ? "I'd raise it at our next planning meeting." : null),
  (v) => (v.owner && atWork(v) ? "I'd mention it to the other business owners I know." : null),
  (v) => (v.young ? "I'd send it to my group chat." : null),
  (v) => (v.older ? "I'd tell my neighbours about it." : null),
  (v) =>
    // A visit booked for one job (a groomer, a repair) is not something a family uses together.
    v.parent && !atWork(v) && SHARED_AT_HOME.has(v.idea.category) && !isBookedService(v.idea)
      ? tasteIsAReason(v.idea)
        ? "I think the whole family would enjoy it."
        : "I think the whole family would use it."
      : null,
];

/** "{Doubt} {tail}": a rejecter's second reason. */
export const ALSO_TAILS: readonly string[] = [
  "is another sticking point.",
  "bothers me too.",
  "doesn't help either.",
  "is a worry on top of that.",
  "only makes it worse for me.",
  "counts against it as well.",
];

/** A rejecter granting what pulled: {granted} is a clause ("it reminds me to drink"). */
export const CONCESSIONS: readonly ((granted: string, voice: Voice) => string | null)[] = [
  (granted, v) =>
    is(v, "plain") || is(v, "eager") ? `Sure, ${granted}, but that's not enough for me.` : null,
  (granted, v) => (is(v, "wary") ? `I'll grant that ${granted}; it still isn't enough.` : null),
  (granted, v) => (is(v, "practical") ? `Even if ${granted}, I'd still pass.` : null),
  (granted, v) => (is(v, "practical") ? `Fine, ${granted}, but I don't need it.` : null),
  (granted, v) => (is(v, "wary") ? `Maybe ${granted}, but I'm not convinced.` : null),
  (granted, v) => (v.older ? `I grant you ${granted}, but I'll pass.` : null),
  (granted, v) => (v.young ? `Okay, ${granted}, but still no.` : null),
  (granted, v) => (is(v, "warm") ? `I can see the appeal, since ${granted}, but no.` : null),
  (granted, v) => (is(v, "analytical") ? `Yes, ${granted}; the rest doesn't add up.` : null),
];

/** A last word from someone who would not buy or use it. */
export const REJECTER_CLOSERS: readonly Closing[] = [
  () => "Maybe it's great for others, just not me.",
  () => "I can see it working for someone else, though.",
  (v) => `Other ${v.roles} might feel differently.`,
  (v) => (v.older ? "I'll stick with what I have at my age." : "I'll stick with what I have."),
  (v) => (is(v, "warm") ? "I hope it finds its people, though." : "Someone will want it; it won't be me."),
  (v) => (is(v, "wary") ? "I've seen too many things like this come and go." : null),
  (v) => (v.older ? "I've managed fine without it so far." : "I'll manage fine without it."),
  (v) =>
    is(v, "wary")
      ? "If it takes off, fair enough; I'll watch from the side."
      : "If it takes off, good luck to them.",
  (v) => (v.words.target ? `I can see ${v.words.target} going for it, though.` : null),
  (v) => (v.words.incumbent ? `I'll stick with ${v.words.incumbent}.` : null),
  (v) => (is(v, "practical") ? "I've got what I need already." : null),
  (v) => (is(v, "eager") ? "I'll save my excitement for something else." : null),
  (v) => (v.buyer && atWork(v) ? "I'd pass it to a team it fits better." : null),
  // Said of one's own life, not of a tool one would buy for work.
  ...[
    (v: Voice) => `Nobody I know in ${v.place} would buy it either.`,
    (v: Voice) => (v.young && v.ageIsAReason ? "Maybe when I'm older." : null),
    (v: Voice) => (v.older && v.ageIsAReason ? "Maybe twenty years ago." : null),
  ].map(
    (line): Closing =>
      (v) =>
        judgesAWorkTool(v) ? null : line(v),
  ),
];

/**
 * Last words that give money as a second reason: only where saying yes costs money and its price
 * is among the speaker's concerns, and never of a tool bought with a company's money.
 */
export const MONEY_LAST_WORDS: readonly Closing[] = [
  (v: Voice) => (v.tight && is(v, "practical") ? `My ${v.budget} budget has better places to go.` : null),
  (v: Voice) => (v.parent ? "My money goes on the kids first." : null),
].map(
  (line): Closing =>
    (v) =>
      isSold(v.idea) && v.priceWeighs && !judgesAWorkTool(v) ? line(v) : null,
);
