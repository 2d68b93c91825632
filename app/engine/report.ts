import { ideaReading, TRANSLATE_STEP, type IdeaReading } from "./reading";
import type { SimulationResult } from "./simulate";
import {
  summarise,
  type ConfidenceLabel,
  type LabelCount,
  type ResultSummary,
  type SegmentType,
} from "./summary";
import { round, truncate } from "./text";
import type { IdeaFeatures, PersonaOpinion } from "./types";
import { differenceHoldsUp, intervalLabel } from "./intervals";

// The app report of core-app §3, built from the canonical result. Other
// report shapes (decision, panel, verdict, pulse, quick validation) are
// further views of the same result and summary.

export interface Stat {
  id: string;
  value: number;
  total: number;
  label: string;
}

export interface PersonaSegment {
  type: SegmentType;
  count: number;
  percentage: number;
  care_about: string[];
  concerns: string[];
}

export interface ExecutiveInsights {
  key_findings: string[];
  next_step: string;
}

export interface AppReport {
  simulation_id: string;
  title: string;
  goal: string;
  executive_summary: string;
  personas: PersonaOpinion[];
  custom_insights: Stat[];
  persona_segments: PersonaSegment[];
  executive_insights: ExecutiveInsights;
  top_reasons: LabelCount[];
  top_blockers: LabelCount[];
  confidence: ConfidenceLabel;
  /** How the panel read the idea; absent in reports stored before it existed. */
  idea_reading?: IdeaReading;
  /** The user's own calibration the run used (Account Settings → Calibration); absent for the product's. */
  user_calibration?: UserCalibrationLabel;
}

/** What a report says about a user's own calibration: its name and how well it agreed (leave-one-out). */
export interface UserCalibrationLabel {
  id: string;
  name: string;
  concepts: number;
  respondents: number;
  pearson: number | null;
}

export interface AppReportOptions {
  simulationId: string;
  /** What the user typed; defaults to the idea. */
  goal?: string;
}

function percent(value: number, total: number): number {
  return total === 0 ? 0 : Math.round((value / total) * 100);
}

function people(count: number): string {
  return `${count} ${count === 1 ? "persona" : "personas"}`;
}

function titleOf(idea: string): string {
  const firstSentence = idea.split(/(?<=[.!?。！？])\s/u)[0] ?? idea;
  return truncate(firstSentence, 60) || "Untitled idea";
}

/**
 * The age groups' adoption compared: named only when the most and least
 * receptive groups' 90% intervals are apart; otherwise the report says the
 * groups do not clearly differ rather than reading noise as a finding.
 */
function mostReceptive(summary: ResultSummary): string | null {
  const ranked = [...summary.byAge].sort(
    (a, b) => b.adopt / b.total - a.adopt / a.total || b.total - a.total,
  );
  const best = ranked[0];
  const worst = ranked[ranked.length - 1];
  if (!best || !worst || best === worst) return null;
  if (!differenceHoldsUp({ k: best.adopt, n: best.total }, { k: worst.adopt, n: worst.total })) {
    return "No clear difference between age groups: their 90% intervals overlap.";
  }
  return `Most receptive: ${best.label} (${best.adopt} of ${best.total} would try it, ${intervalLabel(best.adopt, best.total)}); least receptive: ${worst.label} (${worst.adopt} of ${worst.total}, ${intervalLabel(worst.adopt, worst.total)}).`;
}

function priceFinding(features: IdeaFeatures, summary: ResultSummary): string {
  const priceBlocked = summary.topBlockers.find(({ label }) => label === "Would depend on the price");
  if (!features.price) {
    return priceBlocked
      ? `No price is stated; ${people(priceBlocked.count)} said it would depend on the price.`
      : "No price is stated, so willingness to pay is untested.";
  }
  if (features.price.period === "free") return "It is offered free, which removes price as a barrier.";
  return `At ${features.price.label}, ${summary.willingToPay} of ${summary.total} personas would try it with no concern about the cost.`;
}

