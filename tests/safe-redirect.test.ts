import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "~/utils/safe-redirect";

/** Where a browser on the app would go for a `Location` header or an `href` of `target`. */
function landsOn(target: string): string {
  return new URL(target, "https://app.example/some/page").origin;
}

describe("safeRedirectPath", () => {
  it.each([
    ["/", "/"],
    ["/app", "/app"],
    ["/terms?x=1#y", "/terms?x=1#y"],
    ["/app/simulation/abc?q=women&x=1", "/app/simulation/abc?q=women&x=1"],
    ["/pulse#waitlist", "/pulse#waitlist"],
    // Dot segments that stay on the site are resolved, not refused.
    ["/a/./b/../c", "/a/c"],
    ["/a//b", "/a//b"],
    // A query may name another site: it is only data for the page.
    ["/search?next=//evil.com", "/search?next=//evil.com"],
    ["/caf%C3%A9", "/caf%C3%A9"],
  ])("keeps the path %j as %j", (input, expected) => {
    expect(safeRedirectPath(input, "/fallback")).toBe(expected);
  });

  it.each([
    // Other hosts, spelled every way a browser accepts.
    "//evil.com",
    "///evil.com",
    "/.//evil.com",
    "/././/evil.com",
    "/..//evil.com",
    "/a/..//evil.com",
    "/%2e//evil.com",
    "/%2E%2E//evil.com",
    "/\\evil.com",
    "\\\\evil.com",
    "/\\/evil.com",
    "/.\\/evil.com",
    "https://evil.com",
    "HTTPS://evil.com/app",
    "http:evil.com",
    "https:/evil.com",
    "//user:pass@evil.com",
    "/%2F%2Fevil.com",
    "/%2f/evil.com",
    "/%5Cevil.com",
    "/%5C%5Cevil.com",
    // Control characters and whitespace the URL parser would drop.
    "\t//evil.com",
    "/\t/evil.com",
    "/\n/evil.com",
    "/\r\n/evil.com",
    "/\u0000/evil.com",
    " //evil.com",
    "/%09/evil.com",
    // Not paths at all.
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "evil.com",
    "terms",
    "?x=1",
    "#top",
    "",
    `/${"a".repeat(2048)}`,
  ])("refuses %j", (input) => {
    expect(safeRedirectPath(input, "/fallback")).toBe("/fallback");
  });

  it("refuses what is not a string", () => {
    for (const input of [
      undefined,
      null,
      42,
      ["/app"],
      { toString: () => "/app" },
      new URL("https://evil.com"),
    ]) {
      expect(safeRedirectPath(input, "/fallback")).toBe("/fallback");
    }
  });

  it('falls back to "/" when no fallback is given', () => {
    expect(safeRedirectPath("//evil.com")).toBe("/");
    expect(safeRedirectPath(undefined)).toBe("/");
  });

  it("never answers a target that leaves the site", () => {
    const hostile = ["//evil.com", "/.//evil.com", "/\\evil.com", "https://evil.com", "/%2F%2Fevil.com"];
    for (const input of hostile) {
      const target = safeRedirectPath(input, "/");
      expect(target.startsWith("/")).toBe(true);
      expect(landsOn(target)).toBe("https://app.example");
    }
  });
});
