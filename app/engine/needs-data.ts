import { isAJob, isSelfEmployed, worksAtADesk } from "./roles";
import type { NeedId } from "./types";

// Situations a product presupposes, and how common each is among adults.
// A dog-walking app asks nothing of someone without a dog but a "no"; a
// dating app speaks to people who are single. Rates are round figures from
// public US statistics (named per row); a persona's own labels (a "Pets"
// interest, a parent's pain point) override the draw.

export interface NeedRow {
  id: NeedId;
  /** When the idea presupposes the situation. */
  cue: RegExp;
  /** The idea names the situation only to rule it out ("no car needed"). */
  unless?: RegExp;
  /** How an audience description says its people are in it ("parents", "dog owners"); else `cue`. */
  audience?: RegExp;
  /** How an audience description says none of its people are in it ("childless couples"). */
  ruledOutBy?: RegExp;
  /**
   * Sold as the product itself it still presupposes the situation: coffee is for
   * coffee drinkers and a hearing aid for those who hear badly, where a car or a
   * dog, bought, is how one comes to have one.
   */
  evenAsProduct?: boolean;
  /**
   * Being in it only lets the product in: most adults are (a job), so it is no reason to want it,
   * where having a dog is a reason to want a dog walker.
   */
  onlyAllows?: boolean;
  /** Someone in it already pays for such a thing (a health plan): the product replaces a bill, not adds one. */
  billAlreadyPaid?: boolean;
  /**
   * In it when in any of these situations, each drawn as its own row: someone with children at
   * home or a home of their own has something to provide for. Its own rates are then unused.
   */
  anyOf?: readonly NeedId[];
  /** Share of adults in the situation, by the lower bound of their age band. */
  rateByAge: ReadonlyArray<readonly [minAge: number, rate: number]>;
  /** Persona labels (role, interests, pain points) that say they are in it. */
  labels?: RegExp;
  /** Share among people whose labels say so, when a label only hints. */
  labelledRate?: number;
  /** Who is labelled so by their work rather than a label's words (the self-employed). */
  labelledWork?: (persona: { role: string; company: string }) => boolean;
  /** Someone in it says so, first person, no full stop ("I have a dog"). */
  having: string;
  /** What the situation is, for the report ("has a dog"). */
  label: string;
  /** The concern of someone not in it, as reports count it. */
  concern: string;
  /** How they say so, a few ways (first person, no full stop). */
  without: readonly string[];
  /**
   * How someone not in it says yes all the same, as people answering a survey
   * do: for someone else, or for when they will be in it (full sentences).
   */
  despite: readonly string[];
  /** Saying yes to give it to someone in the situation: only of goods one can give (a toy, not an app). */
  despiteAsGift?: readonly string[];
}

/** An audience of people who ride a bike: "cyclists", "bike commuters", "who cycle to work". */
export const CYCLISTS =
  /\bcyclists?\b|\bbikers?\b|\b(?:ride|rides) (?:a )?bikes?\b|\b(?:bike|bicycle|cycling) commuters?\b|\b(?:cycle|cycles|bike|bikes) (?:[\w-]+ ){0,3}?(?:to|for) (?:work|school|the office)\b/i;

/** An audience said to be out of work: neither a job nor a desk at one is theirs. */
const OUT_OF_WORK = /\bretir(?:ed|ees?)\b|\bunemployed\b|\bjob ?seekers?\b|\bnot working\b/i;

/** Living alone: no children at home, and still who a panel is ("adults living alone"). */
export const LIVES_ALONE = /\b(?:liv(?:e|es|ing) alone|on (?:their|his|her) own)\b/i;

