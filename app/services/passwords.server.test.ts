import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./passwords.server";

describe("passwords", () => {
  it("verifies the right password only, with a fresh salt each time", async () => {
    const first = await hashPassword("correct horse 1");
    const second = await hashPassword("correct horse 1");
    expect(first).not.toBe(second);
    expect(await verifyPassword("correct horse 1", first)).toBe(true);
    expect(await verifyPassword("correct horse 2", first)).toBe(false);
    expect(await verifyPassword("correct horse 1", "not-a-hash")).toBe(false);
  });
});
