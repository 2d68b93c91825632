import { casualTitle, withArticle } from "./reasons";
import type { Rng } from "./rng";
import { roleB2bAffinity } from "./roles";
import { capitalize, lowerFirst } from "./text";
import type { IdeaFeatures, Persona, PrivacyReason, Score } from "./types";
import type { Driver, DriverKey } from "./utility";
import { pluralOf } from "./inflect";

// Writes the first-person reaction: an opener set by the score and the
// persona's temperament, a sentence on the strongest driver naming what in
// the idea caused it, and sometimes a counterpoint or condition. Templates
// avoid verbs that must agree with the key phrase ("X would", not "X is").

type Tone = "eager" | "wary" | "analytical" | "practical" | "warm" | "plain";

interface Voice {
  persona: Persona;
  idea: IdeaFeatures;
  score: Score;
  /** Main key phrase, or "this idea". */
  kp: string;
  /** Another key phrase when there is one. */
  kp2: string;
  role: string;
  company: string;
  place: string;
  age: number;
  young: boolean;
  older: boolean;
  tone: Tone;
  rng: Rng;
}

type Line = (voice: Voice, driver: Driver) => string | null;

const TONE_OF_TRAIT: Readonly<Record<string, Tone>> = {
  Enthusiastic: "eager",
  "Early adopter": "eager",
  Adventurous: "eager",
  Outgoing: "eager",
  "Trend-conscious": "eager",
  Curious: "eager",
  Skeptical: "wary",
  Cautious: "wary",
  Traditional: "wary",
  Loyal: "wary",
  Analytical: "analytical",
  "Detail-oriented": "analytical",
  "Tech-savvy": "analytical",
  Pragmatic: "practical",
  Busy: "practical",
  Frugal: "practical",
  Thrifty: "practical",
  Impatient: "practical",
  Organized: "practical",
  Caring: "warm",
  "Family-oriented": "warm",
  Easygoing: "warm",
  Social: "warm",
};

function toneOf(persona: Persona): Tone {
  for (const trait of persona.traits) {
    const tone = TONE_OF_TRAIT[trait];
    if (tone) return tone;
  }
  if (persona.decision_style === "Analytical" || persona.decision_style === "Data-driven")
    return "analytical";
  if (persona.decision_style === "Cautious") return "wary";
  return "plain";
}

// ------------------------------------------------------------ openers

const OPENERS: Record<Score, readonly string[]> = {
  5: [
    "I love this.",
    "This is exactly what I've been waiting for.",
    "Count me in.",
    "I'd jump on this.",
    "I'm sold.",
    "This one's a winner for me.",
    "Yes, please.",
    "I'm genuinely excited about this.",
  ],
  4: [
    "I like this.",
    "This could really work for me.",
    "I'd give it a real shot.",
    "This is appealing.",
    "I'm interested.",
    "Promising.",
    "I can see myself using this.",
    "I'd try it.",
    "Pretty good idea.",
  ],
  3: [
    "I'm on the fence.",
    "Could go either way for me.",
    "Interesting, but I'm not sure yet.",
    "Maybe.",
    "I have mixed feelings.",
    "I'm curious, but not convinced.",
    "It's okay.",
    "Not sure about this one.",
  ],
  2: [
    "Probably not for me.",
    "I don't see myself using this much.",
    "I'm not really drawn in.",
    "Doesn't do much for me.",
    "I'd likely pass.",
    "Not really my thing.",
    "I'm lukewarm on this.",
    "I can see the idea, but it's not for me.",
    "I doubt I'd get much out of it.",
    "It leaves me fairly cold.",
    "I'm leaning towards no.",
    "I'm not sold on it.",
    "I'd probably let this one go.",
    "It's not quite for me.",
    "I can't see myself reaching for it.",
    "My gut says no.",
  ],
  1: [
    "Not for me at all.",
    "Hard pass.",
    "I can't see myself ever buying this.",
    "No, thanks.",
    "This doesn't appeal to me at all.",
    "I'd never use this.",
    "Not interested.",
    "This isn't something I'd spend a minute on.",
    "I'll pass on this one.",
    "Definitely not for me.",
    "I wouldn't give this a second look.",
    "Nope, not for me.",
    "I'm not the customer for this.",
    "This one isn't for me, full stop.",
    "I can't get excited about this at all.",
    "No part of this speaks to me.",
    "I'd say no without thinking twice.",
    "I wouldn't buy this, even on a whim.",
    "You'd struggle to sell me on this.",
  ],
};

