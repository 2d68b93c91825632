import { describe, expect, it } from "vitest";
import { HONEYPOT_FIELD, HONEYPOT_STAMP_FIELD } from "~/components/honeypot";
import { honeypotStamp, isSpam } from "./honeypot.server";

const SECRET = "a-secret-long-enough-for-the-test-0123456789";
const now = new Date("2026-11-25T10:00:00.000Z");

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe("the honeypot", () => {
  const stamp = honeypotStamp(SECRET, new Date(now.getTime() - 5_000));

  it("takes a form this server rendered, with the trap left empty", () => {
    expect(
      isSpam(form({ [HONEYPOT_STAMP_FIELD]: stamp, [HONEYPOT_FIELD]: "" }), { secret: SECRET, now }),
    ).toBe(false);
  });

  it("takes a bot that fills in the trap, or posts without the page's stamp, or with one it made up", () => {
    const cases: Record<string, string>[] = [
      { [HONEYPOT_STAMP_FIELD]: stamp, [HONEYPOT_FIELD]: "http://spam.example" },
      {},
      { [HONEYPOT_STAMP_FIELD]: honeypotStamp("another-secret-of-another-site-0123456789", now) },
      { [HONEYPOT_STAMP_FIELD]: `${now.getTime()}.${stamp.split(".")[1]}` },
      { [HONEYPOT_STAMP_FIELD]: "not a stamp" },
    ];
    for (const fields of cases) expect(isSpam(form(fields), { secret: SECRET, now })).toBe(true);
  });

  it("refuses a stamp from the future beyond a minute of clock skew", () => {
    const ahead = (ms: number) => honeypotStamp(SECRET, new Date(now.getTime() + ms));
    expect(isSpam(form({ [HONEYPOT_STAMP_FIELD]: ahead(30_000) }), { secret: SECRET, now })).toBe(false);
    expect(isSpam(form({ [HONEYPOT_STAMP_FIELD]: ahead(3_600_000) }), { secret: SECRET, now })).toBe(true);
  });
});
