import { capitalize, lowerFirst, MAX_TEXT_LENGTH, truncate } from "../text";
import { ASKED_PATTERNS, NON_ANSWER, PIECE_ORDER, SIZE_MENTION, STANDS_ALONE } from "./dialogue-data";
import { isGoAhead } from "./go-ahead";
import type { DialogueTurn, IdeaPiece } from "./types";

// Reading a dialogue: which pieces the assistant asked about, which the user
// answered, and the idea plus its answers merged into one description
// (shared by clarify and extractConfig).

function piecesAskedIn(turn: DialogueTurn): IdeaPiece[] {
  if (turn.role !== "assistant") return [];
  // Only questions count: "I'll go ahead without a price." asks nothing.
  const questions = turn.content.match(/[^.!?]*\?/g) ?? [];
  return PIECE_ORDER.filter((piece) => questions.some((question) => ASKED_PATTERNS[piece].test(question)));
}

export function userTurns(dialogue: readonly DialogueTurn[]): string[] {
  return dialogue
    .filter((turn) => turn.role === "user")
    .map((turn) => turn.content.trim())
    .filter(Boolean);
}

/** Pieces the dialogue asked about and the user then answered (in whatever words). */
export function answeredPieces(dialogue: readonly DialogueTurn[]): Set<IdeaPiece> {
  const answered = new Set<IdeaPiece>();
  let open: IdeaPiece[] = [];
  for (const turn of dialogue) {
    if (turn.role === "assistant") {
      const asked = piecesAskedIn(turn);
      if (asked.length) open = asked;
      continue;
    }
    const text = turn.content.trim();
    if (text && !NON_ANSWER.test(text)) for (const piece of open) answered.add(piece);
    open = [];
  }
  return answered;
}

export function clarificationsAsked(dialogue: readonly DialogueTurn[]): number {
  return dialogue.filter((turn) => piecesAskedIn(turn).length > 0).length;
}

export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

function sentence(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, " ");
  return /[.!?]["')\]]?$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** An answer to a clarifying question, worded so it reads as part of the idea. */
function phraseAnswer(answer: string, asked: readonly IdeaPiece[]): string {
  const text = answer.replace(/[.!]+$/, "").trim();
  if (asked.length !== 1 || STANDS_ALONE.test(text)) return sentence(text);
  switch (asked[0]) {
    case "target_customer": {
      const rest = text.replace(/^(?:it'?s |it is |this is |mainly |mostly )?for\s+/i, "");
      return sentence(`For ${lowerFirst(rest)}`);
    }
    case "problem":
      return sentence(`The problem it solves: ${lowerFirst(text)}`);
    case "price":
      return sentence(/^(?:free|\$|€|£|\d)/i.test(text) ? `Price: ${text}` : text);
    default:
      return sentence(text);
  }
}

/** The idea plus every answer, as one description; commands and non-answers are left out. */
export function mergeGoal(dialogue: readonly DialogueTurn[]): string {
  const parts: string[] = [];
  let asked: IdeaPiece[] = [];
  for (const turn of dialogue) {
    if (turn.role === "assistant") {
      asked = piecesAskedIn(turn);
      continue;
    }
    const text = turn.content.replace(SIZE_MENTION, "").replace(/\s+/g, " ").trim();
    const cleaned = text.replace(/\b(?:with|using|on|for)\s*[.!]*$/i, "").trim();
    if (cleaned && !isGoAhead(cleaned) && !NON_ANSWER.test(cleaned)) {
      parts.push(asked.length ? phraseAnswer(cleaned, asked) : sentence(capitalize(cleaned)));
    }
    asked = [];
  }
  return truncate(parts.join(" "), MAX_TEXT_LENGTH);
}