const TONE_OPENERS: Record<Tone, Partial<Record<Score, readonly string[]>>> = {
  eager: {
    5: ["Oh, I'd be first in line for this!", "This is so up my alley!"],
    4: ["Ooh, this is fun.", "Nice, I'm into this."],
    3: ["I want to like this."],
  },
  wary: {
    4: ["I'm usually skeptical, but this one gets me.", "Cautiously, yes."],
    3: ["Hmm, I'd need convincing.", "I'll reserve judgment."],
    2: ["I have my doubts.", "I'm not convinced.", "I've seen a lot of things like this fizzle out."],
    1: [
      "I don't buy it.",
      "Color me unconvinced.",
      "My guard goes up with things like this.",
      "I'm deeply unconvinced.",
    ],
  },
  analytical: {
    5: ["The value here is obvious to me."],
    4: ["On paper, this makes sense.", "The logic checks out for me."],
    3: ["The numbers would have to work.", "On paper it's fine; in practice, I'm unsure."],
    2: ["I don't see the value case.", "I ran the numbers in my head, and they don't work for me."],
    1: ["I can't find a case for this in my life.", "For me the cost-benefit doesn't even come close."],
  },
  practical: {
    5: ["This would actually make my life easier."],
    4: ["Practical, and I like that."],
    3: ["It depends on whether it actually saves me effort."],
    2: ["I don't see it earning its keep.", "I don't see it saving me any time."],
    1: ["I have no practical use for this.", "It would just be one more thing I don't use."],
  },
  warm: {
    5: ["What a lovely idea!"],
    4: ["I think my family would like this too."],
    3: ["It's a nice thought."],
    2: ["I can see the good intentions, but I'd pass."],
    1: ["I'm sure someone will love it, but not me.", "I don't mean to be unkind, but no."],
  },
  plain: {},
};

function interjection(voice: Voice): string {
  if (voice.young && voice.rng.chance(0.3))
    return voice.rng.pick(["Honestly, ", "Okay, ", "Ngl, ", "Real talk: "]);
  if (voice.older && voice.rng.chance(0.3))
    return voice.rng.pick(["Frankly, ", "Well, ", "I must say, ", "At my age, "]);
  return "";
}

function opener(voice: Voice): string {
  const pool = [...OPENERS[voice.score], ...(TONE_OPENERS[voice.tone][voice.score] ?? [])];
  const line = voice.rng.pick(pool);
  const prefix = interjection(voice);
  return prefix ? `${prefix}${lowerFirst(line)}` : line;
}

// ------------------------------------------------------------ drivers

const PRIVACY_WORRY: Record<PrivacyReason, readonly string[]> = {
  children: [
    "I'd worry about where my kids' data ends up.",
    "Tracking children makes me really uneasy.",
    "Anything that watches kids needs a lot of trust, and I'm not there.",
  ],
  health: [
    "I'm wary of handing over health data.",
    "My health information is not something I share lightly.",
    "I'd want to know who else sees my health data.",
  ],
  location: [
    "I don't love the idea of being tracked.",
    "Sharing my location all the time feels like too much.",
    "Constant location tracking is a red flag for me.",
  ],
  recording: [
    "Being recorded feels invasive.",
    "I don't want something listening in on me.",
    "Recording everything crosses a line for me.",
  ],
  money: [
    "I'd be nervous about sharing my financial details.",
    "Connecting my bank info makes me uneasy.",
    "My money data stays private, full stop.",
  ],
};

