import { describe, expect, it } from "vitest";
import { withArticle } from "./reasons";
import { detectLanguage, lowerFirst, tokenize, truncate } from "./text";

describe("text helpers", () => {
  it("lower-cases a leading capital but keeps acronyms and the pronoun I", () => {
    expect(lowerFirst("Home cooking")).toBe("home cooking");
    expect(lowerFirst("AI and machine learning")).toBe("AI and machine learning");
    expect(lowerFirst("I'd jump on this.")).toBe("I'd jump on this.");
    expect(lowerFirst("")).toBe("");
  });

  it("truncates at a word boundary with an ellipsis", () => {
    expect(truncate("short", 60)).toBe("short");
    const cut = truncate("Ready-to-drink bottled gazpacho, a cold blended vegetable soup from Spain", 40);
    expect(cut.length).toBeLessThanOrEqual(40);
    expect(cut.endsWith("...")).toBe(true);
    expect(cut).not.toMatch(/,\.\.\.$/);
  });

  it("splits hyphenated words into parts but keeps the whole word", () => {
    const tokens = tokenize("Ready-to-drink soup");
    expect(tokens.words).toEqual(["Ready-to-drink", "soup"]);
    expect(tokens.parts).toEqual(["ready", "to", "drink", "soup"]);
  });

  it("guesses the language from script and common words", () => {
    expect(detectLanguage("An app for the whole family")).toBe("en");
    expect(detectLanguage("Eine App für die ganze Familie und mit Freunden")).toBe("de");
    expect(detectLanguage("家計簿アプリ")).toBe("ja");
    expect(detectLanguage("가계부 앱")).toBe("ko");
    expect(detectLanguage("12345 !!!")).toBe("und");
  });

  it("puts the right article before a job title", () => {
    expect(withArticle("Registered Nurse")).toBe("a registered nurse");
    expect(withArticle("HR Specialist")).toBe("an HR specialist");
    expect(withArticle("Indie Hacker")).toBe("an indie hacker");
    expect(withArticle("ICU Nurse")).toBe("an ICU nurse");
    expect(withArticle("University Lecturer")).toBe("a university lecturer");
  });
});
