import { FUNCTION_WORDS } from "./key-phrases";
import { nounSynonyms } from "./lexicon";
import { situationsNamed, situationsRuledOut, situationsServed } from "./needs";
import { LIVES_ALONE } from "./needs-data";
import { productPhrase } from "./idea-signals";
import { buysForABusiness } from "./panel-idea";
import { audienceGoesWithout, readSubstitute } from "./substitutes";
import { stem, tokenize } from "./text";
import type { CohortModel, NeedId } from "./types";
import { NEUTRAL_CONTEXT, type PanelContext } from "./utility";

// Whether the audience was drawn from the product's own market. A panel of
// "owners of restaurants" asked about "menus for your restaurant", or of
// "people who use the free version", answers as the market does; a panel of
// "people who do not own one" has already said no once.

// Words any audience or idea may use; shared, they say nothing about the product ("who work long
// hours" and "back within 48 hours").
const GENERIC = new Set(
  "adult adults people person persons user users owner owners consumer consumers customer customers general united states americans american aged ages with that their them they have who what which more most about from this these those your into only over under year years month months week weeks days hour hours minute minutes time currently already someone anyone everyone"
    .split(" ")
    .concat([...FUNCTION_WORDS]),
);
const NEGATION = /\b(?:never|not|non|no|without|don't|do not|does not|doesn't|haven't|have not|yet to)\b/i;

// Short acronyms name the product itself ("NFTs", "a VPN"); places do not.
const ACRONYM = /\b[A-Z][A-Z0-9]{2,4}(?=s?\b)/g;
const PLACE_ACRONYMS = new Set(["usa", "uae"]);

/**
 * The content words of a text, each as its stem and the stems of what WordNet calls the same
 * thing: "kids" and "children" are one word to the panel ("parents of children aged 5 to 12"
 * asked about "a smartwatch for kids").
 */
function contentWords(text: string): string[][] {
  const acronyms = (text.match(ACRONYM) ?? [])
    .map((word) => word.toLowerCase())
    .filter((word) => !PLACE_ACRONYMS.has(word));
  return [
    ...tokenize(text)
      .parts.filter((part) => part.length >= 4 && !GENERIC.has(part))
      .map((part) => [...new Set([stem(part), ...nounSynonyms(part).map(stem)])]),
    ...acronyms.map((acronym) => [acronym]),
  ];
}

// "who currently use", "have already tried", "do not own", "have never used". What they own may
// be the product's kind ("who own a fitness tracker") or only what it is used on or in ("who own
// a home", asked about solar panels on it).
const USE_VERB =
  /\b(?:use|uses|using|used|tried|try|buy|buys|bought|eat|eats|subscribe|subscribes|subscribed|subscribers?|pay(?:s|ing)? for|paid for)\b/i;
const OWN_VERB = /\b(?:own|owns|owned|have|has|had)\b/i;

// "who plan to buy a new television": in the market for the kind of product,
// not yet its users.
const INTENT = /\b(?:plan(?:s|ning)?|intend(?:s|ing)?|want(?:s|ing)?|looking|expect(?:s|ing)?) to\b/i;

// "familiar with NFTs", "NFT-aware", "who have heard of": they know the kind of
// product without using it, so it is not unfamiliar to them.
const AWARE = /\b(?:familiar with|aware of|heard of|know(?:s)? (?:of|about))\b|-aware\b/i;

// What the idea itself leaves out: "alcohol-free", "non-alcoholic", "without sugar" (not "no",
// which more often qualifies what follows: "no alcohol limits").
const LEFT_OUT =
  /\b([a-z]{3,})(?:[- ]free|-less)\b|\bnon-?([a-z]{3,})|\b(?:without|zero|free of|free from)\s+([a-z]{3,})/giu;

function leftOutStems(text: string): Set<string> {
  return new Set(
    [...text.toLowerCase().matchAll(LEFT_OUT)]
      .map((match) => match[1] ?? match[2] ?? match[3])
      .filter((word): word is string => word !== undefined && !GENERIC.has(word))
      .map((word) => stem(word.replace(/ic$|ical$/u, ""))),
  );
}

/** 0 for preset audiences and for custom ones unrelated to the idea. */
export function cohortFit(
  cohort: Pick<CohortModel, "isPreset" | "name" | "description">,
  ideaText: string,
): PanelContext {
  if (cohort.isPreset) return { ...NEUTRAL_CONTEXT, situations: [], ruledOut: [] };
  const idea = new Set(contentWords(ideaText).flat());
  const product = new Set(contentWords(productPhrase(ideaText)).flat());
  const leftOut = leftOutStems(ideaText);
  let avoids = false;
  let users = 0;
  let market = 0;
  let marketByWho = true;
  let aware = false;
  const situations = new Set<NeedId>();
  for (const clause of `${cohort.name}. ${cohort.description}`.split(/[,;.()|]|\b(?:and|but|or)\b/i)) {
    // "With no children" rules a situation out (`ruledOut`); it is no verdict on the product. Living
    // alone rules out children at home too, and is still who they are ("for adults living alone").
    if (situationsRuledOut(clause).length > 0 && !LIVES_ALONE.test(clause)) continue;
    const negated = NEGATION.test(clause);
    const named = negated ? [] : situationsNamed(clause);
    named.forEach((id) => situations.add(id));
    const sharedStems = [
      ...new Set(
        contentWords(clause)
          .filter((keys) => keys.some((key) => idea.has(key)))
          .map(([word]) => word!),
      ),
    ];
    const shared = sharedStems.length;
    if (shared === 0) continue;
    // Going without the original neither rejects its substitute nor makes its market: most
    // buyers of alcohol-free beer also drink beer.
    if (negated && sharedStems.every((key) => leftOut.has(key))) avoids = true;
    else if (AWARE.test(clause) && !negated) {
      aware = true;
      market += shared;
      marketByWho = false;
    } else if (INTENT.test(clause) && !negated) {
      market += shared;
      marketByWho = false;
    } else if (
      !negated &&
      OWN_VERB.test(clause) &&
      !USE_VERB.test(clause) &&
      !contentWords(clause).some((keys) => keys.some((key) => product.has(key)))
    ) {
      // Owning what the product is for ("who own a home", asked about solar panels on it) is who
      // they are, not having one already: made for them.
      market += shared;
    } else if (USE_VERB.test(clause) || OWN_VERB.test(clause)) users += negated ? -shared : shared;
    else if (negated || /\bnon\b/i.test(clause)) users -= shared;
    // Who they are, with no word of shopping or knowing it ("office workers" asked about a car wash
    // at the office, "who cycle to work" about a bike mechanic): made for them, not sought by them.
    else market += shared;
  }
  // A panel in a situation the idea speaks to in other words ("with type 2 diabetes", asked about
  // a patch that tracks blood sugar) is made for, whatever words they share.
  if (market === 0 && users === 0 && situationsServed([...situations], ideaText).length > 0) market = 1;
  const original = readSubstitute(ideaText);
  if (original && audienceGoesWithout(`${cohort.name}. ${cohort.description}`, original)) avoids = true;
  return {
    users: Math.max(-1, Math.min(1, users / 2)),
    market: Math.min(1, market / 2),
    marketByWho: market > 0 && marketByWho,
    familiar: aware || users > 0,
    situations: [...situations],
    ruledOut: situationsRuledOut(`${cohort.name}. ${cohort.description}`),
    avoidsTheOriginal: avoids,
  };
}

export function panelContext(
  cohort: Pick<CohortModel, "isPreset" | "name" | "description" | "roles">,
  ideaText: string,
): PanelContext {
  return { ...cohortFit(cohort, ideaText), businessPanel: buysForABusiness(cohort) };
}
