import type { Score } from "./types";

// What a persona would do next, by how the product reaches them (actions.ts
// picks the channel) and their score. Answers of 4-5 name a step that tries
// it, lower ones do not.

export type Channel =
  | "team"
  | "owner"
  | "device"
  | "goods"
  | "service"
  | "booked"
  | "bookedOnline"
  | "public"
  | "app"
  | "kept"
  | "keptEssential";

// Something already paid for, now dearer: kept or cancelled.
const KEPT: Record<Score, readonly string[]> = {
  5: ["Would keep it without a second thought", "Would keep paying for it"],
  4: ["Would keep it", "Would keep it, grumbling"],
  3: ["Would look at cheaper options first", "Would think about cancelling"],
  2: ["Would probably cancel", "Would look for something cheaper"],
  1: ["Would cancel it", "Would cancel straight away"],
};

/** What those not sold on a service booked in person or online say: where it is taken changes nothing. */
const UNDECIDED_BOOKERS = {
  3: [
    "Would wait to hear from people who've used it",
    "Would wait for reviews",
    "Would try it if a friend recommended it",
  ],
  2: ["Would probably not book it", "Would stick with what I do now"],
  1: ["Would not book it", "Would not use it"],
};

export const ACTIONS: Record<Channel, Record<Score, readonly string[]>> = {
  kept: KEPT,
  // A household essential, now dearer: kept as anything is, but nobody goes without one, so
  // those who would not keep it take it elsewhere.
  keptEssential: {
    ...KEPT,
    3: ["Would compare other providers first", "Would ask for a better deal"],
    2: ["Would probably switch providers", "Would shop around for a cheaper deal"],
    1: ["Would switch providers", "Would switch providers straight away"],
  },
  // A company's tool, bought through its process.
  team: {
    5: ["Would start a team pilot right away", "Would book a demo this week", "Would roll it out to my team"],
    4: ["Would start a free trial with my team", "Would book a demo", "Would run a small pilot"],
    3: [
      "Would want a security review first",
      "Would wait for case studies",
      "Would compare it with our current tools",
    ],
    2: ["Would not prioritise it this year", "Would stick with our current tools"],
    1: ["Would not consider it", "Would pass it on without a second look"],
  },
  // A small business's tool: the owner tries it themselves.
  owner: {
    5: [
      "Would start using it in the business this week",
      "Would sign up for the business right away",
      "Would set it up this week and tell other owners",
    ],
    4: [
      "Would try it in the business for a month",
      "Would start the free trial",
      "Would try it on a small part of the business first",
    ],
    3: [
      "Would ask other owners how it works for them",
      "Would wait until things are quieter to look at it",
      "Would compare it with how I do it now",
    ],
    2: ["Would stick with how I do it now", "Would not spend on it this year"],
    1: ["Would not consider it", "Would not bother with it"],
  },
  // A device or appliance, bought once.
  device: {
    5: ["Would pre-order it", "Would buy one as soon as it's out", "Would buy it and tell friends"],
    4: [
      // A device is kept, not bought to try: the trying comes first.
      "Would buy one after trying it in a store",
      "Would buy one after reading a few reviews",
      "Would buy one when it launches",
    ],
    3: [
      "Would wait for reviews",
      "Would wait for the price to drop",
      "Would want to see one in person first",
    ],
    2: ["Would probably not buy one", "Would stick with what I have"],
    1: ["Would not buy it", "Would never buy one"],
  },
  // Everyday goods from a shop.
  goods: {
    5: ["Would buy it the first time I see it", "Would pre-order it", "Would buy it and tell friends"],
    4: ["Would buy one to try", "Would pick one up next time I shop", "Would grab one off the shelf to try"],
    3: [
      "Would try it if a friend recommended it",
      "Would wait for reviews",
      "Would compare it with my usual brand",
    ],
    2: ["Would probably walk past it", "Would stick with what I buy now"],
    1: ["Would not buy it", "Would never pick it up"],
  },
  // A membership or delivered subscription: joined, not bought off a shelf.
  service: {
    5: ["Would sign up right away", "Would sign up as soon as it opens", "Would sign up and tell friends"],
    4: ["Would try it for a month", "Would sign up for the first month", "Would try the first month and see"],
    3: [
      "Would wait to hear from people who've joined",
      "Would wait for reviews",
      "Would try it if a friend recommended it",
    ],
    2: ["Would probably not sign up", "Would manage without it"],
    1: ["Would not sign up", "Would not join"],
  },
  // A service booked and paid for each time: a repair visit, a dog walk, a lesson.
  booked: {
    5: [
      "Would book it right away",
      "Would book it as soon as it comes near me",
      "Would book it and tell friends",
    ],
    4: ["Would book it once to try", "Would try it the next time I need it", "Would book a first visit"],
    ...UNDECIDED_BOOKERS,
  },
  // The same, taken on a screen (an online course, a video consultation): nothing comes near, no visit.
  bookedOnline: {
    5: ["Would book it right away", "Would book it and tell friends"],
    4: ["Would book it once to try", "Would try it the next time I need it"],
    ...UNDECIDED_BOOKERS,
  },
  // Something not sold at all: a public service, a ride.
  public: {
    5: ["Would try it as soon as it's available", "Would be among the first to try it"],
    4: ["Would give it a try", "Would try it when it comes near me"],
    3: ["Would wait to see how others find it", "Would try it once if a friend did"],
    2: ["Would probably not use it", "Would stick with what I do now"],
    1: ["Would not use it", "Would avoid it"],
  },
  // Software for oneself.
  app: {
    5: ["Would sign up right away", "Would join the beta today", "Would sign up and tell friends"],
    4: ["Would sign up for the beta", "Would try it out", "Would give it a test run"],
    3: [
      "Would join the waitlist and see",
      "Would wait for reviews",
      "Would try it if a friend recommended it",
    ],
    2: ["Would probably skip it", "Would stick with what I use now"],
    1: ["Would not try it", "Would ignore it"],
  },
};

/** For something on sale already: the same step without waiting for a launch, a beta or a waitlist. */
export const ON_SALE_ACTIONS: Readonly<Record<string, string>> = {
  "Would pre-order it": "Would buy one this week",
  "Would buy one as soon as it's out": "Would go out and buy one",
  "Would buy one when it launches": "Would pick one up soon",
  "Would sign up as soon as it opens": "Would sign up this week",
  "Would book it as soon as it comes near me": "Would book it this week",
  "Would try it as soon as it's available": "Would try it this week",
  "Would try it when it comes near me": "Would give it a go soon",
  "Would join the beta today": "Would download it today",
  "Would sign up for the beta": "Would download it and try it",
  "Would join the waitlist and see": "Would look at the reviews and see",
};

/** Mixed or negative answers held back by price, by channel. */
export const PRICE_ACTIONS = {
  mixedTeam: "Would ask for pricing details first",
  mixed: "Would try it at the right price",
  noGoods: "Would buy it only on sale",
  no: "Would not pay for it",
} as const;
