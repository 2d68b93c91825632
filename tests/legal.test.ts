import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ImpressumContent } from "~/legal/impressum";
import { PlaceholderNote } from "~/legal/legal-page";
import { PrivacyContent } from "~/legal/privacy";
import { TERMS_SECTIONS, TermsContent } from "~/legal/terms";
import * as impressumPage from "~/routes/impressum";
import * as privacyPage from "~/routes/privacy";
import * as termsPage from "~/routes/terms";
import { createLoadContext, createTestServices, TEST_SECRET } from "./context";
import { createTestDatabase, type TestDatabase } from "./database";

const OPERATOR_ENV = {
  OPERATOR_NAME: "Erika Beispiel",
  OPERATOR_ADDRESS: "Beispielweg 7|80331 München|Germany",
  OPERATOR_EMAIL: "erika@beispiel.de",
  OPERATOR_PHONE: "+49 89 1234567",
};

/** Markup as text: tags removed, entities and whitespace normalised. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

describe("the legal pages", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
  });
  afterAll(() => database.destroy());

  function load<T>(
    page: { loader: (args: never) => Promise<T> },
    env: Record<string, string> = {},
    cookie = "",
  ) {
    const context = createLoadContext(createTestServices(database, { env }));
    const request = new Request("http://localhost:3000/", { headers: cookie ? { Cookie: cookie } : {} });
    return page.loader({ request, params: {}, context } as never);
  }

  it("the Impressum names the configured operator: name, address, email and phone", async () => {
    const data = await load(impressumPage, OPERATOR_ENV);
    expect(data.placeholderNote).toBe(false);
    const html = renderToStaticMarkup(createElement(ImpressumContent, { operator: data.operator }));
    const text = textOf(html);
    for (const part of ["Erika Beispiel", "Beispielweg 7", "80331 München", "Germany", "+49 89 1234567"]) {
      expect(text).toContain(part);
    }
    expect(html).toContain('href="mailto:erika@beispiel.de"');
    expect(html).toContain('href="tel:+49891234567"');
    expect(text).toContain("§ 5 DDG");
    expect(text).toContain("sole proprietor");
    expect(html).toContain('href="/privacy"');
  });

  it("shows the placeholders with a note outside production, and no note in production", async () => {
    const data = await load(impressumPage);
    expect(data.operator).toEqual({
      name: "Max Mustermann",
      address: ["Musterstraße 1", "10115 Berlin", "Germany"],
      email: "hello@example.com",
      phone: null,
    });
    expect(data.placeholderNote).toBe(true);
    expect(textOf(renderToStaticMarkup(createElement(PlaceholderNote)))).toContain(
      "Set OPERATOR_NAME , OPERATOR_ADDRESS and OPERATOR_EMAIL before going live",
    );
    const production = await load(termsPage, { NODE_ENV: "production", SESSION_SECRET: TEST_SECRET });
    expect(production.placeholderNote).toBe(false);
  });

  it("the terms have exactly 15 numbered sections, state the spec's rules and link to /privacy", async () => {
    const data = await load(termsPage, OPERATOR_ENV);
    expect(TERMS_SECTIONS).toHaveLength(15);
    const html = renderToStaticMarkup(createElement(TermsContent, { operator: data.operator }));
    const headings = [...html.matchAll(/<h2[^>]*>(.*?)<\/h2>/g)].map((match) => textOf(match[1]!).trim());
    expect(headings).toHaveLength(15);
    headings.forEach((heading, index) => expect(heading).toMatch(new RegExp(`^${index + 1}\\. \\S`)));
    expect(html).toContain('href="/privacy"');
    const text = textOf(html);
    for (const rule of [
      "at least 16 years old",
      "200 free credits every 30 days",
      "Purchased credits never expire",
      "US dollars (USD)",
      "they include VAT",
      "Credits are non-refundable, except as required by law or where the service malfunctioned",
      "at least 30 days before they take effect",
      "the amount you paid us in the 12 months",
      "law of the Federal Republic of Germany",
      "Erika Beispiel",
    ]) {
      expect(text).toContain(rule);
    }
  });

  it("the privacy policy has the GDPR sections, the account data and the retention figures", async () => {
    const data = await load(privacyPage, OPERATOR_ENV);
    const html = renderToStaticMarkup(
      createElement(PrivacyContent, { operator: data.operator, settings: data.settings }),
    );
    const text = textOf(html);
    for (const section of [
      "Controller",
      "What data we process",
      "Purposes and legal bases",
      "Cookies and consent",
      "Analytics",
      "Processors and other recipients",
      "How long we keep data",
      "Your rights",
      "Right to lodge a complaint",
      "Minimum age",
    ]) {
      expect(text).toContain(section);
    }
    for (const fact of [
      "your email address (required)",
      "your name (optional)",
      "profile information you add (optional)",
      "the date your account was created and the date of your last sign-in",
      "Log data is kept for 7 days",
      "Account data is deleted within 30 days of your request",
      "kept for the lifetime of your account plus 30 days",
      "at least 16 years old",
      "Art. 6 (1) (a) GDPR",
      "Art. 77 GDPR",
      "sb_consent",
      "sb_analytics_session",
      "Erika Beispiel",
    ]) {
      expect(text).toContain(fact);
    }
    // No PostHog, Stripe or LLM configured: the policy says so.
    expect(text).toContain("We do not send analytics events to anyone else.");
    expect(text).not.toContain("PostHog");
    expect(text).toContain("test checkout");
  });

  it("the privacy policy names PostHog when events are forwarded, and reads the visitor's cookie choice", async () => {
    const data = await load(
      privacyPage,
      { POSTHOG_KEY: "phc_x" },
      "sb_consent=accepted; sb_consent_date=2026-03-04T05:06:07.000Z",
    );
    expect(data.settings.posthogHost).toBe("eu.i.posthog.com");
    expect(data.consent).toEqual({ choice: "accepted", date: "2026-03-04T05:06:07.000Z" });
    const text = textOf(
      renderToStaticMarkup(
        createElement(PrivacyContent, { operator: data.operator, settings: data.settings }),
      ),
    );
    expect(text).toContain("PostHog (PostHog Inc.) at eu.i.posthog.com");
    expect(text).toContain("EU cloud");
  });
});
