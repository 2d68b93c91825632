import { topLabels } from "../summary";
import type { PersonaOpinion } from "../types";
import { AGE_GROUPS } from "./answers-data";
import { listOf } from "./dialogue";
import {
  concernsOf,
  intro,
  isMixed,
  notInterested,
  ofWithPercent,
  people,
  quoted,
  scopeEvidence,
  scoreOf,
  topRoles,
  voiceOf,
  wouldTry,
  type Context,
} from "./evidence";
import type { Dimension } from "./intent";
import type { ResultsAnswer } from "./types";
import { differenceHoldsUp } from "../intervals";

// Answers about a report, one per intent (the price answer has its own
// module): why not, why yes, who liked it, what to change, an overview and
// a group's results.

export function whyNo(context: Context): ResultsAnswer {
  const group = context.personas;
  const said = group.filter((persona) => !wouldTry(persona));
  const rejecting = group.filter(notInterested).length;
  const mixed = group.filter(isMixed).length;
  const who = context.scope ? context.scope.noun : "personas";
  if (said.length === 0) {
    return {
      answer: `${intro(context)}All ${group.length} ${who} would try it; none of them said no.`,
      evidence: [
        ...scopeEvidence(context),
        { label: "Would try it", value: ofWithPercent(group.length, group.length) },
      ],
    };
  }
  const concerns = concernsOf(said);
  const example = said
    .filter((persona) => !concerns[0] || persona.response.concerns.includes(concerns[0].label))
    .sort((a, b) => scoreOf(a) - scoreOf(b) || a.response.sentiment - b.response.sentiment)[0];
  const overall =
    context.scope && group.length < context.all.length
      ? ` Across all ${context.all.length} personas, ${context.all.filter((persona) => !wouldTry(persona)).length} did not say yes.`
      : "";
  const reasons = concerns.length
    ? ` Their most common concerns: ${quoted(concerns, said.length)}.`
    : " They named no specific concern; they were simply not drawn in.";
  return {
    answer: `${intro(context)}${ofWithPercent(said.length, group.length)} did not say they would try it: ${rejecting} not interested and ${mixed} mixed.${reasons}${voiceOf(example)}${overall}`,
    evidence: [
      ...scopeEvidence(context),
      { label: "Did not say yes", value: ofWithPercent(said.length, group.length) },
      { label: "Not interested", value: String(rejecting) },
      { label: "Mixed", value: String(mixed) },
      ...concerns.map((concern) => ({
        label: `Concern: ${concern.label}`,
        value: `${concern.count} of ${said.length}`,
      })),
    ],
  };
}

export function whyYes(context: Context): ResultsAnswer {
  const group = context.personas;
  const yes = group.filter(wouldTry);
  if (yes.length === 0) {
    return {
      answer: `${intro(context)}None of the ${group.length} ${context.scope?.noun ?? "personas"} would try it, so there is nothing they liked enough yet. ${group.filter(isMixed).length} were mixed.`,
      evidence: [...scopeEvidence(context), { label: "Would try it", value: ofWithPercent(0, group.length) }],
    };
  }
  const reasons = context.scope
    ? topLabels(yes.map((persona) => persona.response.primary_motivation).filter(Boolean), 3)
    : (context.report.top_reasons ?? []).slice(0, 3);
  const cares = context.scope
    ? topLabels(
        yes.flatMap((persona) => persona.interests),
        3,
      ).map((item) => item.label)
    : (context.report.persona_segments?.find((segment) => segment.type === "eager")?.care_about ?? []);
  const reasonText = reasons.length
    ? ` What pulled them in: ${listOf(reasons.map((reason) => `"${reason.label}" (${people(reason.count)})`))}.`
    : "";
  const extra = cares.filter((care) => !reasons.some((reason) => reason.label === care));
  const careText = extra.length ? ` What they care about: ${listOf(extra.map((care) => `"${care}"`))}.` : "";
  return {
    answer: `${intro(context)}${ofWithPercent(yes.length, group.length)} would try it.${reasonText}${careText}${voiceOf(yes[0])}`,
    evidence: [
      ...scopeEvidence(context),
      { label: "Would try it", value: ofWithPercent(yes.length, group.length) },
      ...reasons.map((reason) => ({ label: `Reason: ${reason.label}`, value: people(reason.count) })),
    ],
  };
}

interface Group {
  label: string;
  adopt: number;
  total: number;
}

function placeLabel(country: string): string {
  return /^(?:USA|UK|Netherlands|Philippines)$/.test(country)
    ? `people in the ${country}`
    : `people in ${country}`;
}

function groupsOf(personas: readonly PersonaOpinion[], dimension: Dimension | null): Group[] {
  const groups = new Map<string, Group>();
  const add = (label: string, persona: PersonaOpinion) => {
    const group = groups.get(label) ?? { label, adopt: 0, total: 0 };
    group.total++;
    if (wouldTry(persona)) group.adopt++;
    groups.set(label, group);
  };
  for (const persona of personas) {
    const age = AGE_GROUPS.find(
      ([, min, max]) => persona.demographics.age >= min && persona.demographics.age <= max,
    );
    if (age && (!dimension || dimension === "age")) add(age[0], persona);
    if (!dimension || dimension === "role") add(persona.role, persona);
    const country = persona.demographics.location.split(/,\s*/).pop();
    if (country && (!dimension || dimension === "place")) add(placeLabel(country), persona);
  }
  const sized = [...groups.values()];
  // Groups of one or two say little; use them only when there is nothing larger.
  const minimum = sized.some((group) => group.total >= 3) ? 3 : 2;
  return sized.filter((group) => group.total >= minimum);
}