const POSITIVE: Partial<Record<DriverKey, readonly Line[]>> = {
  interest_fit: [
    (v, d) => (d.detail ? `As someone into ${lowerFirst(d.detail)}, I'm drawn to ${v.kp}.` : null),
    (v, d) => (d.detail ? `I'm big on ${lowerFirst(d.detail)}, so ${v.kp} would fit right in.` : null),
    (v, d) => (d.detail ? `It ties into my love of ${lowerFirst(d.detail)}.` : null),
    (v, d) => (d.detail ? `Anything that plays into ${lowerFirst(d.detail)} gets my attention.` : null),
  ],
  pain_fit: [
    (v, d) => (d.detail ? `I struggle with ${lowerFirst(d.detail)}, and ${v.kp} could actually help.` : null),
    (_v, d) =>
      d.detail ? `If it really helps with ${lowerFirst(d.detail)}, that's worth a lot to me.` : null,
    (v, d) =>
      d.detail ? `I deal with ${lowerFirst(d.detail)} constantly, so ${v.kp} would hit home.` : null,
  ],
  role_fit: [
    (v) => `As ${v.role}, I can see ${v.kp} fitting into my day.`,
    (v) => `In my job as ${v.role}, something like ${v.kp} would get used.`,
    (v) => (v.company ? `At ${v.company}, we'd have a real use for ${v.kp}.` : null),
    (v) => `Working as ${v.role}, I'd find a use for this quickly.`,
  ],
  trait_fit: [
    (v, d) => (d.detail ? `I'm pretty ${d.detail.toLowerCase()}, and ${v.kp} would suit that.` : null),
    (_v, d) => (d.detail ? `Being ${d.detail.toLowerCase()}, I appreciate the thinking behind it.` : null),
  ],
  keyword_fit: [
    (v) => `${capitalize(v.kp)} would be right up my street.`,
    (v) => `${capitalize(v.kp2)} caught my eye straight away.`,
  ],
  audience_fit: [
    (v) => (v.tone === "plain" || v.tone === "eager" ? "It's clearly built for teams like mine." : null),
    (v) =>
      v.older
        ? "I've waited years for someone to build this for people in my job."
        : v.tone === "analytical" || v.tone === "wary"
          ? "On the evidence of the pitch, it's built for exactly my role."
          : "This is aimed squarely at people who do my job.",
    (v) => `As ${v.role}, this is squarely my kind of problem.`,
    () => "We'd actually find budget for this.",
    (v) =>
      v.tone === "analytical"
        ? "I can already see where it would save us hours."
        : "It would save my team real time.",
    (v) => (v.company ? `We'd have ${v.kp} running at ${v.company} within a month.` : null),
    () => "It speaks to a problem we talk about every week.",
    (v) => `Our team has been patching around this for years; ${v.kp} would fix it properly.`,
    (v) => (v.company ? `At ${v.company}, this would solve a real problem.` : null),
    (v) => `It's made for people in my position; as ${v.role}, I'd be the one to buy it.`,
    (v) => (v.company ? `I can think of three people at ${v.company} who'd use ${v.kp} tomorrow.` : null),
    (v) => `Whoever designed ${v.kp} has clearly worked somewhere like mine.`,
    (v) => (v.tone === "analytical" ? `The use case maps onto our workflow almost one to one.` : null),
    (v) => (v.tone === "practical" ? `We'd put ${v.kp} to work in the first week.` : null),
    (v) => (v.older ? `I've seen a lot of tools come through; this one fits how we actually work.` : null),
    (v) => (v.young ? `My team would actually use this, which is rare.` : null),
  ],
  novelty: [
    (v) => `I love trying new things, and ${v.kp} would be new to me.`,
    () => "It's new, and I like being early to things like this.",
    (v) => `I've never tried anything like ${v.kp}, and I'd like to.`,
  ],
  ai: [(v) => `Using AI for ${v.kp} makes a lot of sense to me.`, () => "The AI part is what sold me."],
  price: [
    (_v, d) => (d.detail ? `At ${d.detail}, it's an easy yes.` : null),
    (_v, d) => (d.detail ? `${capitalize(d.detail)} seems fair for this.` : null),
    (v, d) =>
      d.detail ? `${capitalize(d.detail)} fits comfortably in my ${v.persona.budget} budget.` : null,
    (v, d) => (d.detail && v.tone === "analytical" ? `For ${d.detail}, the value is clearly there.` : null),
    (v, d) => (d.detail ? `I'd happily pay ${d.detail} for ${v.kp}.` : null),
    (v, d) => (d.detail && v.young ? `${capitalize(d.detail)}? That's nothing for what you get.` : null),
    (v, d) => (d.detail && v.older ? `${capitalize(d.detail)} strikes me as a fair price.` : null),
  ],
  free: [
    (v) => (v.tone !== "practical" ? "Being free makes it easy to try." : null),
    (v) => (v.young ? "Free? I'm in." : "A free option takes the risk out of it for me."),
    () => "If it's free, there's no reason not to give it a go.",
    (v) => `Free means I can try ${v.kp} with nothing to lose.`,
    (v) => (v.tone === "practical" ? "No cost, so the only question is whether it saves me time." : null),
    (v) => (v.tone === "wary" ? "It's free, so I can walk away if it disappoints." : null),
    (v) => `On a ${v.persona.budget} budget, free is exactly my price.`,
  ],
  setup: [
    (v) =>
      v.idea.physical
        ? "No prep and no hassle, which is exactly what I want."
        : "It looks easy to get started with.",
    (v) =>
      v.idea.physical
        ? `Grab-and-go would suit my schedule, especially in ${v.place}.`
        : "No big setup, which matters to me.",
    (v) => (v.idea.physical ? "The convenience is what gets me." : "I like that I could start right away."),
  ],
  clarity: [() => "It solves a problem I actually have.", () => "I get exactly what it's for."],
  taste: [
    (v) =>
      v.idea.category === "food"
        ? "I can already imagine the taste, and I like it."
        : `Something about ${v.kp} just clicks for me.`,
    (v) =>
      v.idea.category === "food"
        ? "It sounds tasty, and I'd be happy to try it."
        : "I can't quite say why, but I like it.",
    (v) => (v.idea.category === "food" ? `${capitalize(v.kp)} is exactly the kind of thing I'd grab.` : null),
    (v) => (v.idea.category === "food" && v.young ? "That sounds so good to me right now." : null),
    (v) => (v.idea.category === "food" && v.older ? "That sounds like a proper meal to me." : null),
    (v) =>
      v.idea.category === "food" ? "My mouth is watering already." : `${capitalize(v.kp)} appeals to me.`,
    (v) => (v.tone === "warm" ? "I can picture sharing it at home." : null),
  ],
  mood: [() => "I'm generally happy to give new products a try."],
  cohort_fit: [
    (v) => `I already use this kind of thing, so ${v.kp} is an easy fit.`,
    () => "It's the kind of thing I'm already in the market for.",
  ],
  familiarity: [
    (v) => (v.tone !== "eager" ? "I know what I'd be getting, which makes it an easy yes." : null),
    () => "It's the kind of thing I already understand.",
    (v) =>
      v.older
        ? "I've bought things like this before and been happy."
        : "I've used things like this before and liked them.",
    (v) =>
      v.tone === "practical"
        ? "No learning curve, which I like."
        : "Nothing about it needs explaining to me.",
    (v) => (v.young ? `I grew up with things like ${v.kp}; it's nothing new to me.` : null),
    (v) => `I already know how ${v.kp} works, so there's little to lose.`,
    (v) => `${capitalize(v.kp)} is a known quantity, and I like that.`,
    (v) => (v.older ? `I've seen things like ${v.kp} around for years; no surprises there.` : null),
    (v) => (v.tone === "wary" ? "Nothing experimental here, which suits me." : null),
    (v) => `Friends of mine already use things like ${v.kp}, so I'm comfortable with it.`,
    (v) =>
      v.tone === "practical" ? "It's a familiar kind of thing, so there's nothing new to learn." : null,
  ],
  commitment: [() => "Trying it costs me almost nothing.", () => "I'd give it a go; it's easy to try once."],
};

