import { describe, expect, it } from "vitest";
import { analyzeIdea } from "../analyze-idea";
import { ideaWords } from "./idea-words";

describe("ideaWords: who the idea is for", () => {
  it("takes the people after 'for' as the customer, not what the product is for", () => {
    expect(ideaWords(analyzeIdea("An invoicing app for busy freelancers, $9/month")).target).toBe(
      "busy freelancers",
    );
    expect(
      ideaWords(analyzeIdea("An online marketplace where homeowners hire handymen for small repairs")).target,
    ).toBeNull();
  });
});

describe("ideaWords: the product's name", () => {
  it("keeps a noun that is also a verb when the phrase ends with it ('a baby monitor with...')", () => {
    expect(ideaWords(analyzeIdea("A blood pressure monitor that syncs with your phone, $79")).it).toBe(
      "a blood pressure monitor",
    );
    expect(ideaWords(analyzeIdea("A baby monitor with night vision")).it).toBe("a baby monitor");
    expect(ideaWords(analyzeIdea("A meal plan for busy families, $6 a week")).it).toBe("a meal plan");
    // A verb after a noun that does not end the phrase is still the verb of its clause.
    expect(ideaWords(analyzeIdea("Parents book tutors online in two taps")).it).not.toMatch(/book/);
  });
});
