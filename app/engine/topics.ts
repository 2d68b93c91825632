import { cues, keywordMatcher, type KeywordMatcher } from "./keywords";
import { EMPTY_NOUN_READING, type NounReading } from "./noun-reading";
import * as nounReader from "./read-nouns.server";
import { tokenize, textForReadingTopics, withoutWords, type Tokens } from "./text";
import type { Topic, TopicWeight } from "./types";

// English cue words for each topic. They are read from ideas and, as a
// fallback, from interest, pain point and role labels the catalogue lacks.
const TOPIC_KEYWORDS: Record<Topic, readonly string[]> = {
  software: cues(
    "software, code, coding, coder*, developer*, programm*, api, cli, sdk, ide, git, github, gitlab, repo, repositor*, pull request*, merge request*, terraform, kubernetes, docker, deploy*, devops, lint*, debug*, open source, backend, frontend, database*, cloud, infrastructure, ci, pipeline*, microservice*, serverless, compiler*, typescript, javascript, python, saas, browser extension*, plugin*, codebase*, bug, engineer*, tech, app, website*, web, platform",
  ),
  ai: cues(
    "ai, artificial intelligence, machine learning, gpt*, llm*, chatgpt, neural, chatbot*, copilot*, agent, generative, deep learning, computer vision",
  ),
  data: cues(
    "data, analytic*, dashboard*, metric*, report*, insight*, spreadsheet*, statistic*, forecast*, kpi",
  ),
  productivity: cues(
    "productiv*, focus*, task*, todo, to do list*, calendar*, schedul*, meeting*, notes, note taking, email*, inbox*, workflow*, project management, time tracking, organi*, reminder*, habit*, automat*, admin, paperwork, document*, time, busy",
  ),
  teamwork: cues(
    "team*, collaborat*, slack, remote, hybrid, async, standup*, coworker*, colleague*, manager*, leadership",
  ),
  health: cues(
    "health*, medical, doctor*, patient*, symptom*, clinic*, hospital*, nurs*, therap*, wellness, medication*, medicine*, diagnos*, blood, heart, sleep, sleeps, sleeping, sleepless*, sleepy, vitamin*, nutrition*, pharmac*, care, caregiv*, illness*, disease*, chronic, fatigue, menstrua*, period tracking, period tracker*, fall detection, fall-detection, fall detector*, medical alert*",
  ),
  fitness: cues(
    "fitness, workout*, gym*, running, runner*, exercis*, yoga, training, steps, athlet*, marathon*, cycling, strength, pilates, spin class*, spin bike*, stationary bike*",
  ),
  mental_health: cues(
    "mental health, stress*, anxiety, meditat*, mindful*, burnout, mood, loneli*, lonely, journal*, calm, therapy, sleep, sleeps, sleeping, sleepless*, sleepy",
  ),
  food: cues(
    "food*, meal*, recipe*, cook*, kitchen*, restaurant*, grocer*, soup*, drink*, beverage*, snack*, vegetable*, fruit*, coffee, tea, bottled, eat, eats, eating, dinner*, lunch*, breakfast*, vegan, organic, tomato*, cucumber*, pepper*, olive oil, juice*, smoothie*, bakery, baking, bake*, chef*, diet*, nutrition*, protein, salad*, sauce*, flavor*, flavour*, taste*, tasty, delicious, pizza*, burger*, wine*, beer*, cafe*, café*, dish, cuisine, ingredient*, farm*, supermarket*, picky eater*",
  ),
  finance: cues(
    "financ*, money, budget*, invest*, bank*, payment*, invoic*, tax, accounting, accountant*, expense*, saving*, loan*, credit, crypto*, stock*, insurance, payroll, retirement, debt*, income, salary, bookkeep*, cash*, wallet*, fundrais*, bills, mortgage*",
  ),
  education: cues(
    "learn*, course*, student*, teacher*, school*, tutor*, lesson*, study, studying, exam*, classroom*, universit*, homework, education*, teach*, language learning, language app*, grading, curriculum, quiz*, reading, books, college",
  ),
  parenting: cues(
    "kid, kids, child, children, parent*, baby, babies, toddler*, family, families, mom, moms, dad, dads, daycare, childcare, teen*, grandchild*, grandkid*",
  ),
  gaming: cues(
    "game, gamer*, gaming, esport*, twitch, console*, playstation, xbox, nintendo, steam, multiplayer, mmo*, speedrun*, board game*, lag",
  ),
  entertainment: cues(
    "movie*, film*, music, stream*, video*, podcast*, show, shows, tv, concert*, fun, anime, book, novel*, puzzle*, comedy, festival*, entertain*, netflix, spotify",
  ),
  social: cues(
    "friend*, community, communities, social*, dating, chat, share, sharing, network*, event, meetup*, neighbo*, volunteer*, club*, group*",
  ),
  travel: cues(
    "travel*, trip*, flight*, hotel*, vacation*, holiday*, tourist*, tourism, itinerar*, backpack*, airport*, road trip*",
  ),
  shopping: cues(
    "shop, shops, shopping, shopper*, store, retail*, ecommerce, e commerce, deal, discount*, coupon*, checkout, cart, orders, ordering, order online, delivery, delivered, subscription box*, supermarket*, buy, buying, sold",
  ),
  marketplace: cues(
    "marketplace*, buyers, sellers, peer to peer, p2p, rent out, listing*, gig*, freelancer*, hire, hiring, book a, connects, matches, two sided, on demand, lend and borrow, borrow and lend, lend or borrow, borrow or lend, buy and sell, buy or sell, sell and buy",
  ),
  fashion: cues(
    "fashion*, clothes, clothing, outfit*, wardrobe*, shoe*, sneaker*, apparel, style, jewel*, dress*",
  ),
  beauty: cues(
    "beauty, skincare, skin, makeup, cosmetic*, hair*, salon*, nail*, spa, razor*, shav*, deodorant*, grooming",
  ),
  home: cues(
    "home, house*, apartment*, clean*, furniture, garden*, diy, repair*, chore*, landlord*, tenant*, plumb*, electrician*, kitchen*, laundry, interior*, renovat*",
  ),
  hardware: cues(
    "device*, hardware, wearable*, sensor*, gadget*, smart home, iot, robot*, drone*, 3d print*, headphone*, earbud*, speaker*, charger*, battery, batteries, smartwatch*, smart ring*, camera*, keyboard*, tracker*, electronics, chip*, printer*",
  ),
  marketing: cues(
    "marketing, seo, ads, advertis*, campaign*, brand*, newsletter*, influencer*, social media, content, audience*, promotion*, growth",
  ),
  sales: cues(
    "sales, crm, leads, lead gen*, prospect*, outreach, customer*, client*, deal flow, pipeline, quota*, pitch*, negotiat*",
  ),
  operations: cues(
    "inventor*, logistic*, supply, supplier*, operation*, procurement, vendor*, warehouse*, shipping, fleet*, staff*, shift*, roster*, compliance, process*, legacy, integrat*, enterprise*",
  ),
  hr: cues(
    "hr, human resources, recruit*, hiring, onboarding, employee*, payroll, talent, candidate*, interview*, staffing, retention",
  ),
  security: cues(
    "security, secure, password*, encrypt*, privacy, vulnerab*, fraud*, scam*, phishing, malware, cyber*, audit*, misconfigur*, panic button*, emergency alert*, alarm*, calls for help, call for help",
  ),
  legal: cues(
    "legal, law, lawyer*, attorney*, contract, compliance, regulat*, gdpr, hipaa, court*, paralegal*",
  ),
  sustainability: cues(
    "sustainab*, eco, green, carbon, recycl*, climate, solar, food waste, zero waste, energy, compost*, reusable, electric vehicle*, ev, plant based",
  ),
  pets: cues("pet, dog*, cat, cats, puppy, puppies, vet, kitten*"),
  transport: cues(
    "car, cars, commut*, bike*, bicycle*, ride*, parking, driver*, driving, transit, bus, scooter*, taxi*, truck*, vehicle*, traffic, drive, drives",
  ),
  creativity: cues(
    "design*, photo*, creator*, art, arts, artist*, writing, writer*, draw*, paint*, illustrat*, craft*, music product*, edit*, ux, ui",
  ),
  careers: cues(
    "career*, job, jobs, resume*, cv, interview*, startup*, founder*, freelanc*, promotion, networking, side hustle*, mentor*",
  ),
  real_estate: cues(
    "real estate, property, properties, rent, rental property, rental properties, rental home*, rental apartment*, rental unit*, mortgage*, realtor*, housing, lease*",
  ),
  sports: cues(
    "sport*, football, soccer, basketball, baseball, tennis, golf*, hockey, cricket, fantasy league*, team sport*, league*",
  ),
  outdoors: cues(
    "outdoor*, hiking, hike*, camping, camp, fishing, hunting, trail*, nature, garden*, park, mountain*, rural",
  ),
};

