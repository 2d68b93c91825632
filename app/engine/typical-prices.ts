import { productPhrase } from "./idea-signals";
import { escapeRegExp } from "./regex";

// What a device usually costs new, where an idea names the device but not its price: people asked
// about "a smart speaker" or "a fridge" picture what such things cost, and $100 and $1,500 are not
// the same decision. These are assumptions, not measurements: rounded mid-range US retail prices of
// the early 2020s, one per kind, and a stated price always wins over them. Where kinds overlap the
// longest wins ("robot vacuum" over "vacuum"); a kind not listed is a mid-range device.

/** A device of no listed kind ("a gadget", "a smart home appliance"): mid-range. */
export const TYPICAL_DEVICE_USD = 400;

const TYPICAL_PRICES: readonly (readonly [kind: string, usd: number])[] = [
  // Small things for the home and the person.
  ["smart plug|light bulb|smart bulb|bulb", 25],
  ["smoke detector|smoke alarm", 40],
  ["tracking tag|item tracker|key finder|gps tracker", 40],
  ["fan|humidifier|space heater|heater", 60],
  ["blender|toaster|kettle|coffee maker|air fryer|slow cooker", 90],
  ["fitness tracker|activity tracker|wristband|tracker", 100],
  ["earbud|headphone|headset", 100],
  ["speaker|smart display", 100],
  ["security camera|webcam|doorbell|baby monitor", 150],
  ["e-?reader|ebook reader|electronic reader", 130],
  ["router|thermostat|smart lock|printer", 200],
  ["air purifier|dehumidifier|microwave|car seat|stroller|vacuum cleaner|vacuum", 200],
  ["smartwatch|watch|smart ring", 350],
  ["robot vacuum|robot vacuum cleaner|robotic vacuum|robot mower", 400],
  [
    "camera|tablet|game console|console|vr headset|ar headset|mixed-reality headset|projector|3d printer|drone",
    450,
  ],
  ["bike|bicycle|scooter", 600],
  ["laptop|computer|phone|smartphone", 800],
  ["television|tv|dishwasher|washer|dryer|washing machine|grill|mattress|bed|sofa|couch", 900],
  ["generator|air conditioner|oven|stove|fridge|refrigerator|freezer", 1200],
  [
    "e-?bike|electric bike|exercise bike|stationary bike|spin bike|treadmill|rowing machine|hearing aid",
    1500,
  ],
  ["water heater|furnace|hot tub", 2000],
  ["motorcycle|motorbike", 10000],
  ["heat pump|solar panel|solar roof|home battery", 12000],
  ["car|vehicle|truck|suv|van", 35000],
];

// Longest first, so "robot vacuum cleaner" is not stopped at "robot vacuum".
const PATTERNS = TYPICAL_PRICES.map(([kinds, usd]) => {
  const longestFirst = kinds.split("|").sort((a, b) => b.length - a.length);
  return [new RegExp(String.raw`\b(?:${longestFirst.join("|")})(?:e?s)?\b`, "gi"), usd] as const;
});

// "Such as a fridge, washer or oven": the examples name the kind where the phrase is general.
// Not "for example on your phone" nor "including a charger": what it is used on or comes with.
const EXAMPLES = /\b(?:such as|like|e\.g\.|for example|for instance)\s+([^.;:]+)/i;

/** What the idea is, as its main noun phrase reads: "A robot vacuum cleaner", head "vacuum cleaner". */
export interface MainNoun {
  noun: string | null;
  phrase: string | null;
}

/**
 * The mid-range price of the device an idea names: the listed kind its main noun is ("a robot
 * vacuum cleaner", "a car" in "buying a car online"; "a phone case" is no phone), else the kind its
 * product phrase ends on, else the first example it gives ("such as a video doorbell"), else a
 * mid-range device.
 */
export function typicalDevicePriceUsd(text: string, main: MainNoun): number {
  const phrase = main.phrase ?? "";
  const head = main.noun
    ? lastEnd(new RegExp(String.raw`\b${escapeRegExp(main.noun)}(?:e?s)?\b`, "gi"), phrase)
    : -1;
  // Where the noun reading stops short ("a wearable fitness or activity tracker"), the product
  // phrase's last word.
  const product = productPhrase(text).trim();
  return (
    longestEndingAt(phrase, head) ??
    longestEndingAt(product, product.length) ??
    firstNamed(EXAMPLES.exec(text)?.[1] ?? "") ??
    TYPICAL_DEVICE_USD
  );
}

/** The noun is a kind of device the table lists ("dehumidifier", "space heater"): bought once and kept. */
export function isListedDevice(noun: string): boolean {
  return longestEndingAt(noun, noun.length) !== null;
}

/** The price of the longest kind ending at `end`: "robot vacuum cleaner" over "vacuum cleaner". */
function longestEndingAt(words: string, end: number): number | null {
  let kind: { at: number; usd: number } | null = null;
  for (const [pattern, usd] of PATTERNS) {
    for (const match of words.matchAll(pattern)) {
      if (match.index + match[0].length === end && (kind === null || match.index < kind.at))
        kind = { at: match.index, usd };
    }
  }
  return kind?.usd ?? null;
}

/** The price of the kind named first. */
function firstNamed(words: string): number | null {
  let first: { at: number; usd: number } | null = null;
  for (const [pattern, usd] of PATTERNS) {
    const at = words.search(pattern);
    if (at !== -1 && (first === null || at < first.at)) first = { at, usd };
  }
  return first?.usd ?? null;
}

function lastEnd(pattern: RegExp, words: string): number {
  let end = -1;
  for (const match of words.matchAll(pattern)) end = match.index + match[0].length;
  return end;
}
