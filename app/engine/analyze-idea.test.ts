import { describe, expect, it } from "vitest";
import { analyzeIdea } from "./analyze-idea";
import { concernLabel, tasteIsAReason } from "./reasons";
import type { Persona } from "./types";
import type { Driver } from "./utility";

const DEV_TOOL =
  "A CLI that lints Terraform files and opens pull requests with fixes, $20/month per developer";
const GAZPACHO =
  "Ready-to-drink bottled gazpacho, a cold blended vegetable soup from Spain (tomatoes, cucumbers, peppers, olive oil), sold at your local supermarket";

describe("analyzeIdea: prices", () => {
  it.each([
    ["A habit tracker for $12/month", 12, "USD", "month", false],
    ["Lifetime licence, €99 one-time", 99, "EUR", "one_time", false],
    ["Costs 15 dollars a month", 15, "USD", "month", false],
    ["Team inbox, $5 per user per month", 5, "USD", "month", true],
    ["Pro plan at £8 per week", 8, "GBP", "week", false],
    ["Annual plan: $1,200/year for the whole company", 1200, "USD", "year", false],
    ["Ein Lernplaner für 4,99 € pro Monat", 4.99, "EUR", "month", false],
    ["家計簿アプリ、月額500円", 500, "JPY", "month", false],
    ["Book a vetted dog walker within the hour, $20 per walk", 20, "USD", "per_use", false],
    ["A mobile car wash that comes to your office, $35 each wash", 35, "USD", "per_use", false],
    // "A" after the amount says "per": a walk is a use, a month is still a month, a bottle goods.
    ["A dog-walking app that finds a walker nearby, $20 a walk", 20, "USD", "per_use", false],
    ["Guitar lessons over video, $40 an hour", 40, "USD", "per_use", false],
    ["A sleep app, $4 a month", 4, "USD", "month", false],
    ["Craft soda, $9 a six-pack", 9, "USD", "one_time", false],
    ["Fresh vegetables for your family, $30 per household per month", 30, "USD", "month", false],
    ["Reef-safe sunscreen, $12 a bottle", 12, "USD", "per_item", false],
    ["Ready-to-eat rice bowls in the freezer aisle, $5 each.", 5, "USD", "per_item", false],
    // Chocolates are eaten, so bought again: "a box of" is how many.
    ["A box of handmade chocolates for $20", 20, "USD", "per_item", false],
    // "Supermarket" is not "market" (a market size is not a price).
    ["Oat-milk ice cream, sold in supermarket freezers for $6 a tub", 6, "USD", "per_item", false],
  ] as const)("reads %s", (text, amount, currency, period, perSeat) => {
    const price = analyzeIdea(text).price;
    expect(price).not.toBeNull();
    expect(price?.amount).toBe(amount);
    expect(price?.currency).toBe(currency);
    expect(price?.period).toBe(period);
    expect(price?.perSeat).toBe(perSeat);
  });

  it("names the unit of a price per use", () => {
    expect(analyzeIdea("Book a vetted dog walker within the hour, $20 per walk").price?.label).toBe(
      "$20 per walk",
    );
    expect(analyzeIdea("Meal delivery, $12 per order").price?.label).toBe("$12 per order");
    expect(analyzeIdea("A mobile car wash, $15 a wash").price?.label).toBe("$15 per wash");
    expect(analyzeIdea("A massage chair at the mall, $3 every time you use it").price?.label).toBe(
      "$3 per use",
    );
  });

  it("reads goods priced per bottle or pack as bought about monthly, or billed as often as delivered", () => {
    const sunscreen = analyzeIdea("Reef-safe sunscreen, $12 a bottle").price;
    expect(sunscreen?.label).toBe("$12 per bottle");
    expect(sunscreen?.monthlyUsd).toBe(12);
    const milk = analyzeIdea("Oat milk, $4 a carton, delivered every week").price;
    expect(milk?.label).toBe("$4 per carton");
    expect(milk?.period).toBe("week");
    expect(milk?.monthlyUsd).toBeCloseTo(4 * 4.33, 5);
  });

  it("reads a repair or a day's rental as paid when needed, not as a weekly or daily bill", () => {
    const repair = analyzeIdea("A mechanic who fixes your bike at your office, $45 per repair").price;
    expect(repair).toMatchObject({ period: "per_use", label: "$45 per repair" });
    // About once a quarter, where a walk or a wash is taken as once a week.
    expect(repair?.monthlyUsd).toBeCloseTo(15, 5);
    expect(analyzeIdea("A dog walker, $20 per walk").price?.monthlyUsd).toBe(80);
    // Repair work is booked when something breaks, whatever the price is counted in.
    const van = analyzeIdea(
      "A bike-repair van that comes to your office car park and fixes your bike while you work, $45 a visit",
    ).price;
    expect(van).toMatchObject({ period: "per_use", label: "$45 per visit" });
    expect(van?.monthlyUsd).toBeCloseTo(15, 5);
    // A cleaner's visit is not a repair: about once a week.
    expect(analyzeIdea("A house cleaner who comes to your home, $60 a visit").price?.monthlyUsd).toBe(240);
    const rental = analyzeIdea(
      "An online marketplace for renting camping gear from neighbours, from $15 a day",
    );
    expect(rental.price).toMatchObject({ period: "per_use", monthlyUsd: 5 });
    // What is used every day is still a daily bill.
    expect(analyzeIdea("A vitamin pack for just $1 a day").price).toMatchObject({
      period: "day",
      monthlyUsd: 30,
    });
  });

  it("reads jewellery that detects or calls for help as a device worn, not an accessory", () => {
    const pendant = analyzeIdea(
      "A fall-detection pendant for older adults living alone that calls for help automatically, $29 a month",
    );
    expect(pendant.category).toBe("hardware");
    expect(pendant.topics.map(({ topic }) => topic)).toEqual(expect.arrayContaining(["health", "security"]));
    expect(pendant.topics[0]?.topic).not.toBe("fashion");
    // Jewellery that only looks a certain way is still jewellery.
    expect(
      analyzeIdea("A silver pendant with your child's name engraved, $89").topics.map(({ topic }) => topic),
    ).toContain("fashion");
  });

  it("prices a day at a place by the days one goes, and a day pass as a day, beside a membership", () => {
    // A daycare day is paid for the days a dog goes (about weekly), so it is the entry price, not
    // a $1,350-a-month bill that makes the monthly plan look cheaper.
    const daycare = analyzeIdea("Dog daycare in Denver, $45 a day or $700 a month").price;
    expect(daycare).toMatchObject({ period: "per_use", label: "$45/day", monthlyUsd: 180 });
    for (const gym of [
      "A climbing gym: day passes $22, memberships $79 a month",
      "A climbing gym: memberships $79 a month, day passes $22",
    ]) {
      expect(analyzeIdea(gym).price).toMatchObject({ period: "per_use", label: "$22/day" });
    }
  });

  it("weighs a price per visit by how often that kind of service is used", () => {
    const monthly = (idea: string) => analyzeIdea(idea).price?.monthlyUsd;
    // A dog is groomed about every 2.5 months, not every week.
    expect(monthly("A mobile dog groomer who comes to your driveway, $65 a visit")).toBeCloseTo(26, 5);
    expect(monthly("A van that grooms your dog outside your house, $65 each time")).toBeCloseTo(26, 5);
    // A haircut about every three months; a car wash about monthly, whatever the unit is called.
    expect(monthly("A barber who comes to your home, $30 a haircut")).toBeCloseTo(10, 5);
    expect(monthly("A hairdresser who comes to your home, $45 a visit")).toBeCloseTo(15, 5);
    expect(monthly("A car wash that comes to your office car park, $25 a wash")).toBe(25);
    // A doctor's video consultation about 3.4 times a year.
    expect(monthly("Video consultations with a doctor within the hour, $40 per consultation")).toBeCloseTo(
      (40 * 3.4) / 12,
      5,
    );
    // A test is taken when there is a reason to check, as often as a doctor's visit, not weekly.
    expect(
      monthly("A home blood test kit that checks cholesterol from a finger prick, $69 per test"),
    ).toBeCloseTo((69 * 3.4) / 12, 5);
    // A handyman is called when something needs fixing, a few times a year.
    expect(monthly("A handyman who comes round for odd jobs, $60 an hour")).toBeCloseTo(20, 5);
    // What the idea says comes first: a cleaner every two weeks.
    expect(monthly("A dog groomer who visits every two weeks, $40 a visit")).toBeCloseTo(40 * 2.17, 5);
    // A lesson of no known kind stays weekly.
    expect(monthly("Guitar lessons over video, $40 an hour")).toBe(160);
  });

  it("puts prices on one monthly scale", () => {
    expect(analyzeIdea("$120/year").price?.monthlyUsd).toBeCloseTo(10, 5);
    expect(analyzeIdea("$10/month").price?.monthlyUsd).toBe(10);
    expect(analyzeIdea("€10/month").price?.monthlyUsd).toBeGreaterThan(10);
  });

  it("recognises free, and a free tier next to a paid plan", () => {
    const free = analyzeIdea("A budgeting app that is completely free");
    expect(free.price).toMatchObject({ amount: 0, period: "free" });
    expect(analyzeIdea("free").price?.period).toBe("free");
    const freemium = analyzeIdea("Free plan for individuals, $8/month for teams");
    expect(freemium.price).toMatchObject({ amount: 8, period: "month" });
    expect(freemium.freemium).toBe(true);
    expect(freemium.freeTier).toBe(true);
    for (const text of [
      "A budgeting app, free with a $4 premium plan",
      "Free to use, with an optional $4/month premium upgrade",
      "A retirement app that shows whether you're on track, free with an optional $4 a month coaching plan",
      "A free app that shows which parks near you have shade, with a $4 a month premium tier",
    ]) {
      expect(analyzeIdea(text), text).toMatchObject({
        freeTier: true,
        price: { amount: 4, period: "month" },
      });
    }
    // A trial ends: it is no free version.
    expect(analyzeIdea("Free trial, then a $4 premium plan").freeTier).toBe(false);
    for (const text of [
      "A language app, first month free, then $12 a month",
      "Video lessons, try it free for 14 days, then $12 a month",
      "Guitar lessons, free for your first three lessons, then $12 a month",
    ]) {
      expect(analyzeIdea(text), text).toMatchObject({ freemium: true, freeTier: false });
    }
    // Free to start with a price for unlimited use: what stays free is the limited version.
    expect(
      analyzeIdea("A language app with daily video chats. Free to start, $12 a month for unlimited sessions"),
    ).toMatchObject({ freemium: true, freeTier: true, price: { amount: 12, period: "month" } });
    expect(analyzeIdea("A phrasebook app, $12 a month, the first of its kind").freemium).toBe(false);
  });

  it("reads a paid tier offered beside a free one as something to pay for, not as free", () => {
    for (const text of [
      "An ad-free version of your favourite podcast app for $2 a month",
      "A weather app's premium plan at $3 a month, instead of the free version with ads",
    ]) {
      expect(analyzeIdea(text), text).toMatchObject({ freeTier: false, freemium: false, offer: "paid" });
    }
  });

  it("does not mistake '-free' words or units for prices", () => {
    expect(analyzeIdea("Gluten-free sourdough bread delivered weekly").price).toBeNull();
    expect(analyzeIdea("2 pounds of coffee for $10").price).toMatchObject({ amount: 10, currency: "USD" });
    expect(analyzeIdea(GAZPACHO).price).toBeNull();
  });
});