const ALL_TOPICS = Object.keys(TOPIC_KEYWORDS) as Topic[];

const MATCHERS: ReadonlyArray<readonly [Topic, KeywordMatcher]> = ALL_TOPICS.map((topic) => [
  topic,
  keywordMatcher(TOPIC_KEYWORDS[topic]),
]);

// Words so generic that they hint at a topic but must not decide it alone.
const WEAK_KEYWORDS = new Set([
  "app",
  "platform",
  "web",
  "tech",
  "time",
  "care",
  "show",
  "shows",
  "data",
  "share",
  "group*",
  "buy",
  "sold",
  "content",
  "growth",
  "process*",
]);

/** Topic weights of a tokenized text, strongest first (weight 1). */
export function topicsOfTokens(tokens: Tokens): TopicWeight[] {
  const scored: TopicWeight[] = [];
  let strongest = 0;
  for (const [topic, matcher] of MATCHERS) {
    let score = 0;
    for (const keyword of matcher.matches(tokens)) {
      score += WEAK_KEYWORDS.has(keyword) ? 0.34 : keyword.includes(" ") ? 1.5 : 1;
    }
    if (score > 0) {
      scored.push({ topic, weight: score });
      strongest = Math.max(strongest, score);
    }
  }
  if (strongest === 0) return [];
  // Normalise against at least one full hit so a lone weak word stays weak.
  const scale = Math.max(1, strongest);
  return scored
    .map(({ topic, weight }) => ({ topic, weight: Math.round((weight / scale) * 100) / 100 }))
    .filter(({ weight }) => weight >= 0.25)
    .sort((a, b) => b.weight - a.weight || a.topic.localeCompare(b.topic));
}

