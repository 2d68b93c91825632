import { describe, expect, it } from "vitest";
import { analyzeIdea } from "./analyze-idea";
import { isKnownNoun, nounInfo, topicsOfNoun } from "./lexicon";
import { readNouns } from "./read-nouns";
import { readIdeaNouns, topicsOfIdeaText } from "./topics";
import type { Topic, TopicWeight } from "./types";

const weightOf = (topics: TopicWeight[], topic: Topic) => topics.find((t) => t.topic === topic)?.weight ?? 0;
const top = (topics: TopicWeight[]) => topics[0]?.topic;

describe("WordNet nouns", () => {
  it("places everyday nouns in topics, whatever their inflection", () => {
    expect(top(topicsOfNoun("steak"))).toBe("food");
    expect(top(topicsOfNoun("berries"))).toBe("food");
    expect(top(topicsOfNoun("dermatology"))).toBe("health");
    expect(top(topicsOfNoun("bicycles"))).toBe("transport");
    expect(top(topicsOfNoun("dog"))).toBe("pets");
    expect(top(topicsOfNoun("laptop"))).toBe("hardware");
    expect(weightOf(topicsOfNoun("insurance"), "finance")).toBe(1);
  });

  it("knows dictionary nouns and lemmatises plurals", () => {
    expect(isKnownNoun("moles")).toBe(true);
    expect(nounInfo("moles")?.lemma).toBe("mole");
    expect(nounInfo("berries")?.lemma).toBe("berry");
    expect(nounInfo("boxes")?.lemma).toBe("box");
    expect(nounInfo("children")?.lemma).toBe("child");
    expect(nounInfo("dog")?.senses).toBeGreaterThan(1);
    expect(nounInfo("dog")?.common).toBe(true);
    expect(isKnownNoun("saas")).toBe(false);
    expect(isKnownNoun("blorptastic")).toBe(false);
    expect(topicsOfNoun("blorptastic")).toEqual([]);
  });
});

describe("readNouns", () => {
  it("finds the noun phrases, their heads and the main product noun", () => {
    const reading = readNouns("A smart water bottle that reminds you to drink. It glows when you forget.");
    expect(reading.mainNoun).toBe("bottle");
    expect(reading.mainPhrase).toBe("A smart water bottle");
    expect(reading.mainKind).toBe("artifact");
    expect(reading.phrases[0].modifiers).toContain("smart");
    expect(reading.heads).toContain("bottle");
  });

  it("takes an activity a noun phrase ends with for its head ('meal planning'), not a new clause", () => {
    expect(readNouns("Meal planning for busy families").mainNoun).toBe("planning");
    expect(readNouns("Dog walking by vetted neighbours").mainNoun).toBe("walking");
    expect(
      readNouns("Table-side ordering for your restaurant: guests order from their phones").mainNoun,
    ).toBe("ordering");
    // A gerund with an object of its own is a verb: parents order the groceries.
    expect(readNouns("Parents ordering groceries online").mainNoun).toBe("parent");
  });

  it("takes what a container or a measure holds for the product, and the container without 'of'", () => {
    expect(readNouns("A squeeze bottle of smoky chipotle hot sauce, $7").mainNoun).toBe("hot sauce");
    expect(readNouns("A jar of raw wildflower honey from local beekeepers").mainNoun).toBe("honey");
    expect(readNouns("A box of handmade chocolates for $20").mainKind).toBe("food");
    expect(readNouns("A stainless steel water bottle that keeps drinks cold").mainNoun).toBe("bottle");
  });

  it("lists heads WordNet does not know", () => {
    const reading = readNouns("A saas for dentists");
    expect(reading.unknownHeads).toContain("saas");
    expect(reading.heads).toContain("dentist");
  });

  it("gives nothing for text without words", () => {
    expect(readNouns("").topics).toEqual([]);
    expect(readNouns("$12 / 42").mainNoun).toBeNull();
  });

  it("ranks the strongest topic at 1", () => {
    const { topics } = readNouns("insurance for your dog");
    expect(topics[0].weight).toBe(1);
    expect(topics.every(({ weight }) => weight > 0 && weight <= 1)).toBe(true);
  });
});

