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
