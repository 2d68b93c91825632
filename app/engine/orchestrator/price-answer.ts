import { analyzeIdea } from "../analyze-idea";
import { DEFAULT_PARAMETERS } from "../parameters";
import { spendingBaseUsd } from "../spending";
import { topLabels } from "../summary";
import type { IdeaFeatures, PersonaOpinion } from "../types";
import { DEPENDS_ON_PRICE, PRICE_HIGH } from "./answers-data";
import { listOf } from "./dialogue";
import { intro, ofWithPercent, people, scopeEvidence, scoreOf, type Context } from "./evidence";
import type { ResultsAnswer } from "./types";
import { isWillingToPay } from "../summary";

// The price answer: the stated price against what the personas' budget bands
// make comfortable, and who named the price as a concern.

function dollars(amount: number): string {
  return `$${amount.toLocaleString("en-US")}`;
}

function roundPrice(value: number): number {
  if (value < 10) return Math.max(1, Math.round(value));
  if (value < 100) return Math.round(value / 5) * 5;
  return Math.round(value / 50) * 50;
}

/** The monthly price at which the engine reads a persona's budget band as comfortable. */
function comfortablePrice(persona: PersonaOpinion, idea: IdeaFeatures): number {
  const { budgetShare, affordablePivot } = DEFAULT_PARAMETERS.price;
  return spendingBaseUsd(persona.budget, idea) * budgetShare * (Math.exp(affordablePivot) - 1);
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function price(context: Context): ResultsAnswer {
  const group = context.personas;
  const idea = analyzeIdea(context.report.goal ?? "");
  const stated = idea.price;
  const wholeStat = context.report.custom_insights?.find((stat) => stat.id === "willing_to_pay");
  const willing = !context.scope && wholeStat ? wholeStat.value : group.filter(isWillingToPay).length;
  const high = group.filter((persona) => persona.response.concerns.includes(PRICE_HIGH));
  const depends = group.filter((persona) => persona.response.concerns.includes(DEPENDS_ON_PRICE));
  const bands = topLabels(
    group.map((persona) => persona.budget),
    3,
  );
  const interested = group.filter((persona) => scoreOf(persona) >= 3);
  const target = interested.length
    ? roundPrice(median(interested.map((persona) => comfortablePrice(persona, idea))))
    : null;

  const parts: string[] = [intro(context)];
  if (!stated) parts.push("The idea states no price.");
  else if (stated.period === "free") parts.push("You offer it free.");
  else parts.push(`You stated ${stated.label}.`);
  parts.push(
    ` ${ofWithPercent(willing, group.length)} would pay: they would try it with no concern about the cost.`,
  );
  if (high.length) {
    const highBands = topLabels(
      high.map((persona) => persona.budget),
      1,
    )[0];
    parts.push(
      ` ${high.length} said the price feels high for what it does${highBands ? `, most with budgets of ${highBands.label} (${highBands.count} of ${high.length})` : ""}.`,
    );
  }
  if (depends.length) parts.push(` ${depends.length} said it would depend on the price.`);
  if (!high.length && !depends.length) parts.push(" Nobody named the price as a concern.");
  if (bands.length) {
    parts.push(
      ` The most common budget bands: ${listOf(bands.map((band) => `${band.label} (${band.count})`))}.`,
    );
  }
  if (target !== null) {
    parts.push(
      ` Judging by their budget bands, half of the ${interested.length} personas who would try it or were mixed would find about ${dollars(target)}/month comfortable`,
    );
    if (stated && stated.period !== "free" && stated.monthlyUsd > 0) {
      const relation =
        stated.monthlyUsd > target * 1.15
          ? "above"
          : stated.monthlyUsd < target * 0.85
            ? "below"
            : "close to";
      const monthly =
        stated.period === "month" ? "" : ` (about ${dollars(roundPrice(stated.monthlyUsd))}/month)`;
      parts.push(`; your ${stated.label}${monthly} is ${relation} that`);
    }
    parts.push(". Test it against your current price on a landing page before you commit.");
  }
  return {
    answer: parts.join("").trim(),
    evidence: [
      ...scopeEvidence(context),
      ...(stated ? [{ label: "Stated price", value: stated.label }] : []),
      { label: "Willing to pay", value: ofWithPercent(willing, group.length) },
      { label: `Concern: ${PRICE_HIGH}`, value: String(high.length) },
      { label: `Concern: ${DEPENDS_ON_PRICE}`, value: String(depends.length) },
      ...bands.map((band) => ({ label: `Budget ${band.label}`, value: people(band.count) })),
      ...(target !== null
        ? [{ label: "Comfortable price for half the interested", value: `${dollars(target)}/month` }]
        : []),
    ],
  };
}