describe("topicsOfIdeaText", () => {
  it("reads steak delivery as food", () => {
    expect(top(topicsOfIdeaText("steak delivery to your door"))).toBe("food");
  });

  it("reads a dermatology app as health, not beauty", () => {
    expect(top(topicsOfIdeaText("a dermatology app that checks moles"))).toBe("health");
    expect(top(topicsOfIdeaText("a dermatology app that checks moles on your skin"))).toBe("health");
  });

  it("reads a smart water bottle as hardware, not only food", () => {
    const topics = topicsOfIdeaText("a smart water bottle that reminds you to drink");
    expect(weightOf(topics, "hardware")).toBeGreaterThanOrEqual(0.8);
    expect(topics.some(({ topic }) => topic !== "food")).toBe(true);
  });

  it("reads a meat subscription box as food", () => {
    expect(top(topicsOfIdeaText("a meat subscription box"))).toBe("food");
  });

  it("reads a commuting bike as transport or fitness", () => {
    expect(["transport", "sports", "fitness"]).toContain(top(topicsOfIdeaText("a bike for commuting")));
  });

  it("reads insurance for your dog as pets and finance", () => {
    const topics = topicsOfIdeaText("insurance for your dog");
    expect(weightOf(topics, "finance")).toBeGreaterThanOrEqual(0.5);
    expect(weightOf(topics, "pets")).toBeGreaterThanOrEqual(0.5);
  });

  it("keeps the cue words for jargon WordNet lacks", () => {
    expect(top(topicsOfIdeaText("a crm for plumbers"))).toBeDefined();
    expect(weightOf(topicsOfIdeaText("a saas api for invoices"), "software")).toBeGreaterThan(0);
  });

  it("reads words in the sense a product idea means, not WordNet's first", () => {
    const fish = topicsOfIdeaText("Fresh fish from the dock delivered to your door every Friday");
    expect(weightOf(fish, "legal")).toBe(0);
    const drone = topicsOfIdeaText("Parcels dropped in your yard by drone within the hour");
    expect(weightOf(drone, "hardware")).toBeGreaterThan(0.5);
    expect(weightOf(drone, "entertainment")).toBe(0);
    const walkers = topicsOfIdeaText("An app that connects busy dog owners with vetted local walkers");
    expect(weightOf(walkers, "travel")).toBe(0);
    expect(weightOf(walkers, "fashion")).toBe(0);
    expect(weightOf(topicsOfIdeaText("A streaming service for live sports"), "careers")).toBe(0);
    expect(weightOf(topicsOfIdeaText("Alcohol-free craft beers from local breweries"), "careers")).toBe(0);
    expect(weightOf(topicsOfIdeaText("A personalised news feed of local events"), "food")).toBe(0);
    // Seniors are older people, not final-year students.
    expect(weightOf(topicsOfIdeaText("Hot lunches delivered to seniors living alone"), "education")).toBe(0);
    const monitor = readIdeaNouns("A baby monitor that streams video to your phone");
    expect(monitor.mainKind).toBe("artifact");
    expect(weightOf(monitor.topics, "hardware")).toBeGreaterThan(0.5);
    const ring = readIdeaNouns("A smart ring that tracks your sleep");
    expect(ring.mainKind).toBe("artifact");
    expect(weightOf(ring.topics, "hardware")).toBeGreaterThan(0.5);
  });

  it("reads garden tools as home and outdoors", () => {
    const mower = topicsOfIdeaText("A lawn mower that cuts the grass on its own");
    expect(weightOf(mower, "home") + weightOf(mower, "outdoors")).toBeGreaterThan(0.5);
  });

  it("reads how often a thing comes as how often, not as what it is", () => {
    const plants = readIdeaNouns("A service that sends you a new bonsai tree every month, $29");
    expect(plants.heads).toContain("tree");
    expect(plants.heads).not.toContain("month");
  });

  it("reads a hyphenated word the dictionary knows whole as that word, which negates nothing", () => {
    const text = "A booking app for dental practices that cuts no-shows with text reminders";
    const nouns = readIdeaNouns(text);
    expect(nouns.heads).toContain("no-show");
    expect(nouns.phrases.find(({ head }) => head === "no-show")?.negated).toBe(false);
    expect(weightOf(topicsOfIdeaText(text), "entertainment")).toBe(0);
  });

  it("reads no word written in lower case as a name, whatever the tagger says", () => {
    // The tagger makes "insurance" after a verb-tagged "Pet" an organisation's name.
    const nouns = readIdeaNouns("Pet insurance for dogs and cats, $30 a month");
    expect(nouns.mainNoun).toBe("insurance");
    expect(analyzeIdea("Pet insurance for dogs and cats that pays your vet bills, $30 a month").cover).toBe(
      true,
    );
  });

  it("reads a phrase opened by 'no' as what the product goes without", () => {
    const nouns = readIdeaNouns("Term life insurance with no medical exam, from $15 a month");
    expect(nouns.phrases.find(({ head }) => head === "exam")?.negated).toBe(true);
    expect(nouns.phrases.find(({ head }) => head === "life insurance")?.negated).toBe(false);
    // What it goes without is nothing it is about: no exam, so no schooling either.
    const topics = topicsOfIdeaText("Term life insurance with no medical exam, from $15 a month");
    expect(weightOf(topics, "education")).toBe(0);
    expect(weightOf(topicsOfIdeaText("A course that prepares you for the bar exam, $300"), "education")).toBe(
      1,
    );
  });

  it("reads meal prep as getting meals ready, not as homework (WordNet's only prep)", () => {
    const prep = topicsOfIdeaText("A meal-prep service that delivers five healthy lunches every Monday");
    expect(top(prep)).toBe("food");
    expect(weightOf(prep, "education")).toBe(0);
  });

  it("is deterministic", () => {
    const text = "Nurses on night shifts get healthy meals delivered to the hospital.";
    expect(topicsOfIdeaText(text)).toEqual(topicsOfIdeaText(text));
    expect(readIdeaNouns(text)).toEqual(readNouns(text));
  });
});