const NEGATIVE: Partial<Record<DriverKey, readonly Line[]>> = {
  price: [
    (_v, d) => (d.detail ? `${capitalize(d.detail)} feels steep to me for what it is.` : null),
    (v, d) =>
      d.detail
        ? v.persona.decision_profile.budget_sensitivity > 0.5
          ? `${capitalize(d.detail)} is more than I'd want to spend.`
          : `Even for me, ${d.detail} is a lot for ${v.kp}.`
        : null,
    (v, d) =>
      d.detail && v.tone === "analytical" ? `I can't make ${d.detail} add up for what it does.` : null,
    (v, d) => (d.detail && v.older ? `I've never paid ${d.detail} for anything like this.` : null),
    (v, d) => (d.detail && v.young ? `${capitalize(d.detail)}? I can't afford that.` : null),
    (_v, d) => (d.detail ? `${capitalize(d.detail)} is out of my range.` : null),
    (v, d) => (d.detail && v.tone === "warm" ? `I'd rather spend ${d.detail} on my family.` : null),
    (v, d) => (d.detail && v.tone === "practical" ? `I can think of better uses for ${d.detail}.` : null),
    (_v, d) => (d.detail ? `For ${d.detail} I'd expect a lot more.` : null),
    (v, d) =>
      d.detail && roleB2bAffinity(v.persona.role) >= 0.6
        ? `At ${d.detail}, I'd need to see a clear return.`
        : d.detail
          ? `The price would hold me back; ${d.detail} adds up.`
          : null,
    (v, d) => (d.detail ? `On my budget of ${v.persona.budget}, ${d.detail} is hard to justify.` : null),
    (v, d) => (d.detail ? `As ${v.role}, I can't justify ${d.detail} for ${v.kp}.` : null),
    (v, d) => (d.detail ? `I'd rather keep my money than pay ${d.detail} for ${v.kp}.` : null),
    (v, d) => {
      const tight = v.persona.pain_points.find((pain) =>
        /budget|debt|income|prices|subscriptions|bills/i.test(pain),
      );
      return d.detail && tight ? `With ${lowerFirst(tight)} on my mind, ${d.detail} is a lot.` : null;
    },
  ],
  unknown_price: [
    () => "It would depend on the price.",
    () => "I'd need to know what it costs first.",
    (v) => `Without a price, I can't tell whether ${v.kp} fits my ${v.persona.budget} budget.`,
    (v) => (v.tone === "analytical" ? "No price, no decision; I'd need the numbers." : null),
    (v) =>
      roleB2bAffinity(v.persona.role) >= 0.6 ? "I'd need a quote before I could take it anywhere." : null,
    (v) => (v.tone === "wary" ? "When a price isn't stated, it's usually high." : null),
  ],
  privacy: [
    (v, d) =>
      v.rng.pick(
        PRIVACY_WORRY[(d.detail as PrivacyReason | undefined) ?? "recording"] ?? [
          "I'd want to know what happens to my data.",
        ],
      ),
  ],
  setup: [
    () => "Setting it up looks like more work than I have time for.",
    () => "It seems like a hassle to get going.",
    () => "I don't want another thing to set up.",
  ],
  irrelevant: [
    (v) => `I just don't have a need for ${v.kp}.`,
    (v) => `It doesn't really fit my life as ${v.role}.`,
    (v) => `I'd never go looking for ${v.kp}.`,
    (v) => {
      const interest = v.persona.interests[0];
      return interest
        ? `I'm more into ${lowerFirst(interest)}, and ${v.kp} wouldn't add anything there.`
        : null;
    },
    (v) => (v.older ? `At ${v.age}, I don't see where ${v.kp} would fit in.` : null),
  ],
  audience_fit: [
    (v) =>
      v.idea.audience === "B2B" && roleB2bAffinity(v.persona.role) < 0.45
        ? `It feels built for companies, not for ${v.older ? "someone my age" : "someone like me"}.`
        : "It's a consumer thing; not something my company would buy.",
    (v) =>
      v.idea.audience === "B2B" && roleB2bAffinity(v.persona.role) < 0.45
        ? `As ${v.role}, I'd have no use for a work tool like this.`
        : "I don't see how it fits into how we buy at work.",
  ],
  novelty: [
    () => "It's too new for me; I'd wait and see how it works out for others.",
    () => "I'd want to see reviews before trusting something this new.",
    (v) => (v.older ? `At ${v.age}, I tend to stick with what I know.` : "I tend to stick with what I know."),
  ],
  ai: [(v) => `I'm wary of letting AI handle ${v.kp}.`, () => "I don't trust AI to get this right."],
  clarity: [() => "I'm not sure what problem it really solves.", () => "I don't quite get who it's for."],
  taste: [
    (v) =>
      v.idea.category === "food"
        ? `I'm just not a fan of ${v.kp}.`
        : `${capitalize(v.kp)} just wouldn't appeal to me.`,
    (v) =>
      v.idea.category === "food"
        ? `${capitalize(v.kp)} doesn't sound appetizing to me.`
        : `Something about ${v.kp} doesn't sit right with me.`,
    (v) =>
      v.idea.category === "entertainment"
        ? "It's not my kind of fun."
        : `${capitalize(v.kp)} would not be my style.`,
    (v) => `I tried to picture myself with ${v.kp}, and I couldn't.`,
    (v) => (v.idea.category === "food" ? "It's not what I'd reach for." : `I just don't click with ${v.kp}.`),
    (v) => (v.older ? `${capitalize(v.kp)} isn't for someone my age.` : null),
    (v) => (v.young ? `${capitalize(v.kp)} isn't really my vibe.` : null),
    (v) => (v.tone === "practical" ? `I can't see what ${v.kp} would do for me.` : null),
    () => "It just isn't my taste.",
    (v) => (v.idea.category === "food" ? "It's not something I'd ever crave." : "It doesn't grab me."),
    (v) => (v.tone === "warm" ? "I'm sure it's lovely for some, but it's not me." : "I'm just not into it."),
  ],
  mood: [
    () => "I'm skeptical of new products in general.",
    () => "I've been burned by things like this before.",
  ],
  harm: [
    (_v, d) =>
      d.detail?.startsWith("watches")
        ? "Tracking someone without their knowledge is wrong, and in most places it's illegal."
        : "This would hurt other people, and it's probably illegal. I want no part in it.",
    (_v, d) =>
      d.detail?.startsWith("watches")
        ? "Secretly monitoring another person is a breach of trust and likely against the law."
        : "I'm not comfortable with something built on deceiving people; that's a legal problem too.",
    () => "Whatever it offers me, I won't use something that harms someone else.",
    () => "I'd be ashamed to be caught using this, and I should be.",
    () => "Some ideas shouldn't be built, and I'd put this one first on that list.",
    () => "I'd want the app stores to ban this, not sell it.",
    () => "There's no version of this I'd be comfortable with.",
    (v) => (v.tone === "wary" ? "This is exactly the kind of thing I worry about." : null),
    (v) => (v.tone === "practical" ? "Even if it works perfectly, I'm not touching it." : null),
    (v) => (v.tone === "analytical" ? "I can't think of a legitimate use that justifies it." : null),
    (v) => (v.tone === "plain" ? "That's a hard no from me, on principle." : null),
    (v) => (v.tone === "eager" ? "I love new apps, but not this one; it's just wrong." : null),
    (v) =>
      v.persona.interests.some((i) => /parent|family/i.test(i))
        ? "I'd hate for anyone to do this to my family."
        : null,
    () => "I don't want any part of something like this.",
    () => "I'd lose respect for anyone I knew who used this.",
    (v) => (v.tone === "warm" ? "This is how trust gets broken, and it's hard to rebuild." : null),
    (v) =>
      v.young
        ? "I'd feel awful knowing I'd done that to someone."
        : "I couldn't live with doing that to someone.",
    (v, d) =>
      d.detail?.startsWith("watches")
        ? v.tone === "warm" || v.tone === "plain"
          ? "If I had doubts about someone, I'd talk to them, not spy on them."
          : v.young
            ? "Checking up on someone behind their back isn't something I'd ever do."
            : "Going through someone's phone in secret is a line I won't cross."
        : null,
    () => "The person on the other end never agreed to this, and that settles it for me.",
    () => "I wouldn't want this to exist, let alone pay for it.",
    (v, d) =>
      v.older && d.detail?.startsWith("watches")
        ? "In my day we'd have called this what it is: snooping."
        : "Honestly, this crosses a line for me.",
    (v) => (roleB2bAffinity(v.persona.role) < 0.6 ? "I'd report an app like this if I saw it." : null),
    (_v, d) =>
      d.detail?.startsWith("watches")
        ? "If someone did this to me, I'd call it stalking."
        : "Someone on the other end gets hurt by this, and that's where I stop.",
    (v, d) =>
      d.detail?.startsWith("watches") && v.tone === "warm"
        ? "Relationships run on trust; spying on a partner destroys it."
        : null,
    (v) => (v.tone === "analytical" ? "The legal exposure alone rules this out, before the ethics." : null),
    (v) => (v.older ? "I've lived long enough to know this kind of thing ends badly for everyone." : null),
    (v) =>
      roleB2bAffinity(v.persona.role) >= 0.6 ? "No company I'd work for would go near this legally." : null,
    (v) => (v.young ? "That's genuinely creepy, and I'm pretty sure it's illegal." : null),
  ],
  switching: [
    (_v, d) => (d.detail ? `I already use ${d.detail} and it works; why would I switch?` : null),
    (_v, d) => (d.detail ? `Moving away from ${d.detail} means new habits and losing my history.` : null),
    (_v, d) => (d.detail ? `It would have to be a lot better than ${d.detail} for me to change.` : null),
  ],
  money_risk: [
    () => "I'm not putting money into something that risky.",
    () => "It feels like a gamble with money I can't afford to lose.",
  ],
  bodily_risk: [
    () => "I'm careful about what I put in my body.",
    () => "I'd worry about what it does to my health.",
  ],
  safety_risk: [() => "I wouldn't trust a machine with my safety yet."],
  subscription: [
    () => "I'm trying to cut subscriptions, not add one.",
    (v) =>
      v.young || v.older
        ? "Another monthly fee is the last thing I need."
        : "I'd rather not take on one more monthly fee.",
    (v) => (v.tone === "warm" ? "I'd rather spend that money on my family each month." : null),
    (v) => (v.tone === "eager" ? "I like new things, but not another bill every month." : null),
    (v) =>
      v.persona.decision_profile.budget_sensitivity > 0.55
        ? v.rng.pick([
            `With my ${v.persona.budget} budget, every recurring charge has to earn its place.`,
            `My ${v.persona.budget} budget doesn't stretch to another subscription.`,
          ])
        : null,
    (v) =>
      v.persona.decision_profile.budget_sensitivity > 0.5
        ? "Subscriptions are the first thing I cut when money's tight."
        : null,
    () => "I keep a close eye on what renews every month, and this would be one more.",
    (v) => (v.tone === "practical" ? "I've got enough auto-renewals to keep track of." : null),
    (v) =>
      v.tone === "wary" ? "Subscriptions have a way of quietly getting more expensive; I'm careful." : null,
    (v) =>
      v.persona.pain_points.includes("Too many subscriptions")
        ? "I already pay for too many subscriptions."
        : null,
    (v) =>
      roleB2bAffinity(v.persona.role) >= 0.6
        ? "Every new seat licence has to get past our budget review."
        : v.rng.pick([
            "Monthly fees creep up on you; I'd rather pay once.",
            "Every app wants a monthly fee now, and I'm tired of it.",
            "I cancelled two subscriptions last month; I'm not adding one back.",
            "A monthly charge for this feels like one too many to me.",
          ]),
    (v) =>
      v.tone === "analytical" ? "Over a year that subscription would add up to real money for me." : null,
    (v) => (v.older ? "I don't like things that keep billing me every month." : null),
    (v) => (v.young ? "My subscriptions already eat half my spending money." : null),
    (v) =>
      v.idea.physical || v.idea.durable > 0.5
        ? `I'd want to own ${v.kp}, not rent it month after month.`
        : null,
  ],
  durable: [
    (v) => `Buying ${v.kp} is a big purchase, and I don't need one right now.`,
    () => "It's a lot to spend on something I'd only use now and then.",
    (v) => `On a ${v.persona.budget} budget, ${v.kp} would have to wait.`,
    (v) => (v.older ? "I replace things when they break, not before." : null),
    (v) =>
      v.tone === "analytical" ? `I'd want to know how long ${v.kp} lasts before spending that much.` : null,
    (v) => (v.young ? "That's a lot of money for me right now." : null),
  ],
  commitment: [
    () => "I'm not planning to buy one any time soon.",
    () => "Maybe one day, but not in the near future.",
    (v) => `${capitalize(v.kp)} isn't on my list for this year.`,
    (v) => (v.tone === "practical" ? "I buy things when I need them, and I don't need this yet." : null),
  ],
  cohort_fit: [() => "I've already decided this kind of thing isn't for me."],
  familiarity: [(v) => `I don't really know what ${v.kp} would be like.`],
};