/**
 * What the pitch leaves out, said only where the panel's counted answers
 * show it: a missing price when people said it depends on the price, an
 * unclear problem when people said so, an unclear customer when people
 * found it irrelevant. Never from wording alone.
 */
function gaps(features: IdeaFeatures, summary: ResultSummary): string | null {
  const raised = new Set(summary.topBlockers.map(({ label }) => label));
  const missing = [
    !features.namesTargetCustomer && raised.has("Not relevant to their needs") ? "who it is for" : null,
    raised.has("Unclear what problem it solves") ? "the problem it solves" : null,
    !features.price && raised.has("Would depend on the price") ? "a price" : null,
  ].filter((item): item is string => item !== null);
  if (missing.length === 0) return null;
  return `The idea does not make clear ${missing.join(", ").replace(/, ([^,]*)$/, " or $1")}, and the panel said so; adding it would sharpen the reactions.`;
}

const NEXT_STEP_BY_BLOCKER: ReadonlyArray<readonly [RegExp, string]> = [
  [
    /^Ethically wrong/,
    "Stop and rethink: as described, it harms people who never agreed to it and is likely illegal. Get legal advice, and redesign around consent before testing again.",
  ],
  [
    /switching isn't worth it|^Happy with what they use/,
    "Find the switching reason: name what it does that the product people already use cannot, and make moving over painless (import, same habits).",
  ],
  [
    /^Would rather have the real thing/,
    "Win the side-by-side: test it blind against the original, and lead with the reason people switch (health, the planet, price) for those who have one.",
  ],
  [
    /^Too risky with their money|^Wary of strangers using their things|^Wary of what it does to their body|^Doesn't trust it with their safety/,
    "Lower the risk: show the safeguards, limits and evidence a cautious person would need, then re-test.",
  ],
  [
    /another subscription/,
    "Test a one-off price or pay-per-use against the subscription and compare sign-ups.",
  ],
  [
    /^A big purchase|^Not ready to buy/,
    "Lower the commitment: rental, a trial period or a cheaper entry model, then re-test.",
  ],
  [
    /^Price feels high/,
    "Test willingness to pay: put two price points on a landing page and compare sign-ups.",
  ],
  [/^Would depend on the price/, "State a price, then re-run the simulation to see how the split moves."],
  [
    /privacy|data|tracking|recorded/i,
    "Address privacy up front: say what data is collected, where it goes and how to delete it, then re-test.",
  ],
  [
    /^Not relevant|^Built for businesses|^Not something their company/,
    "Narrow the audience: run the idea on a cohort closer to the people it serves, or reframe the problem it solves.",
  ],
  [/^Setup looks like work/, "Cut the setup: show how someone gets value in the first five minutes."],
  [/^Unproven/, "Lower the risk of trying: offer a free trial, reviews or a money-back guarantee."],
  [/AI/, "Show the AI's work: let people check and correct its output before they rely on it."],
  [
    /^Unclear what problem/,
    "Sharpen the pitch: say who it is for and what problem it removes, in one sentence.",
  ],
  [
    /appetizing|kind of fun|enjoy it|appeal/,
    "Let people try before they buy: samples, a trial size or a free first use.",
  ],
];

function nextStep(summary: ResultSummary): string {
  const adoptShare = summary.total === 0 ? 0 : summary.adopt / summary.total;
  const blocker = summary.topBlockers[0]?.label;
  if (summary.total === 0) return "Run the simulation with at least 15 personas to get a reading.";
  if (summary.languageNotice) return TRANSLATE_STEP;
  if (adoptShare >= 0.5 && !blocker) {
    return "Build a landing page and collect sign-ups from the eager segment to confirm demand.";
  }
  const step = blocker ? NEXT_STEP_BY_BLOCKER.find(([pattern]) => pattern.test(blocker))?.[1] : undefined;
  if (adoptShare >= 0.5) {
    return `Demand looks real. ${step ?? "Interview the hesitant personas' real-world counterparts to learn what would win them over."}`;
  }
  return step ?? "Interview five to ten people like the hesitant personas to learn what would win them over.";
}

