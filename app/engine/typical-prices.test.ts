import { describe, expect, it } from "vitest";
import { analyzeIdea } from "./analyze-idea";
import { usAdultConsumers } from "./custom-cohort";
import { ideaReading } from "./reading";
import { simulate } from "./simulate";
import { TYPICAL_DEVICE_USD } from "./typical-prices";

// A device named without a price is weighed at what such a device usually costs: a space heater is
// not a fridge.

function adoptShare(idea: string): number {
  const result = simulate({ idea, cohort: usAdultConsumers(), count: 300, seed: "typical-prices" });
  return result.personas.filter((persona) => persona.response.score >= 4).length / result.personas.length;
}

function bigPurchaseConcerns(idea: string): number {
  const result = simulate({ idea, cohort: usAdultConsumers(), count: 300, seed: "typical-prices" });
  return result.personas.filter((persona) =>
    persona.response.concerns.includes("A big purchase they don't need now"),
  ).length;
}

describe("the price people picture for a device named without one", () => {
  it("reads the kind the idea's main noun is, or the first example it gives", () => {
    const pictured = (idea: string) => analyzeIdea(idea).devicePriceUsd;
    expect(pictured("A space heater for your bedroom")).toBeLessThan(100);
    expect(pictured("A refrigerator that tells you when the milk runs out")).toBeGreaterThan(1000);
    expect(pictured("Buying your next car online, delivered to your door")).toBeGreaterThan(10000);
    // "For example" gives examples as "such as" does.
    expect(pictured("A kitchen appliance for small flats, for example a toaster or a kettle")).toBeLessThan(
      100,
    );
    // A stationary bike is exercise equipment, dearer than a bicycle, and about fitness.
    const stationary = analyzeIdea("A stationary bike with a screen for live spin classes at home");
    expect(stationary.devicePriceUsd).toBeGreaterThan(pictured("A bike for getting to work")!);
    expect(stationary.topics.map(({ topic }) => topic)).toContain("fitness");
    // "A robot vacuum cleaner" is a robot vacuum, dearer than a vacuum cleaner.
    expect(pictured("A robot vacuum cleaner for pet hair")).toBeGreaterThan(
      pictured("A vacuum cleaner for pet hair")!,
    );
    // A phone case is no phone: a device of no listed kind.
    expect(pictured("A phone case with a built-in battery")).toBe(TYPICAL_DEVICE_USD);
    expect(pictured("A smart kitchen gadget, such as a toaster or a kettle")).toBeLessThan(100);
  });

  it("is read for a device only, and a stated price wins over it", () => {
    expect(analyzeIdea("A space heater for your bedroom").devicePriceUsd).toBeLessThan(100);
    // A kind the table lists is a device, where the dictionary knows it as no more than a thing.
    expect(analyzeIdea("A dehumidifier for your basement").durable).toBe(1);
    expect(analyzeIdea("An app that reminds you to water your plants").devicePriceUsd).toBeNull();
    const priced = analyzeIdea("A space heater for your bedroom, $400");
    expect(priced.offer).toBe("paid");
    expect(priced.price?.label).toBe("$400 one-time");
  });

  it("is shown on the reading card where no price is stated, and only there", () => {
    expect(ideaReading(analyzeIdea("A space heater for your bedroom")).pictured).toBe(
      "about $60, what such a device usually costs new",
    );
    expect(ideaReading(analyzeIdea("A space heater for your bedroom, $45")).pictured).toBeNull();
    expect(ideaReading(analyzeIdea("An app that reminds you to water your plants")).pictured).toBeNull();
  });

  it("does not call a cheap device a big purchase as it does a dear one", () => {
    const heater = "A space heater for your bedroom.";
    const fridge = "A refrigerator for your kitchen.";
    expect(adoptShare(heater)).toBeGreaterThan(adoptShare(fridge));
    expect(bigPurchaseConcerns(heater)).toBeLessThan(bigPurchaseConcerns(fridge) / 2);
  });
});