describe("analyzeIdea: features", () => {
  it("reads a developer tool as a B2B developer tool with a per-seat price", () => {
    const features = analyzeIdea(DEV_TOOL);
    expect(features.category).toBe("developer_tool");
    expect(features.audience).toBe("B2B");
    expect(features.price?.perSeat).toBe(true);
    expect(features.keyPhrases).toContain("Terraform files");
    expect(features.namesPrice).toBe(true);
  });

  it('reads "your restaurant" or "your customers" as a business owner, "your family" as a consumer', () => {
    expect(
      analyzeIdea("Table-side ordering for your restaurant: guests order from their phones").audience,
    ).toBe("B2B");
    expect(analyzeIdea("A loyalty card app that brings your customers back, $29/month").audience).toBe("B2B");
    expect(analyzeIdea("A weekly dinner plan for your family, $6/month").audience).toBe("B2C");
    // A tool that lets restaurants do something is theirs, and is judged as a tool, not as fun.
    const bookings = analyzeIdea(
      "A tool that lets restaurants take reservations by text message, $59 a month",
    );
    expect(bookings.audience).toBe("B2B");
    // One word may say which kind of business; a customer finding one is not a business.
    expect(analyzeIdea("A tool that lets hair salons take bookings online, $29 a month").audience).toBe(
      "B2B",
    );
    expect(analyzeIdea("A booking app for dental clinics").audience).toBe("B2B");
    expect(analyzeIdea("An app that helps you find restaurants nearby").audience).not.toBe("B2B");
    // Filed by what it does for the business, not by the field it serves; food sold to the office is still food.
    expect(analyzeIdea("Online booking and reminders for hair salons, $29/month").category).toBe(
      "productivity",
    );
    expect(analyzeIdea("Digital menus for your restaurant that guests open by QR code").category).toBe(
      "business",
    );
    expect(
      analyzeIdea("Table-side ordering for your restaurant: guests order from their phones").category,
    ).toBe("business");
    expect(analyzeIdea("A subscription box of healthy snacks for the office, $199 a month").category).toBe(
      "food",
    );
    // Snacks for the office are the company's purchase.
    expect(analyzeIdea("A subscription box of healthy snacks for the office, $199 a month").audience).toBe(
      "B2B",
    );
    const driver = { key: "taste", value: -0.5, group: "noise" } as unknown as Driver;
    expect(concernLabel(driver, bookings, {} as Persona)).toBe("Not a priority for them right now");
  });

  it("reads an idea that opens with what one would do as asked of the reader, as 'you' is", () => {
    // Without the "you", a desk rented among freelancers read as a company's purchase.
    const desk = "Renting a desk by the month at a shared coworking office, next to other freelancers.";
    expect(analyzeIdea(desk).audience).not.toBe("B2B");
    expect(
      analyzeIdea("A coworking desk you rent by the month, next to other freelancers.").audience,
    ).not.toBe("B2B");
    expect(analyzeIdea("Buying a pair of wireless earbuds.").audience).toBe("B2C");
    // A service named by what it does is not an act asked of the reader; owners are still owners.
    expect(analyzeIdea("Consulting for small businesses on their payroll").audience).toBe("B2B");
    expect(analyzeIdea("Accepting Bitcoin payments at your small business.").audience).toBe("B2B");
  });

  it("reads something done in minutes as no work to set up", () => {
    const plain = analyzeIdea("Term life insurance you can buy online, from $15 a month");
    const quick = analyzeIdea("Term life insurance you can buy online in 10 minutes, from $15 a month");
    expect(quick.setupEffort).toBeLessThan(plain.setupEffort);
    expect(analyzeIdea("A will you write online; it takes twenty minutes").setupEffort).toBeLessThan(
      analyzeIdea("A will you write online").setupEffort,
    );
  });

  it("reads a supermarket food product as consumer food you can pick up", () => {
    const features = analyzeIdea(GAZPACHO);
    expect(features.category).toBe("food");
    expect(features.audience).toBe("B2C");
    expect(features.physical).toBe(true);
    expect(features.setupEffort).toBeLessThan(0.2);
    expect(features.keyPhrases[0]).toBe("ready-to-drink bottled gazpacho");
    expect(features.namesPrice).toBe(false);
  });

  it("reads an app about food as software nobody tastes, whatever shop the sentence names", () => {
    const planner = analyzeIdea(
      "A meal-planning website that builds a weekly shopping list from what's on sale at your local supermarket",
    );
    expect(planner.physical).toBe(false);
    expect(tasteIsAReason(planner)).toBe(false);
    // "can" is a verb far more often than a tin.
    expect(analyzeIdea("A budgeting tool you can use to split bills with roommates").physical).toBe(false);
  });

  it("reads a way to get food as something nobody tastes, and food itself as something they do", () => {
    const delivery = analyzeIdea(
      "Grocery delivery from your local supermarket to your door within two hours",
    );
    expect(delivery.category).toBe("food");
    expect(tasteIsAReason(delivery)).toBe(false);
    expect(tasteIsAReason(analyzeIdea("Digital menus for your restaurant that guests open by QR code"))).toBe(
      false,
    );
    // A device or assistant that orders food is judged as a way to get it, not on taste.
    expect(
      tasteIsAReason(analyzeIdea("An Amazon Alexa voice assistant that can order groceries for you")),
    ).toBe(false);
    expect(tasteIsAReason(analyzeIdea("Protein bars made from cricket flour"))).toBe(true);
    expect(tasteIsAReason(analyzeIdea("Meal kits with fresh ingredients and a recipe, $60 a week"))).toBe(
      true,
    );
  });

  it("reads where a product is used as no topic, and a compound the dictionary knows as one", () => {
    const kit = analyzeIdea(
      "An at-home blood test kit that checks cholesterol; you mail a sample and get results in an app",
    );
    expect(kit.category).toBe("health");
    expect(kit.topics[0]?.topic).toBe("health");
    expect(kit.topics.map(({ topic }) => topic)).not.toContain("home");
    expect(kit.topics.map(({ topic }) => topic)).not.toContain("mental_health");
  });

  it("reads the sense a product idea means: a visit made, flowers bought, a thing sent back", () => {
    const topicsOf = (idea: string) => analyzeIdea(idea).topics.map(({ topic }) => topic);
    expect(topicsOf("A weekly lawn care service that mows your yard, $45 a visit")).not.toContain("teamwork");
    expect(topicsOf("A subscription that delivers fresh flowers every week, $25 a week")).toContain("home");
    expect(topicsOf("Shoes delivered to try at home, with free returns")).not.toContain("legal");
    expect(topicsOf("An air purifier that removes 99% of allergens, $199")).toContain("home");
    // Minutes are how long it takes, not a meeting's record; surgery is done to the body.
    const surgery = analyzeIdea("Laser eye surgery that corrects your vision in 15 minutes, $2,000 per eye");
    expect(surgery.category).toBe("health");
    expect(surgery.topics.map(({ topic }) => topic)).not.toContain("home");
    expect(topicsOf("Drone delivery of packages to your door within 30 minutes")).not.toContain("teamwork");
  });

  it("flags AI and automation ideas", () => {
    expect(analyzeIdea("An AI assistant that drafts replies to your email").usesAI).toBe(true);
    expect(analyzeIdea("Uses machine learning to predict churn").usesAI).toBe(true);
    expect(analyzeIdea("Automates invoice reminders").automation).toBe(true);
    expect(analyzeIdea("A neighbourhood bakery with sourdough").usesAI).toBe(false);
  });

  it("rates privacy by what is collected and says why", () => {
    const kids = analyzeIdea("An app that records your kids' location and health data");
    expect(kids.privacySensitivity).toBeGreaterThan(0.8);
    expect(kids.privacyReasons).toEqual(
      expect.arrayContaining(["children", "location", "health", "recording"]),
    );
    const banking = analyzeIdea("Connect your bank account to see your spending");
    expect(banking.privacyReasons).toContain("money");
    // A camera that scans paper is not one that watches people.
    const receipts = analyzeIdea("An app that reads receipts from your phone camera and sorts expenses");
    expect(receipts.privacyReasons).not.toContain("recording");
    // Nor is one that looks into the fridge.
    const fridge = analyzeIdea("A fridge camera that shows what's inside your fridge on your phone, $49");
    expect(fridge.privacyReasons).not.toContain("recording");
    expect(analyzeIdea("A security camera that watches your porch").privacyReasons).toContain("recording");
    expect(analyzeIdea("A smart fridge with a camera that watches your kitchen").privacyReasons).toContain(
      "recording",
    );
    const neutral = analyzeIdea("A to-do app that helps you plan your week");
    expect(neutral.privacySensitivity).toBeLessThan(0.2);
    expect(neutral.privacyReasons).toEqual([]);
  });

  it("notices a named customer and a named problem, for clarifying questions", () => {
    const clear = analyzeIdea(
      "Nurses waste hours on charting; a voice app for nurses that fills in shift notes",
    );
    expect(clear.namesTargetCustomer).toBe(true);
    expect(clear.namesProblem).toBe(true);
    expect(clear.problemClarity).toBeGreaterThan(analyzeIdea("A new app").problemClarity);
    const vague = analyzeIdea("Something cool with blockchain");
    expect(vague.namesTargetCustomer).toBe(false);
    expect(vague.namesProblem).toBe(false);
    expect(vague.specificity).toBeLessThan(clear.specificity);
  });

  it("rates new technology as more novel than a familiar service", () => {
    expect(analyzeIdea("The world's first AI robot that folds laundry").novelty).toBeGreaterThan(
      analyzeIdea("A simple newsletter template for bakeries").novelty,
    );
  });

  it("does not read what a product is about from the names of its variants", () => {
    const topics = analyzeIdea(
      "A pair of noise-cancelling headphones, $199 for the Sport model or $399 for the Studio Edition",
    ).topics.map(({ topic }) => topic);
    expect(topics).toContain("hardware");
    expect(topics).not.toContain("sports");
    expect(topics).not.toContain("creativity");
  });

  it("reads elderly parents and adult children as family grown up, not parenting", () => {
    const topics = (idea: string) => analyzeIdea(idea).topics.map(({ topic }) => topic);
    expect(
      topics("An app that reminds elderly parents to take their pills and alerts their adult children"),
    ).not.toContain("parenting");
    expect(topics("A bedtime story app for parents of toddlers")).toContain("parenting");
  });

  it("takes 'the first' of a kind as new, not a maker's first of a known kind or 'first' as an order", () => {
    const novelty = (idea: string) => analyzeIdea(idea).novelty;
    const plain = novelty("A fitness tracker that counts your steps, from a sportswear brand");
    expect(
      novelty("The first fitness tracker that counts your steps, from a sportswear brand"),
    ).toBeGreaterThan(plain);
    expect(
      novelty("A first-of-its-kind fitness tracker that counts your steps, from a sportswear brand"),
    ).toBeGreaterThan(plain);
    expect(novelty("Nike's first fitness tracker that counts your steps, from a sportswear brand")).toBe(
      plain,
    );
    expect(
      novelty("A fitness tracker that counts your steps; set it up first, from a sportswear brand"),
    ).toBe(plain);
    expect(
      novelty("A fitness tracker for first-time runners that counts your steps, from a sportswear brand"),
    ).toBe(plain);
  });
});

