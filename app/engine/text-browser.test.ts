import { describe, expect, it, vi } from "vitest";
import { detectLanguage } from "./text";

// The browser build leaves "*.server" modules out, franc-min's trigrams with
// them: detectLanguage then goes by function words alone and never throws.
vi.mock("./language-trigrams.server", () => ({ francAll: undefined }));

describe("detectLanguage without the trigram data (browser bundle)", () => {
  it("still tells German and Spanish ideas by their function words", () => {
    expect(
      detectLanguage("Eine App, die Familien hilft, jede Woche gesünder zu kochen, für 5 € im Monat"),
    ).toBe("de");
    expect(
      detectLanguage(
        "Una aplicación que ayuda a las familias a cocinar más sano cada semana, por 5 € al mes",
      ),
    ).toBe("es");
    expect(detectLanguage("家計簿アプリ")).toBe("ja");
  });

  it("reads English ideas and brand names as English or undetermined", () => {
    expect(detectLanguage("Apple Pay: pay in stores by holding your iPhone near the checkout terminal")).toBe(
      "en",
    );
    expect(detectLanguage("Spotify playlist generator")).toBe("und");
    expect(detectLanguage("12345 !!!")).toBe("und");
  });
});