/**
 * One of the lines that fit this persona, each as likely as the others: a
 * line that does not apply to them (null) must not hand its share to its
 * neighbour, or the general lines crowd out the situated ones.
 */
function say(lines: readonly Line[] | undefined, voice: Voice, driver: Driver): string | null {
  if (!lines || lines.length === 0) return null;
  const fitting = lines.map((line) => line(voice, driver)).filter((line): line is string => Boolean(line));
  return fitting.length === 0 ? null : voice.rng.pick(fitting);
}

// Where a cost or effort is the reason, people say whose budget or week it
// weighs on: a clause from their own situation, now and then.
const SITUATED_DRIVERS = new Set<DriverKey>([
  "price",
  "subscription",
  "durable",
  "unknown_price",
  "commitment",
  "setup",
  "novelty",
  "irrelevant",
]);

function situation(voice: Voice): string | null {
  const { persona } = voice;
  const options = [
    voice.older ? "at this point in my life" : null,
    voice.young ? "at this stage" : null,
    persona.decision_profile.budget_sensitivity > 0.6 ? "the way my budget looks" : null,
    persona.decision_profile.tech_adoption < 0.35 ? "given how I feel about new gadgets" : null,
    roleB2bAffinity(persona.role) >= 0.6
      ? "with what's on my plate at work"
      : "with everything else going on",
    "right now",
    "to be honest",
  ].filter((option): option is string => option !== null);
  return voice.rng.pick(options);
}

