import type { Rng } from "./rng";
import { roleB2bAffinity } from "./roles";
import type { IdeaFeatures, Persona, Score } from "./types";
import type { Driver } from "./utility";

// What the persona would do next, from the score, the kind of idea and who
// they are: goods are bought, apps signed up for, a company's tools piloted
// by its teams, and a small business's owner simply tries it in the business.

type Channel = "physical" | "team" | "owner" | "app";

const ACTIONS: Record<Channel, Record<Score, readonly string[]>> = {
  physical: {
    5: ["Would buy it the first time I see it", "Would pre-order it", "Would buy it and tell friends"],
    4: ["Would buy one to try", "Would pick one up next time I shop", "Would try it if it's on the shelf"],
    3: [
      "Would try it if a friend recommended it",
      "Would wait for reviews",
      "Would compare it with what I buy now",
    ],
    2: ["Would probably walk past it", "Would stick with what I buy now"],
    1: ["Would not buy it", "Would never pick it up"],
  },
  owner: {
    5: [
      "Would start using it in the business this week",
      "Would sign up for the business right away",
      "Would set it up this week and tell other owners",
    ],
    4: [
      "Would try it in the business for a month",
      "Would start the free trial",
      "Would test it with a few customers first",
    ],
    3: [
      "Would ask other owners how it works for them",
      "Would wait until things are quieter to look at it",
      "Would compare it with how I do it now",
    ],
    2: ["Would stick with how I do it now", "Would not spend on it this year"],
    1: ["Would not consider it", "Would not bother with it"],
  },
  team: {
    5: ["Would start a team pilot right away", "Would book a demo this week", "Would roll it out to my team"],
    4: ["Would start a free trial with my team", "Would book a demo", "Would run a small pilot"],
    3: [
      "Would ask for a demo and a security review",
      "Would wait for case studies",
      "Would compare it with our current tools",
    ],
    2: ["Would not prioritise it this year", "Would stick with our current tools"],
    1: ["Would not consider it", "Would pass it on without a second look"],
  },
  app: {
    5: ["Would sign up right away", "Would join the beta today", "Would sign up and tell friends"],
    4: ["Would sign up for the beta", "Would try the free trial", "Would give it a test run"],
    3: [
      "Would join the waitlist and see",
      "Would wait for reviews",
      "Would try it if a friend recommended it",
    ],
    2: ["Would probably skip it", "Would stick with what I use now"],
    1: ["Would not try it", "Would ignore it"],
  },
};

/** Owners, contractors and the self-employed decide alone; a company of 50 or more has a process. */
export function runsSmallBusiness(persona: Persona): boolean {
  const size = /\(([\d,]+) employees\)/.exec(persona.company);
  if (size) return Number(size[1]!.replace(/,/g, "")) < 50;
  return /\bOwner\b|Contractor|Freelance/.test(persona.role) || persona.company === "Self-employed";
}

function channelOf(idea: IdeaFeatures, persona: Persona): Channel {
  if (idea.physical) return "physical";
  if (idea.audience !== "B2C" && roleB2bAffinity(persona.role) >= 0.6) {
    return runsSmallBusiness(persona) ? "owner" : "team";
  }
  return "app";
}

export function chooseAction(
  score: Score,
  idea: IdeaFeatures,
  persona: Persona,
  concerns: readonly Driver[],
  rng: Rng,
): string {
  const channel = channelOf(idea, persona);
  const top = concerns[0]?.key;
  // A mixed verdict held back by price or privacy says so.
  if (score === 3 && (top === "price" || top === "unknown_price")) {
    return channel === "team" ? "Would ask for pricing details first" : "Would try it at the right price";
  }
  if (score === 3 && top === "privacy") return "Would read the privacy policy before trying";
  if (score === 2 && top === "price")
    return channel === "physical" ? "Would buy it only on sale" : "Would not pay for it";
  if (score === 4 && idea.price?.period === "free") return "Would try it since it's free";
  return rng.pick(ACTIONS[channel][score]);
}