describe("names", () => {
  it("reads a brand by the kind of thing it names, not by its dictionary sense", () => {
    const watch = readNouns("The Orange Watch, a smartwatch that works with your phone.");
    expect(weightOf(watch.topics, "food")).toBe(0);
    expect(top(watch.topics)).toBe("hardware");
    // The same word in lowercase is an ordinary noun.
    expect(weightOf(readNouns("An orange juice press for your kitchen.").topics, "food")).toBeGreaterThan(0);
  });

  it("takes what a product named by a name alone is from the phrase right after the name", () => {
    expect(readNouns("Lumo Halo, Lumo's mixed-reality headset for long flights").mainNoun).toBe("headset");
    expect(readNouns("Brightbeam: a head-mounted display for cyclists").mainNoun).toBe("display");
    expect(readNouns("Tandemly, the budgeting app for couples").mainNoun).toBe("app");
    // A name followed by a clause keeps the name.
    expect(readNouns("Brightbeam, if it came with a free trial").mainNoun).not.toBe("trial");
  });

  it("reads a hyphenated word the dictionary writes without its hyphen", () => {
    const wifi = readNouns("Fast Wi-Fi in every room of your house");
    expect(wifi.mainNoun).toBe("wifi");
    expect(wifi.unknownHeads).not.toContain("fi");
  });

  it("reads a will as the legal document, not the modal verb or the faculty", () => {
    const reading = readNouns("Making your will with a lawyer over video");
    expect(reading.heads).toContain("will");
    expect(top(reading.topics)).toBe("legal");
  });

  it("reads what a mix or a selection is of, not the mix", () => {
    const funds = readNouns("An app that puts your savings in a mix of index funds");
    expect(weightOf(funds.topics, "food")).toBe(0);
    expect(weightOf(funds.topics, "finance")).toBeGreaterThan(0.5);
    expect(readNouns("A selection of hand-made soaps").mainNoun).toBe("soap");
  });

  it("reads a van as a vehicle and a bus without the network it also names", () => {
    expect(top(readNouns("An electric van for your bakery's deliveries").topics)).toBe("transport");
    expect(weightOf(readNouns("A night bus between the two cities").topics, "creativity")).toBe(0);
  });

  it("keeps both halves of a hyphenated word with the noun they describe", () => {
    const reading = readNouns("A head-mounted camera for cyclists");
    expect(reading.mainNoun).toBe("camera");
    expect(reading.mainPhrase).toBe("A head-mounted camera");
  });

  it("reads a place named after the product as where it is, not as what it is", () => {
    const gym = readNouns("A gym in downtown Austin with classes included");
    expect(gym.mainNoun).toBe("gym");
    expect(gym.mainPhrase).toBe("A gym");
    expect(gym.unknownHeads).toEqual([]);
    expect(readNouns("Dog daycare in Denver for $45 a day").mainNoun).toBe("daycare");
  });

  it("leaves behind the cue of a last word that a compound makes something else", () => {
    // Golf courses are where golf is played, not lessons.
    expect(readNouns("Booking tee times at public golf courses near you").inCompounds).toContain("courses");
    // A compound that refines its last word keeps it: a water bottle is a bottle.
    expect(readNouns("A water bottle that tracks how much you drink").inCompounds ?? []).not.toContain(
      "bottle",
    );
  });

  it("reads what comes with a product as part of the offer, not what it is", () => {
    const bike = readNouns(
      "An electric cargo bike subscription for families, insurance and repairs included",
    );
    expect(top(bike.topics)).toBe("transport");
    expect(weightOf(bike.topics, "finance")).toBe(0);
    expect(weightOf(readNouns("A phone plan, including insurance for your handset").topics, "finance")).toBe(
      0,
    );
    // Insurance that is the product is finance.
    expect(top(readNouns("Insurance for your electric bike, repairs included").topics)).toBe("finance");
  });

  it("reads a newsletter as something read, and a mix as what is mixed", () => {
    const newsletter = readNouns("A weekly newsletter on local politics in your city");
    expect(top(newsletter.topics)).not.toBe("marketing");
    expect(weightOf(newsletter.topics, "entertainment")).toBeGreaterThan(0.5);
    expect(weightOf(readNouns("A test that tells you your dog's breed mix").topics, "food")).toBe(0);
    expect(top(readNouns("A pancake mix made with oat flour").topics)).toBe("food");
  });
});