function situate(sentence: string, driver: DriverKey, voice: Voice): string {
  if (!SITUATED_DRIVERS.has(driver) || !voice.rng.chance(0.45) || !/\.$/.test(sentence)) return sentence;
  if (/[;?]/.test(sentence)) return sentence;
  const clause = situation(voice);
  return clause ? `${sentence.slice(0, -1)}, ${clause}.` : sentence;
}

// ------------------------------------------------------------ closers

const CONDITIONS: Partial<Record<DriverKey, readonly string[]>> = {
  price: [
    "If the price came down, I'd reconsider.",
    "At half the price, I'd be in.",
    "A cheaper starter option would get me to try it.",
    "If it went on sale, I'd take a look.",
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
    "Make it plug-and-play and I'm in.",
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
  subscription: [
    "If I could buy it once instead of subscribing, I'd consider it.",
    "A one-off price would change my mind.",
    "If I could cancel any time without hassle, maybe.",
  ],
  commitment: ["Maybe later, once the price drops."],
  audience_fit: ["Maybe for someone else in my circle."],
};

// What gives pause, as a noun phrase: "My only hesitation is {this}."
function hesitation(voice: Voice, driver: Driver): string {
  switch (driver.key) {
    case "price":
      return driver.detail ? `paying ${driver.detail}` : "the price";
    case "unknown_price":
      return "not knowing the price";
    case "privacy":
      return driver.detail === "children"
        ? voice.rng.pick(["what happens to my kids' data", "who sees my children's information"])
        : voice.rng.pick([
            "what happens to my data",
            "where my data would end up",
            "who else would see my information",
          ]);
    case "setup":
      return "the setup";
    case "novelty":
      return "how new and untested it is";
    case "ai":
      return "trusting the AI with it";
    case "clarity":
      return "not knowing what it really fixes";
    case "taste":
      return voice.idea.category === "food" ? "whether I'd like the taste" : "whether it's really my thing";
    case "audience_fit":
      return "whether it fits how I'd actually use it";
    case "mood":
      return "my usual skepticism";
    case "switching":
      return driver.detail ? `giving up ${driver.detail}` : "switching from what I use";
    case "subscription":
      return "another monthly bill";
    case "money_risk":
      return "the risk to my money";
    case "bodily_risk":
      return "what it does to my body";
    case "durable":
      return "spending that much";
    default:
      return "whether I'd really use it";
  }
}

function closer(voice: Voice, motivation: Driver | undefined, concerns: readonly Driver[]): string | null {
  const { rng, score } = voice;
  const concern = concerns[0];
  if (score >= 4) {
    if (concern && rng.chance(0.7)) {
      const form = rng.pick([
        "My only hesitation is",
        "The one thing giving me pause is",
        "What I'd watch is",
        "The only question for me is",
        "If anything, I'd think twice about",
      ]);
      return `${form} ${hesitation(voice, concern)}.`;
    }
    if (voice.idea.physical && rng.chance(0.5))
      return `If it shows up in stores around ${voice.place}, I'd pick one up.`;
    return rng.chance(0.5)
      ? rng.pick([
          "I'd tell my friends about it.",
          "I'd want to know when it launches.",
          `I'd happily recommend it to other ${pluralRole(voice)}.`,
          "I'd keep an eye out for the launch.",
          voice.tone === "warm"
            ? "I'd probably mention it to my family."
            : "I'd sign up for updates straight away.",
          voice.tone === "eager"
            ? "I'd want to be among the first to try it."
            : "I'd be curious to see where it goes.",
        ])
      : null;
  }
  if (score === 3) {
    if (concern && rng.chance(0.5)) {
      const form = rng.pick([
        "What holds me back is",
        "The sticking point is",
        "My hesitation is",
        "What keeps me from saying yes is",
        "The part I'm unsure about is",
      ]);
      return `${form} ${hesitation(voice, concern)}.`;
    }
    // Tasting is for food; other things are seen in action or held in the hand.
    const tryFirst =
      voice.idea.category === "food"
        ? null
        : voice.idea.physical
          ? ["I'd want to see one in person first.", "I'd need to hold one before deciding."]
          : ["I'd need to see it in action first.", "A quick demo would decide it."];
    const conditions = (concern?.key === "taste" ? tryFirst : null) ??
      (concern && CONDITIONS[concern.key]) ?? [
        "If a friend swore by it, I'd give it a go.",
        "I'd need to see it in action first.",
        `If other ${pluralRole(voice)} I know started using it, I'd look again.`,
        voice.older
          ? "I'd wait until it has been around a while."
          : "I'd want to hear how it works for others.",
        `I'd keep an eye on it, but I wouldn't rush.`,
        voice.tone === "analytical" ? "I'd want to see some numbers first." : "Ask me again in a few months.",
      ];
    return rng.pick(conditions);
  }
  if (motivation && rng.chance(0.6)) {
    const upside = say(POSITIVE[motivation.key], voice, motivation);
    if (upside) {
      const granted = lowerFirst(upside).replace(/[.!]$/, "");
      return `${rng.pick(["Sure, ", "I get it: ", "To be fair, "])}${granted}, but that's not enough.`;
    }
  }
  const second = concerns[1];
  if (second && rng.chance(0.5)) {
    return `${capitalize(hesitation(voice, second))} ${rng.pick([
      "is another sticking point.",
      "bothers me too.",
      "doesn't help either.",
      "is a worry on top of that.",
      "only makes it worse for me.",
      "counts against it as well.",
    ])}`;
  }
  return rng.chance(0.5)
    ? rng.pick([
        "Maybe it's great for others, just not me.",
        "I can see it working for someone else, though.",
        `Other ${pluralRole(voice)} might feel differently.`,
        `Nobody I know in ${voice.place} would buy it either.`,
        `I'll stick with what I have${voice.older ? " at my age" : ""}.`,
        voice.tone === "warm"
          ? "I hope it finds its people, though."
          : "Someone will want it; it won't be me.",
        voice.tone === "wary"
          ? "I've seen too many things like this come and go."
          : "It's just not aimed at my life.",
        `My ${voice.persona.budget} budget has better places to go.`,
        voice.older ? "I've managed fine without it so far." : "I'll manage fine without it.",
        "If it takes off, good luck to them.",
      ])
    : null;
}

function pluralRole(voice: Voice): string {
  return pluralOf(casualTitle(voice.persona.role));
}

// ------------------------------------------------------------ assembly

/** "Bluepeak (Series A startup)" -> "Bluepeak"; no employer gives "". */
function employerName(company: string): string {
  // "Co." would end a sentence early in "At Acme Co., we'd...".
  const name = company
    .replace(/\s*\(.*\)\s*$/, "")
    .replace(/\s+Co\.$/, "")
    .trim();
  return /^(?:Self-employed|Retired|Full-time at home|Freelance|Veteran)$/.test(name) ? "" : name;
}

export interface ReactionInput {
  persona: Persona;
  idea: IdeaFeatures;
  score: Score;
  /** The strongest positive driver, if any. */
  motivation: Driver | undefined;
  /** Negative drivers, strongest first. */
  concerns: readonly Driver[];
  rng: Rng;
}

/** One to three sentences in the persona's voice. */
export function composeReaction({ persona, idea, score, motivation, concerns, rng }: ReactionInput): string {
  const phrases = idea.keyPhrases;
  const kpIndex = phrases.length > 1 && rng.chance(0.3) ? 1 : 0;
  const voice: Voice = {
    persona,
    idea,
    score,
    kp: phrases[kpIndex] ?? "this idea",
    kp2: phrases[1 - kpIndex] ?? phrases[0] ?? "this idea",
    role: withArticle(persona.role),
    company: employerName(persona.company),
    place: persona.demographics.location.split(",")[0] ?? "town",
    age: persona.demographics.age,
    young: persona.demographics.age < 30,
    older: persona.demographics.age >= 60,
    tone: toneOf(persona),
    rng,
  };

  const lead = score >= 3 ? motivation : concerns[0];
  const said = lead ? say(score >= 3 ? POSITIVE[lead.key] : NEGATIVE[lead.key], voice, lead) : null;
  const main = said && lead ? situate(said, lead.key, voice) : said;
  // People do not always announce a verdict before giving their reason.
  const sentences = main && rng.chance(0.3) ? [] : [opener(voice)];
  if (main) sentences.push(main);
  const extra = closer(voice, motivation, concerns);
  if (extra && extra !== main) sentences.push(extra);
  return sentences.join(" ");
}
