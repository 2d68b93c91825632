import type { AppReport } from "../report";
import { change, group, overview, whoLiked, whyNo, whyYes } from "./answers";
import { NO_DATA } from "./answers-data";
import { capitalize } from "../text";
import { userTurns } from "./dialogue";
import { topRoles, type Context } from "./evidence";
import { FOLLOW_UP } from "./intent-data";
import { dimensionOf, intentOf, type Intent } from "./intent";
import { price } from "./price-answer";
import { scopeOf } from "./scope";
import type { DialogueTurn, ResultsAnswer } from "./types";

// Answering a question about a finished report: classify it, find the
// personas it is about, and hand both to the answer for its intent.

const ANSWERS: Record<Intent, (context: Context) => ResultsAnswer> = {
  price,
  who_liked: whoLiked,
  why_no: whyNo,
  why_yes: whyYes,
  change,
  overview,
  group,
};

/**
 * Answers a question about a finished run from the report's own numbers:
 * counts, concerns, budgets and the next step. Says so when the report has
 * nothing on the question.
 */
export function analyzeResults(
  question: string,
  report: AppReport,
  dialogueHistory: readonly DialogueTurn[] = [],
): ResultsAnswer {
  const all = report.personas ?? [];
  if (all.length === 0) {
    return { answer: "The report has no personas, so it has no data to answer from.", evidence: [] };
  }
  const scoped = scopeOf(question, all);
  let intent = intentOf(question, scoped.kind !== "all");
  const words = question.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
  const followUp = FOLLOW_UP.test(question.trim().toLowerCase()) || (scoped.kind !== "all" && words <= 3);
  if (!intent && followUp) {
    // A follow-up ("and the nurses?") asks the previous question again about a new group.
    const previous = userTurns(dialogueHistory)
      .reverse()
      .map((turn) => intentOf(turn, true))
      .find((found) => found !== null);
    intent = previous ?? (scoped.kind !== "all" ? "group" : null);
  }
  if (!intent) return { answer: NO_DATA, evidence: [] };

  if (scoped.kind === "missing") {
    const hint = scoped.scope.suggestion
      ? ` Run the idea with the ${scoped.scope.suggestion} audience to hear from them.`
      : "";
    return {
      answer: `The report has no data on ${scoped.scope.noun}: none of its ${all.length} personas fit (its roles include ${topRoles(all)}).${hint}`,
      evidence: [{ label: `${capitalize(scoped.scope.noun)} in the report`, value: `0 of ${all.length}` }],
    };
  }
  const scope = scoped.kind === "scoped" ? scoped.scope : null;
  return ANSWERS[intent]({
    report,
    all,
    personas: scope ? scope.personas : all,
    scope,
    dimension: dimensionOf(question),
  });
}