function keyFindings(result: SimulationResult, summary: ResultSummary): string[] {
  const findings = [
    `${summary.adopt} of ${summary.total} (${percent(summary.adopt, summary.total)}%, ${intervalLabel(summary.adopt, summary.total)}) would try it; average score ${round(summary.meanScore, 1)} out of 5.`,
  ];
  const reason = summary.topReasons[0];
  if (reason) findings.push(`Strongest pull: ${reason.label.toLowerCase()} (${people(reason.count)}).`);
  const blocker = summary.topBlockers[0];
  if (blocker) findings.push(`Main blocker: ${blocker.label.toLowerCase()} (${people(blocker.count)}).`);
  const receptive = mostReceptive(summary);
  if (receptive) findings.push(receptive);
  findings.push(priceFinding(result.features, summary));
  // The cues for customer and problem are English: nothing to say about other languages.
  const missing = summary.languageNotice ? null : gaps(result.features, summary);
  if (missing) findings.push(missing);
  return findings;
}

function executiveSummary(result: SimulationResult, summary: ResultSummary): string {
  if (summary.total === 0) return "No personas were simulated, so there is nothing to report yet.";
  const { adopt, mixed, notInterested, total } = summary;
  const verdict =
    adopt / total >= 0.5
      ? "Interest is strong"
      : adopt / total >= 0.3
        ? "Interest is moderate"
        : adopt / total >= 0.15
          ? "Interest is limited"
          : "Interest is weak";
  const parts = [
    // The panel reads English: say so before any number (issue 10).
    ...(summary.languageNotice ? [summary.languageNotice] : []),
    `${verdict}: ${adopt} of ${total} ${result.cohort.name} personas (${percent(adopt, total)}%) would try "${titleOf(result.idea)}", ${mixed} are mixed and ${notInterested} are not interested, for an average score of ${round(summary.meanScore, 1)} out of 5.`,
  ];
  const reason = summary.topReasons[0];
  const blocker = summary.topBlockers[0];
  if (reason && blocker) {
    parts.push(
      `The strongest pull is "${reason.label}" (${people(reason.count)}); the most common blocker is "${blocker.label}" (${people(blocker.count)}).`,
    );
  } else if (reason) {
    parts.push(`The strongest pull is "${reason.label}" (${people(reason.count)}).`);
  } else if (blocker) {
    parts.push(`The most common blocker is "${blocker.label}" (${people(blocker.count)}).`);
  }
  const receptive = mostReceptive(summary);
  if (receptive) parts.push(receptive);
  parts.push(
    `Confidence is ${summary.confidence.toLowerCase()} with ${people(total)}${
      summary.languageNotice ? ", one level lower because the idea is not in English" : ""
    }.`,
  );
  return parts.join(" ");
}

/** The report the app shows for a simulation. */
export function buildAppReport(result: SimulationResult, options: AppReportOptions): AppReport {
  const summary = summarise(result);
  const total = summary.total;
  return {
    simulation_id: options.simulationId,
    title: titleOf(result.idea),
    goal: options.goal ?? result.idea,
    executive_summary: executiveSummary(result, summary),
    personas: result.personas,
    custom_insights: [
      { id: "would_try", value: summary.adopt, total, label: "Would try it" },
      { id: "mixed", value: summary.mixed, total, label: "Mixed feelings" },
      { id: "not_interested", value: summary.notInterested, total, label: "Not interested" },
      { id: "willing_to_pay", value: summary.willingToPay, total, label: "Willing to pay" },
    ],
    persona_segments: summary.segments.map((segment) => ({
      type: segment.type,
      count: segment.count,
      percentage: segment.percentage,
      care_about: segment.careAbout,
      concerns: segment.concerns,
    })),
    executive_insights: { key_findings: keyFindings(result, summary), next_step: nextStep(summary) },
    top_reasons: summary.topReasons,
    top_blockers: summary.topBlockers,
    confidence: summary.confidence,
    idea_reading: ideaReading(result.features),
  };
}