export function whoLiked(context: Context): ResultsAnswer {
  const group = context.personas;
  const yes = group.filter(wouldTry);
  // Smoothed rates, so that 5 of 6 ranks above 2 of 2.
  const rate = (item: Group) => (item.adopt + 1) / (item.total + 2);
  const ranked = groupsOf(group, context.dimension).sort(
    (a, b) => rate(b) - rate(a) || b.total - a.total || a.label.localeCompare(b.label),
  );
  const best = ranked.filter((item) => item.adopt > 0).slice(0, 3);
  const worst = ranked[ranked.length - 1];
  if (yes.length === 0) {
    const mixed = group.filter(isMixed);
    return {
      answer: `${intro(context)}Nobody would try it yet: 0 of ${group.length}. The closest were the ${mixed.length} mixed personas${mixed.length ? `, mostly ${topRoles(mixed)}` : ""}.`,
      evidence: [...scopeEvidence(context), { label: "Would try it", value: ofWithPercent(0, group.length) }],
    };
  }
  const cares =
    context.report.persona_segments?.find((segment) => segment.type === "eager")?.care_about ?? [];
  // Groups are named as more or less receptive only when the gap holds up (intervals.ts).
  const top = best[0];
  const clear =
    top !== undefined &&
    worst !== undefined &&
    top !== worst &&
    differenceHoldsUp({ k: top.adopt, n: top.total }, { k: worst.adopt, n: worst.total });
  const bestText = !best.length
    ? ""
    : clear
      ? ` Most receptive: ${listOf(best.map((item) => `${item.label} (${item.adopt} of ${item.total} would try it)`))}.`
      : ` No group clearly differs from the others (${listOf(best.map((item) => `${item.label}: ${item.adopt} of ${item.total}`))}; the 90% intervals overlap).`;
  const worstText =
    clear && worst && !best.includes(worst)
      ? ` Least receptive: ${worst.label} (${worst.adopt} of ${worst.total}).`
      : "";
  const careText =
    !context.scope && cares.length
      ? ` What the eager personas care about: ${listOf(cares.map((care) => `"${care}"`))}.`
      : "";
  return {
    answer: `${intro(context)}${ofWithPercent(yes.length, group.length)} would try it.${bestText}${worstText}${careText}${voiceOf(yes.sort((a, b) => scoreOf(b) - scoreOf(a) || b.response.sentiment - a.response.sentiment)[0])}`,
    evidence: [
      ...scopeEvidence(context),
      { label: "Would try it", value: ofWithPercent(yes.length, group.length) },
      ...best.map((item) => ({ label: `Receptive: ${item.label}`, value: `${item.adopt} of ${item.total}` })),
    ],
  };
}

export function change(context: Context): ResultsAnswer {
  const { report } = context;
  const nextStep = report.executive_insights?.next_step;
  const said = context.personas.filter((persona) => !wouldTry(persona));
  const blockers = context.scope ? concernsOf(said) : (report.top_blockers ?? []).slice(0, 3);
  const gap = report.executive_insights?.key_findings?.find((finding) =>
    finding.startsWith("The idea does not state"),
  );
  const parts = [intro(context)];
  if (blockers.length) {
    parts.push(
      `The main blockers: ${listOf(blockers.map((blocker) => `"${blocker.label}" (${people(blocker.count)})`))}.`,
    );
  } else {
    parts.push("No blocker stood out.");
  }
  if (nextStep) parts.push(` The report's next step: ${nextStep}`);
  if (gap) parts.push(` ${gap}`);
  return {
    answer: parts.join("").trim(),
    evidence: [
      ...scopeEvidence(context),
      ...blockers.map((blocker) => ({
        label: `Blocker: ${blocker.label}`,
        value: people(blocker.count),
      })),
      ...(nextStep ? [{ label: "Next step", value: nextStep }] : []),
    ],
  };
}

export function overview(context: Context): ResultsAnswer {
  const group = context.personas;
  const yes = group.filter(wouldTry).length;
  const mixed = group.filter(isMixed).length;
  const no = group.filter(notInterested).length;
  const summary = context.scope ? "" : ` ${context.report.executive_summary ?? ""}`;
  return {
    answer:
      `${intro(context)}${ofWithPercent(yes, group.length)} would try it, ${mixed} mixed and ${no} not interested.${context.scope ? "" : ` Confidence is ${String(context.report.confidence ?? "").toLowerCase() || "unknown"}.`}${summary}`.trim(),
    evidence: [
      ...scopeEvidence(context),
      { label: "Would try it", value: ofWithPercent(yes, group.length) },
      { label: "Mixed", value: String(mixed) },
      { label: "Not interested", value: String(no) },
    ],
  };
}

export function group(context: Context): ResultsAnswer {
  const base = overview(context);
  const concerns = concernsOf(context.personas.filter((persona) => !wouldTry(persona)));
  if (!concerns.length) return base;
  return {
    answer: `${base.answer} Their most common concerns: ${listOf(concerns.map((item) => `"${item.label}" (${item.count})`))}.`,
    evidence: [
      ...base.evidence,
      ...concerns.map((item) => ({ label: `Concern: ${item.label}`, value: String(item.count) })),
    ],
  };
}