describe("analyzeIdea: other languages and garbage", () => {
  it("gives Japanese text neutral features but still reads the price and AI", () => {
    const features = analyzeIdea("AIが家計簿を自動で分析するアプリ。月額500円。");
    expect(features.language).toBe("ja");
    expect(features.category).toBe("other");
    expect(features.usesAI).toBe(true);
    expect(features.price).toMatchObject({ amount: 500, currency: "JPY", period: "month" });
    // Its words are not spliced into English reactions (issue 10).
    expect(features.keyPhrases).toEqual([]);
  });

  it("gives German text neutral features but still reads the price", () => {
    const features = analyzeIdea("Eine App für Eltern, die Kinder beim Lernen unterstützt, 4,99 € pro Monat");
    expect(features.language).toBe("de");
    expect(features.category).toBe("other");
    expect(features.audience).toBe("both");
    expect(features.price?.amount).toBe(4.99);
  });

  it.each([
    ["empty text", ""],
    ["blanks", "   "],
    ["control and lone surrogate characters", "\u0000\uffff\ud800"],
    ["10,000 emoji", "💩".repeat(10_000)],
    ["symbols only", "$$$ ,,, €€ 12 /// ???"],
    ["100,000 letters", "a".repeat(100_000)],
    ["unbalanced brackets", "(((((((((((((((((((("],
  ])("never throws on %s", (_label, text) => {
    const features = analyzeIdea(text);
    expect(features.novelty).toBeGreaterThanOrEqual(0);
    expect(features.novelty).toBeLessThanOrEqual(1);
    expect(features.text.length).toBeLessThanOrEqual(5000);
  });

  it("survives input that is not a string at all", () => {
    expect(() => analyzeIdea(null as unknown as string)).not.toThrow();
    expect(analyzeIdea(undefined as unknown as string).category).toBe("other");
  });

  it("gives empty text the neutral defaults", () => {
    const features = analyzeIdea("");
    expect(features).toMatchObject({ category: "other", audience: "both", price: null, keyPhrases: [] });
  });

  it("reads 'free for diners' as free, and a long benefit to its last comma, never to half a word", () => {
    const idea = analyzeIdea(
      "An app that lets you split restaurant bills with friends and pay your share by card at the table, free for diners",
    );
    expect(idea.offer).toBe("free");
    expect(idea.benefit).toBe(
      "lets you split restaurant bills with friends and pay your share by card at the table",
    );
    // A free trial for a while is not a free product.
    expect(analyzeIdea("A meal-planning app, free for 30 days, then $6/month").offer).toBe("paid");
  });
});
