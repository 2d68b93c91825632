import { describe, expect, it } from "vitest";
import { withArticle } from "./reasons";
import { isEnglish } from "./reading";
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

  // Brand names and short pitches tip a letter-trigram guess (franc alone
  // reads "Spotify playlist generator" as German); they must stay English.
  it.each([
    "Apple Pay: pay in stores by holding your iPhone near the checkout terminal",
    "ZYN nicotine pouches: small smoke-free pouches placed under the lip",
    "Ready-to-drink bottled gazpacho, a cold blended vegetable soup from Spain",
    "A CLI that lints Terraform files before every pull request, $12/month per seat",
    "Uber Eats for home-cooked meals",
    "An AI meeting assistant that records Zoom calls and writes the summary",
    "Slack bot that reminds engineers about stale pull requests",
    "Tesla Powerwall home battery",
    "Spotify playlist generator",
    "Oura ring sleep tracker",
    "An Etsy shop selling handmade ceramic mugs",
    "Stripe billing dashboard for SaaS founders",
    "Nintendo Switch game about gardening",
    "Salesforce data cleanup service",
    "Kombucha brewing kit",
    "Paella pan set",
    "Taco Tuesday party supplies",
    "Matcha energy drink with no sugar",
    "Bilingual Spanish storybooks for toddlers",
    "Notion templates for freelancers: invoices, CRM and project tracker in one workspace",
    "Free tier, then $5 per user per month",
    "A budgeting app for couples that splits shared expenses automatically. Couples link their bank accounts, " +
      "tag what is shared, and the app settles up at the end of each month so nobody has to keep a spreadsheet.",
  ])("reads an English idea as English (or undetermined): %s", (idea) => {
    expect(isEnglish(detectLanguage(idea))).toBe(true);
  });

  it.each([
    ["de", "Eine App, die Familien hilft, jede Woche gesünder zu kochen, für 5 € im Monat"],
    ["de", "Ein Lieferdienst für frisches Gemüse direkt vom Bauernhof"],
    ["de", "Software für Zahnärzte zur Terminplanung"],
    ["es", "Una aplicación que ayuda a las familias a cocinar más sano cada semana, por 5 € al mes"],
    ["es", "Clases de yoga para personas mayores"],
    ["fr", "Une application qui aide les familles à cuisiner plus sainement chaque semaine"],
    ["pt", "Um aplicativo que ajuda as famílias a cozinhar de forma mais saudável todas as semanas"],
    ["ja", "AIが家計簿を自動で分析するアプリ。月額500円。"],
    ["ja", "家計簿アプリ"],
    ["ru", "Приложение для поиска репетиторов"],
  ])("reads an idea in another language as %s: %s", (language, idea) => {
    expect(detectLanguage(idea)).toBe(language);
  });

  it("calls very short text and text of prices and digits undetermined", () => {
    expect(detectLanguage("")).toBe("und");
    expect(detectLanguage("Kochbuch")).toBe("und");
    expect(detectLanguage("4,99 € pro Monat")).toBe("und");
    expect(detectLanguage("4,99 € / 9,99 € / 19,99 € im Jahr")).toBe("und");
    expect(detectLanguage("12345 !!!")).toBe("und");
    expect(detectLanguage("💩".repeat(100))).toBe("und");
    expect(detectLanguage(null as unknown as string)).toBe("und");
  });

  it("puts the right article before a job title", () => {
    expect(withArticle("Registered Nurse")).toBe("a registered nurse");
    expect(withArticle("HR Specialist")).toBe("an HR specialist");
    expect(withArticle("Indie Hacker")).toBe("an indie hacker");
    expect(withArticle("ICU Nurse")).toBe("an ICU nurse");
    expect(withArticle("University Lecturer")).toBe("a university lecturer");
  });
});
