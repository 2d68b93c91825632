import { describe, expect, it } from "vitest";
import { analyzeIdea } from "./analyze-idea";
import { getPresetCohort } from "./cohorts";
import { ideaReading } from "./reading";
import { simulate } from "./simulate";
import { readTrade, titleInTrade } from "./trade";

// A business tool made for one trade is of no use to businesses in another,
// and they say so; a tool for any business names no trade.

describe("reading the trade a business tool is made for", () => {
  it("reads a named trade, and none where any business would do", () => {
    expect(readTrade("Invoice capture for small accounting firms, $49 per user")).toBe("accounting firms");
    expect(readTrade("A booking app for hair salons")).toBe("hair salons");
    // "Your restaurant" names the trade as "for restaurants" does.
    expect(readTrade("Table-side ordering for your restaurant")).toBe("restaurants");
    expect(readTrade("An invoicing app for freelancers")).toBeNull();
    expect(readTrade("Maintenance requests, free for tenants; landlords pay $5 per unit")).toBeNull();
    expect(readTrade("Project management for small teams")).toBeNull();
    // A team works inside companies of every trade.
    expect(readTrade("An AI tool that drafts replies to customer emails for support teams")).toBeNull();
    expect(readTrade("Call coaching for inside sales teams, $30 per rep")).toBeNull();
    expect(readTrade("Payroll for small businesses")).toBeNull();
    expect(readTrade("Expense approvals for mid-size companies")).toBeNull();
    expect(readTrade("Patient reminders for dental practices")).toBe("dental practices");
    expect(readTrade("A planner for small repairs")).toBeNull();
  });

  it("knows a job title in the trade across word forms", () => {
    expect(titleInTrade("Accounting Firm Partner", "accounting firms")).toBe(true);
    expect(titleInTrade("Accountant", "accounting firms")).toBe(true);
    expect(titleInTrade("Salon Owner", "hair salons")).toBe(true);
    expect(titleInTrade("Gym Owner", "accounting firms")).toBe(false);
    expect(titleInTrade("Bookstore Owner", "accounting firms")).toBe(false);
  });
});

describe("a small-business panel meeting a tool for one trade", () => {
  const idea =
    "Software that reads supplier invoices from email and books them into QuickBooks, for small accounting firms, $49 per month per user.";
  const result = simulate({ idea, cohort: getPresetCohort("smb")!, count: 100, seed: "trade" });
  const outside = result.personas.filter((persona) =>
    persona.response.concerns.includes("Made for another line of work"),
  );

  it("has owners in other trades say it is not for their line of work", () => {
    expect(outside.length).toBeGreaterThan(20);
    for (const persona of outside) {
      expect(titleInTrade(persona.role, "accounting firms")).toBe(false);
      expect(persona.response.score).toBeLessThanOrEqual(3);
    }
    // Most say it in their own words; some lead with the price instead.
    const saying = outside.filter((persona) => /accounting firms/.test(persona.response.overall_reaction));
    expect(saying.length).toBeGreaterThan(outside.length / 2);
  });

  it("shows the trade on the reading card", () => {
    expect(ideaReading(analyzeIdea(idea)).needs).toContain("work in its trade (accounting firms)");
  });
});