export function topicsOfText(text: string): TopicWeight[] {
  return topicsOfTokens(tokenize(text));
}

// ---------------------------------------------------------------- nouns (WordNet)

/**
 * The nouns of an idea read through WordNet (read-nouns.ts). On the server
 * and in tests; in the browser bundle the reader is left out and this returns
 * an empty reading.
 */
export function readIdeaNouns(text: string): NounReading {
  return typeof nounReader.readNouns === "function" ? nounReader.readNouns(text) : EMPTY_NOUN_READING;
}

/** The words of what the product goes without ("with no medical exam"): nothing it is about. */
function goneWithout(nouns: NounReading): string[] {
  return nouns.phrases.filter((phrase) => phrase.negated).flatMap((phrase) => tokenize(phrase.text).parts);
}

/** How much the cue words count next to the nouns WordNet placed. */
const CUE_SHARE_WITH_NOUNS = 0.6;

/** "Sold in the freezer aisle of your supermarket": how people get it, which says nothing of what it is. */
const WHERE_SOLD = /\b(?:sold|available|stocked)\s+(?:in|at|by|through|from|on)\b[^,.;:!?()]*/giu;

/**
 * Topics of an idea: the nouns WordNet places ("steak" → food, "bike" →
 * transport, heads above modifiers) merged with the cue words, which still
 * catch domain words WordNet lacks ("saas", "crm", "api") and verbs
 * ("drink"). Strongest first with weight 1. Pass `nouns` when already read.
 */
export function topicsOfIdeaText(text: string, nouns: NounReading = readIdeaNouns(text)): TopicWeight[] {
  // A word the noun reader took for where the product is used ("a home workout app"), or for part of
  // a compound ("hot dogs"), is no cue either.
  const cueTopics = topicsOfTokens(
    withoutWords(tokenize(textForReadingTopics(text).replace(WHERE_SOLD, " ")), [
      ...nouns.placeOnly,
      ...(nouns.inCompounds ?? []),
      ...goneWithout(nouns),
    ]),
  );
  if (nouns.topics.length === 0) return cueTopics;
  const scores = new Map<Topic, number>();
  for (const { topic, weight } of nouns.topics) scores.set(topic, weight);
  for (const { topic, weight } of cueTopics) {
    scores.set(topic, (scores.get(topic) ?? 0) + weight * CUE_SHARE_WITH_NOUNS);
  }
  const strongest = Math.max(...scores.values());
  return [...scores]
    .map(([topic, score]) => ({ topic, weight: Math.round((score / strongest) * 100) / 100 }))
    .filter(({ weight }) => weight >= 0.25)
    .sort((a, b) => b.weight - a.weight || a.topic.localeCompare(b.topic));
}
