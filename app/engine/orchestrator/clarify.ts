import { analyzeIdea } from "../analyze-idea";
import { findPresetCohort } from "../cohorts";
import { truncate } from "../text";
import { PIECE_NAMES, PIECE_ORDER, QUESTIONS } from "./dialogue-data";
import { answeredPieces, clarificationsAsked, listOf, mergeGoal, userTurns } from "./dialogue";
import type { ClarifyResult, ClarifySelection, DialogueTurn, IdeaPiece } from "./types";

// The clarify step: ask for what a testable idea lacks, one piece at a time.

/** After this many questions the orchestrator goes ahead with what it has. */
export const MAX_CLARIFICATIONS = 2;

/** A chosen audience names the customer, unless it is the general one (a custom cohort always does). */
function namesCustomerBySelection(selection: ClarifySelection): boolean {
  const key = selection.cohort?.trim();
  if (!key) return false;
  return findPresetCohort(key)?.id !== "general";
}

/**
 * The next step of the dialogue: a question about the most important piece
 * the idea still lacks (one at a time, never again once answered), or ready.
 */
export function clarify(
  userInput: string,
  dialogueHistory: readonly DialogueTurn[],
  selection: ClarifySelection = {},
): ClarifyResult {
  const dialogue: DialogueTurn[] = [...dialogueHistory, { role: "user", content: userInput }];
  const features = analyzeIdea(userTurns(dialogue).join("\n"));
  const answered = answeredPieces(dialogue);
  const named: Record<IdeaPiece, boolean> = {
    target_customer: features.namesTargetCustomer || namesCustomerBySelection(selection),
    problem: features.namesProblem,
    price: features.namesPrice,
  };
  const missing = PIECE_ORDER.filter((piece) => !named[piece] && !answered.has(piece));
  const summary = truncate(mergeGoal(dialogue), 500);

  if (missing.length > 0 && clarificationsAsked(dialogue) < MAX_CLARIFICATIONS) {
    return { status: "needs_clarification", question: QUESTIONS[missing[0]!], missing };
  }
  const message =
    missing.length === 0
      ? "Thanks, that gives the personas enough to react to: who it is for, the problem and the price."
      : `Thanks. I'll go ahead without ${listOf(missing.map((piece) => PIECE_NAMES[piece]))}; the personas will tell you whether that holds them back.`;
  return { status: "ready", message, summary };
}