export const NEEDS: readonly NeedRow[] = [
  {
    id: "single",
    audience: /\bsingles?\b|\bsingle (?:adults|people|men|women)\b|\bdating\b/i,
    cue: /\b(?:dating|singles|matchmak\w*|find(?:ing)? (?:a |the )?(?:partner|date|match)|meet(?:ing)? (?:a partner|someone to date|people to date|potential partners))\b/i,
    // Pew Research Center (2019, 2020): about 4 in 10 adults are neither married nor
    // living with a partner; most under 30, about 3 in 10 in mid-life, more again past 65.
    rateByAge: [
      [18, 0.62],
      [30, 0.3],
      [50, 0.3],
      [65, 0.42],
    ],
    having: "I'm single",
    label: "single",
    concern: "Not single; no use for it",
    without: [
      "I'm not single",
      "I'm already with someone",
      "I'm happily settled with my partner",
      "My dating days are behind me",
    ],
    despite: [
      "I'm with someone now, but I've used apps like this before.",
      "I'm not single, but my single friends would love it.",
    ],
  },
  {
    id: "car",
    audience:
      /\bdrivers?\b|\bmotorists?\b|\bcar owners?\b|\b(?:own|owns|drive|drives) (?:a )?cars?\b|\bdrive to work\b/i,
    // Work done to a car (a wash, a detail, an oil change) is for someone who has one.
    cue: /\b(?:your|their|own) (?:car|cars|vehicle|vehicles)\b|\bcar owners?\b|\b(?:for|to) drivers\b|\bcar ?wash(?:es)?\b|\b(?:car|auto) detailing\b|\boil changes?\b/i,
    unless: /\b(?:without|no need for|no) (?:a |your )?car\b|\bcar-free\b/i,
    // US Census, American Community Survey 2022: about 92% of households have a vehicle.
    rateByAge: [[18, 0.9]],
    having: "I have a car",
    label: "has a car",
    concern: "Doesn't have a car",
    without: [
      "I don't have a car",
      "I don't own a car",
      "I get around without a car",
      "There's no car in my life to put it in",
    ],
    despite: [
      "I don't have a car right now, but I'm planning to get one.",
      "No car at the moment, but I will have one again soon.",
    ],
  },
  {
    id: "electric_car",
    audience:
      /\b(?:ev|electric (?:car|vehicle)) (?:owners?|drivers?)\b|\b(?:own|owns|drive|drives) (?:an? )?(?:evs?|electric (?:cars?|vehicles?))\b/i,
    // What is for an electric car: a charger, charging, a range app. The car itself is how one comes to have one.
    cue: /\b(?:evs?|electric (?:cars?|vehicles?)|plug-in hybrids?)\b/i,
    // "Making your next car an EV": the car to be bought is the electric one, not one already had.
    unless: /\bnext (?:car|vehicle)\b/i,
    // Gallup, March 2024 and March 2025: 7% and 3% of US adults said they own an electric vehicle.
    rateByAge: [[18, 0.05]],
    // An interest in electric vehicles: assumed about 3 in 10 drive one (no survey at hand).
    labels: /\belectric vehicles?\b/i,
    labelledRate: 0.3,
    having: "I drive an electric car",
    label: "drives an electric car",
    concern: "Doesn't drive an electric car",
    without: [
      "I don't drive an electric car",
      "My car runs on gas",
      "There's no electric car in my driveway",
      "I don't own an EV",
    ],
    despite: [
      "No EV yet, but my next car will probably be electric.",
      "I don't have an electric car, but I've been looking at them.",
    ],
  },
  {
    id: "dog",
    audience: /\bdog (?:owners?|parents?|lovers?)\b|\b(?:own|owns|have|has) (?:a )?dogs?\b/i,
    cue: /\b(?:dog|dogs|puppy|puppies)\b/i,
    unless: /\bhot ?dogs?\b/i,
    // APPA National Pet Owners Survey 2023-24: about 45% of US households have a dog.
    rateByAge: [[18, 0.45]],
    labels: /\b(?:pets?|dogs?|animals?)\b/i,
    labelledRate: 0.8,
    having: "I have a dog",
    label: "has a dog",
    concern: "Doesn't have a dog",
    without: [
      "I don't have a dog",
      "There's no dog in my house",
      "I'm not a dog owner",
      "I don't keep any pets like that",
    ],
    despite: [
      "We don't have a dog yet, but we're thinking about getting one.",
      "No dog of my own, but I'd use it for my family's.",
    ],
  },
  {
    id: "cat",
    audience: /\bcat (?:owners?|parents?|lovers?)\b|\b(?:own|owns|have|has) (?:a )?cats?\b/i,
    cue: /\b(?:cat|cats|kitten|kittens)\b/i,
    // APPA National Pet Owners Survey 2023-24: about 26% of US households have a cat.
    rateByAge: [[18, 0.26]],
    labels: /\b(?:pets?|cats?|animals?)\b/i,
    labelledRate: 0.6,
    having: "I have a cat",
    label: "has a cat",
    concern: "Doesn't have a cat",
    without: [
      "I don't have a cat",
      "There's no cat at my place",
      "I'm not a cat person, and I don't own one",
    ],
    despite: [
      "No cat yet, but I've been meaning to adopt one.",
      "I don't have a cat myself, but my sister has two.",
    ],
  },
  {
    id: "children",
    // Diapers and baby monitors are for those with a baby, as a hearing aid is for those who hear badly.
    evenAsProduct: true,
    audience:
      /\b(?:parents?|moms?|mums?|mothers?|dads?|fathers?)\b|\bfamilies with\b|\bwith (?:young )?(?:kids|children)\b/i,
    // Schoolwork is a child's: "an AI tutor for high-school math" is bought by their parents (a
    // teacher's tool names its teachers).
    cue: /\byour (?:kids?|child|children|baby|babies|toddlers?|sons?|daughters?|teens?|newborn)\b|\b(?:for|helps|lets|matches|connects|pairs) (?:busy |working |new |single )?(?:parents|moms|dads|kids|children|toddlers|babies|families with (?:young )?(?:kids|children))\b|\bparents of\b|\b(?:high|middle|elementary|primary|secondary|grade)[- ]school(?:ers?)?\b(?! (?:teachers?|staff|principals?|administrators?|districts?))|\bhomework\b|\bkindergarten(?:ers?)?\b|\bbaby (?:food|formula|monitors?|wipes|carriers?|strollers?|clothes|clothing)\b|\bdiapers?\b|\bnappies\b|\b(?:kids|children|toddlers|babies)['’](?=\s)|\b(?:children|kid|child|toddler|baby)['’]s\b/i,
    // US Census, Current Population Survey 2023: a child under 18 at home for about
    // 1 in 10 adults under 25, 4 to 6 in 10 from 25 to 44, fewer after 45.
    rateByAge: [
      [18, 0.1],
      [25, 0.4],
      [35, 0.6],
      [45, 0.4],
      [55, 0.1],
    ],
    // "Childless couples", "empty nesters", people who share a flat with roommates or live alone.
    ruledOutBy: new RegExp(
      String.raw`\b(?:childless|child-free|childfree|no (?:kids|children)|without (?:kids|children)|empty[- ]nest(?:ers?)?|dinks|(?:room|flat|house)mates?)\b|${LIVES_ALONE.source}`,
      "i",
    ),
    labels: /\b(?:parent|parenting|kids?|children|childcare|picky eaters|the family organized)\b/i,
    labelledRate: 1,
    having: "I have kids at home",
    label: "has children at home",
    concern: "No children at home",
    without: [
      "I don't have kids at home",
      "There are no children in my house",
      "My household has no kids in it",
      "I'm not a parent",
    ],
    despite: ["No kids at home, but I'd tell friends who have them about it."],
    despiteAsGift: [
      "No kids of my own, but I'd get it for my nieces and nephews.",
      "No children at home, but I'd buy it for friends who have them.",
    ],
  },
  {
    id: "cyclist",
    audience: CYCLISTS,
    cue: /\b(?:bike|bikes|bicycle|bicycles|cycling|cyclists?|e-?bikes?)\b/i,
    unless: /\b(?:exercise|stationary|spin|indoor|motor) ?bikes?\b|\bbike-?shar/i,
    // PeopleForBikes, U.S. Participation in Bicycling (2022): about a third rode
    // in the past year; about 1 in 8 rides at least every week or two.
    rateByAge: [
      [18, 0.18],
      [35, 0.13],
      [55, 0.08],
    ],
    labels: /\b(?:cycling|cyclist|bikes?|biking)\b/i,
    labelledRate: 0.9,
    having: "I ride a bike",
    label: "rides a bike",
    concern: "Doesn't ride a bike",
    without: [
      "I don't ride a bike",
      "I haven't been on a bike in years",
      "I don't cycle anywhere",
      "A bike isn't part of how I get around",
    ],
    despite: [
      "I hardly ride now, but this might get me back on a bike.",
      "I don't cycle yet, but I've been meaning to start.",
    ],
  },
  {
    id: "coffee",
    audience: /\bcoffee (?:drinkers?|lovers?)\b|\bdrinks? coffee\b/i,
    evenAsProduct: true,
    cue: /\b(?:coffee|espresso|lattes?|cappuccinos?|coffee beans?)\b/i,
    unless: /\bcoffee (?:shops?|tables?)\b/i,
    // National Coffee Association, National Coffee Data Trends 2024: about two in three
    // US adults drink coffee on a given day; fewer of the youngest.
    rateByAge: [
      [18, 0.5],
      [25, 0.65],
      [40, 0.7],
    ],
    labels: /\bcoffee\b/i,
    labelledRate: 1,
    having: "I drink coffee every day",
    label: "drinks coffee",
    concern: "Doesn't drink coffee",
    without: [
      "I don't drink coffee",
      "Coffee isn't my thing at all",
      "I never touch coffee",
      "I'm a tea person, not coffee",
    ],
    despite: ["Coffee isn't my thing, but my partner would love it."],
    despiteAsGift: ["I'm not a coffee drinker, but it would make a good gift."],
  },
  {
    id: "alcohol",
    audience:
      /\b(?:wine|beer|whisk(?:e)?y|spirits) (?:drinkers?|lovers?)\b|\bdrinks? (?:alcohol|wine|beer)\b/i,
    evenAsProduct: true,
    cue: /\b(?:wine|wines|beer|beers|craft beer|spirits|whisk(?:e)?y|cocktails?|vodka|gin|rum|tequila|bourbon|liquor|brewer(?:y|ies)|alcohol|alcoholic|hard seltzers?|sake)\b/i,
    unless: /\b(?:non-?alcoholic|alcohol-free|zero-proof|sober)\b/i,
    // Gallup Consumption Habits 2023: 62% of US adults drink alcohol at least sometimes.
    rateByAge: [
      [18, 0.4],
      [21, 0.62],
      [55, 0.58],
      [65, 0.5],
    ],
    labels: /\b(?:wine|beer|cocktails?|craft beer|brewing)\b/i,
    labelledRate: 1,
    having: "I enjoy a drink",
    label: "drinks alcohol",
    concern: "Doesn't drink alcohol",
    without: [
      "I don't drink alcohol",
      "I don't drink at all",
      "Alcohol isn't part of my life",
      "I gave up drinking a long time ago",
    ],
    despite: ["I don't drink much myself, but it would be great for hosting."],
    despiteAsGift: ["I rarely drink, but it would make a nice gift."],
  },
  {
    id: "hearing",
    evenAsProduct: true,
    cue: /\bhearing (?:aids?|loss|impair\w*|problems?)\b|\bhard of hearing\b|\btinnitus\b/i,
    // NIDCD (NIH): about 15% of US adults report some trouble hearing; disabling
    // hearing loss affects 2% at 45-54, 8.5% at 55-64, 25% at 65-74, 50% past 75.
    rateByAge: [
      [18, 0.05],
      [45, 0.1],
      [55, 0.17],
      [65, 0.3],
      [75, 0.5],
    ],
    labels: /\bhearing\b/i,
    labelledRate: 1,
    having: "My hearing isn't what it was",
    label: "has trouble hearing",
    concern: "Hears fine; no use for it",
    without: ["My hearing is fine", "I don't have trouble hearing", "I hear perfectly well"],
    despite: [
      "My hearing is fine, but my father could really use this.",
      "I hear well enough, but I know people who need exactly this.",
    ],
  },
  {
    id: "diabetes",
    evenAsProduct: true,
    // A glucose monitor alone is also sold for wellness; diabetes or insulin says who it is for.
    cue: /\bdiabet\w*|\binsulin\b/i,
    // CDC, National Diabetes Statistics Report 2023: diagnosed or not, diabetes affects
    // about 5% of adults 18-44, 19% at 45-64 and 29% from 65.
    rateByAge: [
      [18, 0.05],
      [45, 0.19],
      [65, 0.29],
    ],
    labels: /\b(?:diabet\w*|blood sugar|glucose)\b/i,
    labelledRate: 1,
    having: "I live with diabetes",
    label: "has diabetes",
    concern: "Doesn't have diabetes",
    without: [
      "I don't have diabetes",
      "Diabetes isn't something I deal with",
      "My blood sugar has never been a problem",
    ],
    despite: [
      "I don't have diabetes, but my mother does.",
      "Diabetes runs in my family, so I'd keep this in mind.",
    ],
  },
  {
    id: "homeowner",
    audience: /\bhome ?owners?\b|\bown (?:their|a) homes?\b/i,
    cue: /\bhome ?owners?\b|\bown(?:s|ing)? (?:a|your|their) (?:home|house)\b|\byour (?:roof|mortgage)\b/i,
    // US Census, Housing Vacancies and Homeownership 2023: about a quarter of
    // householders under 25 own their home, 4 in 10 under 35, 6 to 8 in 10 after.
    rateByAge: [
      [18, 0.25],
      [25, 0.4],
      [35, 0.62],
      [45, 0.7],
      [55, 0.75],
      [65, 0.79],
    ],
    labels: /\b(?:homeowner|mortgage|home improvement|DIY)\b/i,
    labelledRate: 0.85,
    having: "I own my home",
    label: "owns a home",
    concern: "Doesn't own a home",
    without: ["I rent my place", "I don't own a home", "I'm a renter", "I don't own my place"],
    despite: ["I rent now, but we're saving to buy a place.", "I don't own yet, but I hope to soon."],
  },
  {
    id: "yard",
    audience: /\b(?:with|have|has) (?:a |their own )?(?:yard|lawn|garden|backyard)s?\b/i,
    cue: /\b(?:lawns?|lawn ?mowers?|mow(?:s|ing)?|yards?|backyards?|front yards?)\b|\byour garden\b/i,
    unless: /\byard sales?\b|\bby the yard\b|\bshipyards?\b|\bvineyards?\b|\bgraveyards?\b|\bjunkyards?\b/i,
    // Harris Poll for the National Association of Landscape Professionals (about 2,000 US
    // adults): 3 in 4 have a home with a lawn or landscaping. No split by age was published.
    rateByAge: [[18, 0.75]],
    labels: /\b(?:gardening|garden|lawn|yard|homeowner)\b/i,
    labelledRate: 0.95,
    having: "I have a yard",
    label: "has a yard",
    concern: "Doesn't have a yard",
    without: [
      "I don't have a yard",
      "I live in an apartment",
      "I've got no outdoor space of my own",
      "I don't have a garden",
    ],
    despite: [
      "I don't have a yard now, but I'd want one of these when I do.",
      "No yard yet, but my parents could use one.",
    ],
  },
  {
    // What a building shared with neighbours has: a lobby, a mailroom, a laundry room.
    id: "apartment",
    audience:
      /\b(?:apartment|condo) (?:dwellers?|residents?|renters?|owners?)\b|\blive in (?:an? )?(?:apartments?|condos?|flats?|apartment buildings?)\b/i,
    cue: /\b(?:your|an?|the|my) (?:apartment|condo)(?: building| block| complex)?s?\b|\bapartment (?:buildings?|blocks?|complex(?:es)?|dwellers?|residents?)\b|\b(?:block of flats|your flat)\b/i,
    // US Census Bureau, American Community Survey 2022 (table DP04, units in structure): about 26%
    // of homes are in buildings of two or more units. Not split by age here.
    rateByAge: [[18, 0.26]],
    labels: /\b(?:apartment|condo)\b/i,
    labelledRate: 0.9,
    having: "I live in an apartment building",
    label: "lives in an apartment building",
    concern: "Doesn't live in an apartment building",
    without: [
      "I live in a house",
      "I don't live in an apartment building",
      "My place is a house, with no neighbours through the wall",
      "There's no shared building where I live",
    ],
    despite: [
      "I'm in a house, but friends in apartments would use this.",
      "Not for my place, but my old building could have used one.",
    ],
  },
  {
    // Health cover bought by the person: what someone covered through work or Medicare has already.
    id: "own_health_cover",
    audience:
      /\buninsured\b|\b(?:buy|buys|pay for|pays for) (?:their|your) own (?:health |medical )?(?:insurance|cover(?:age)?)\b/i,
    cue: /\b(?:health|medical) (?:insurance|cover(?:age)?)\b|\bhealth plans?\b(?=[^.]{0,80}\b(?:deductibles?|premiums?|co-?pays?|insur\w*)\b)/i,
    // Cover an employer buys for its staff is not bought by the person.
    unless:
      /\b(?:employers?|for (?:your|their) (?:staff|employees|team)|for (?:companies|businesses|small businesses|teams))\b/i,
    evenAsProduct: true,
    billAlreadyPaid: true,
    // National Health Interview Survey 2022 (CDC, NCHS): of adults 18 to 64, 12.4% had no cover
    // and 6.8% a plan they bought themselves, so about 1 in 5 has none through work or government.
    // From 65 Medicare covers nearly everyone (under 1% uninsured): 1 in 20 shopping for cover of
    // their own is an assumption.
    rateByAge: [
      [18, 0.2],
      [65, 0.05],
    ],
    // The self-employed have no employer's plan: 6 in 10 buying their own or going without (the
    // rest on a spouse's plan) is an assumption, no survey at hand.
    labels: /\b(?:freelanc\w*|self-employed|gig work\w*|uninsured)\b/i,
    labelledWork: isSelfEmployed,
    labelledRate: 0.6,
    having: "I pay for my own health insurance",
    label: "buys their own health insurance",
    concern: "Already has health cover",
    without: [
      "I already have health insurance",
      "I'm already covered",
      "My health cover is sorted",
      "I've got insurance already",
    ],
    despite: [
      "I'm covered now, but I'd look at this if that changed.",
      "I have insurance already, but I know people who need this.",
    ],
  },
  {
    // Work done sitting at a desk: a walking pad under it, a posture reminder, a desk-job stretch.
    // Before "employed", which a desk at work also names: the narrower situation is the one weighed.
    id: "desk_job",
    audience:
      /\b(?:office|desk|knowledge) workers?\b|\bdesk[- ]bound\b|\b(?:who|that) (?:work|sit) at (?:a )?desks?\b/i,
    cue: /\bdesk jobs?\b|\bdesk[- ]bound\b|\b(?:office|desk) workers?\b|\b(?:work|works|working|sit|sits|sitting) (?:all day )?(?:at|behind) (?:a|your|their) desk\b|\b(?:under|at|beside) (?:your|their) desk\b[^.;]{0,40}\bwhile (?:you|they) work\b/i,
    ruledOutBy: OUT_OF_WORK,
    // A persona's role says whether their work is at a desk (`worksAtADesk`): a nurse's, a cook's or
    // a builder's is not.
    rateByAge: [[0, 0]],
    labelledWork: (persona) => worksAtADesk(persona.role),
    labelledRate: 1,
    having: "I sit at a desk all day",
    label: "works at a desk",
    concern: "Doesn't work at a desk",
    without: [
      "My job keeps me on my feet, not at a desk",
      "I don't have a desk job",
      "I'm not at a desk all day",
      "My work isn't desk work",
    ],
    despite: [
      "I'm not at a desk all day, but my partner is, so I'd pass it on.",
      "No desk job for me, but I'd tell friends who have one.",
    ],
  },
  {
    // A job to go to: lunch delivered to one's office, a commute, a break at work.
    id: "employed",
    audience:
      /\b(?:office workers?|employees|workers|working (?:adults|people|professionals|parents|women|men)|commuters|employed)\b/i,
    cue: /\byour (?:office|workplace|commute|lunch ?break|co-?workers?|colleagues?|employer|boss)\b|\b(?:to|at|from) the office\b|\bat work\b(?! (?:and|or) (?:at )?(?:home|play)\b)|\b(?:commut\w*|get|getting|drive|driving|travel(?:l?ing)?) to work\b/i,
    ruledOutBy: OUT_OF_WORK,
    // A persona's role is their work: anyone whose role is a job has one, and a role that is not
    // one (retired, a student, at home with the children) has none. Students' part-time jobs
    // are left out.
    rateByAge: [[0, 0]],
    labelledWork: (persona) => isAJob(persona.role),
    labelledRate: 1,
    onlyAllows: true,
    having: "I go to work",
    label: "has a job",
    concern: "Doesn't go to work",
    without: [
      "I don't go in to work these days",
      "There's no office in my week",
      "I'm not working at the moment",
      "Work isn't part of my days now",
    ],
    despite: [
      "I'm not working now, but I'd tell friends who are about it.",
      "No job to go to at the moment, but I'd have liked this when I did.",
    ],
  },
  {
    // What a will or an estate plan is for: people who depend on one, or a home to leave. Life
    // cover is left out: a partner or a debt is reason enough for it, and neither is modelled.
    id: "dependants_or_home",
    // An audience of parents or of homeowners is in it through those situations (`anyOf`).
    cue: /\b(?:(?:your|a|my|their|simple|online|legal|living) wills?|last will|wills? and (?:trusts|estates)|estate plan(?:s|ning)?|living trusts?|power of attorney|probate)\b/i,
    anyOf: ["children", "homeowner"],
    // A will, bought, still needs someone or something to provide for.
    evenAsProduct: true,
    rateByAge: [],
    having: "I have a family and a home to think of",
    label: "has children or a home",
    concern: "No one and nothing to provide for yet",
    without: [
      "I've no kids at home and no house, so there's little to plan for",
      "Nobody depends on me and I don't own much",
      "There's no house or young family of mine to sort out",
      "With no one depending on me and no home of my own, it can wait",
    ],
    despite: [
      "There's not much to leave yet, but I'd do it once there is.",
      "I don't need it yet, but I'd tell my parents about it.",
    ],
  },
];
