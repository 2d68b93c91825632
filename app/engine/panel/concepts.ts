import { getPresetCohort } from "../cohorts";
import { cohortFromDescription, usAdultConsumers } from "../custom-cohort";
import { readAsk } from "../idea-signals";
import { placesFromText } from "../places";
import { parseCsv } from "../panel-csv";
import type { CohortModel } from "../types";

// Concept panels in CSV: one idea per row, the audience to run it on and,
// when known, what real people answered. Pure: the caller reads the file.

/**
 * How the humans were asked: a 1-5 style scale, a plain yes/no, or yes / not sure / no, where
 * "not sure" is an admission, not a comfortable middle, and those who lean one way say so;
 * or whether they already use it ("used"): a yes/no about what they did, not what they would do.
 */
export type AnswerFormat = "scale" | "yes_no" | "three_way" | "used";

export interface ConceptRow {
  id: string;
  text: string;
  /** As written in the CSV: a preset id, `us_adults` or `custom:Name|Description`. */
  audience: string;
  format: AnswerFormat;
  humanYes: number | null;
  /** Shares of levels 1-5 where reported; null for a level folded into the next. */
  humanDistribution: Array<number | null> | null;
  /** People who answered, when the source says. */
  respondents: number | null;
  /** Weight of the row when fitting (lower for rough or indirect figures). */
  weight: number;
}

const CONFIDENCE_WEIGHT: Record<string, number> = { high: 1, medium: 0.8, "medium-low": 0.6, low: 0.4 };

// Yes/no questions have no middle answer; nor do "have you used it" ones. A likelihood scale
// reported only as its top levels ("very or somewhat likely", "at least somewhat interested") is
// read as one too: such scales have no neutral middle (very / somewhat / not very / not at all),
// or count their "somewhat" as a yes, so the undecided who lean yes are in its yes, as in a yes/no
// split, not below it as in the 4-5 of a scale with a middle.
const YES_NO_TYPES = new Set(["binary", "yes_no", "yes/no", "yesno", "ordinal_partial"]);
const USED_TYPES = new Set(["adoption", "used"]);
const THREE_WAY_TYPES = new Set(["three_way", "yes_no_unsure"]);

function numberOrNull(cell: string | undefined): number | null {
  const trimmed = (cell ?? "").trim();
  if (trimmed === "") return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/** A share as 0..1, also when written as a percentage ("57%" or 57). */
function shareOrNull(cell: string | undefined): number | null {
  const percent = (cell ?? "").trim().endsWith("%");
  const value = numberOrNull((cell ?? "").replace("%", ""));
  return value === null ? null : percent || value > 1 ? value / 100 : value;
}

export function parseConceptCsv(csv: string): ConceptRow[] {
  const [header, ...rows] = parseCsv(csv.replace(/^\uFEFF/, ""));
  if (!header) return [];
  const column = (name: string) => header.findIndex((cell) => cell.trim().toLowerCase() === name);
  const id = column("id");
  const text = column("concept_text");
  const audience = column("cohort_guess") === -1 ? column("cohort") : column("cohort_guess");
  if (id === -1 || text === -1 || audience === -1) {
    throw new Error("The CSV needs the columns id, concept_text and cohort_guess (or cohort).");
  }
  const yes = column("human_yes_share");
  const type = column("question_type");
  const confidence = column("confidence");
  const respondents = column("n");
  const levels = [1, 2, 3, 4, 5].map((level) => column(`human_dist_${level}`));
  return rows
    .filter((row) => (row[text] ?? "").trim() !== "")
    .map((row) => {
      const distribution = levels.every((index) => index !== -1)
        ? levels.map((index) => shareOrNull(row[index]))
        : null;
      const hasDistribution = distribution?.some((value) => value !== null) ?? false;
      const questionType = (type === -1 ? "" : (row[type] ?? "")).trim().toLowerCase();
      const concept = (row[text] ?? "").trim();
      // Asked about a coming period ("in the next year", "this year"), a question a survey files
      // under adoption counts those who plan to as well: it is a yes/no about intent.
      const used = USED_TYPES.has(questionType) && readAsk(concept) !== "buy_soon";
      return {
        id: (row[id] ?? "").trim(),
        text: concept,
        audience: (row[audience] ?? "").trim() || "us_adults",
        format: used
          ? "used"
          : YES_NO_TYPES.has(questionType) || USED_TYPES.has(questionType)
            ? "yes_no"
            : THREE_WAY_TYPES.has(questionType)
              ? "three_way"
              : "scale",
        humanYes: yes === -1 ? null : shareOrNull(row[yes]),
        humanDistribution: hasDistribution ? distribution : null,
        respondents: respondents === -1 ? null : numberOrNull(row[respondents]),
        // "Have used" rows measure behaviour, which also hangs on what no pitch says (whether it
        // was sold where they live, whether they had heard of it): they count half.
        weight: (CONFIDENCE_WEIGHT[(row[confidence] ?? "").trim().toLowerCase()] ?? 0.8) * (used ? 0.5 : 1),
      } satisfies ConceptRow;
    });
}

/**
 * The cohort an audience cell names: a preset id, `us_adults`, `custom:Name|Description`,
 * or any other words ("uk_adults", "Gen Z gamers"), read as a description of
 * US adults unless they name a place.
 */
export function cohortForAudience(audience: string): CohortModel {
  const spec = audience.trim();
  if (spec.toLowerCase().startsWith("custom:")) {
    const [name, ...rest] = spec.slice("custom:".length).split("|");
    return cohortFromDescription((name ?? "").trim() || "Custom audience", rest.join("|").trim());
  }
  if (spec === "us_adults" || spec === "") return usAdultConsumers();
  const preset = getPresetCohort(spec);
  if (preset) return preset;
  // Ids are lower case: "uk_adults" names the UK; in words ("gamers in the UK") "in" is a word.
  const id = /^[a-z0-9_-]+$/.test(spec);
  const words = spec
    .replace(/[_-]+/g, " ")
    .replace(/\b[a-z]{2}\b/g, (code) => (id ? code.toUpperCase() : code));
  const where = placesFromText(words).length > 0 ? "" : " General US consumers, adults of all ages.";
  return cohortFromDescription(words, `${words}.${where}`);
}
