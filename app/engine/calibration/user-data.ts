import { PRESET_COHORTS } from "../cohorts";
import { parseCsvLines } from "../panel-csv";
import type { ConceptRow } from "../panel/concepts";

// A user's own past human results, uploaded as CSV to calibrate the panel on
// their market. Each row: the concept as it was shown, the audience, and
// what people answered, as a yes share with its n or as counts of 1-5
// answers. Every problem is reported with its line; nothing is half read.

export const CALIBRATION_CSV_MAX_BYTES = 256 * 1024;
export const CALIBRATION_MIN_ROWS = 5;
// Each concept is fitted without it once (leave-one-out): 50 keeps an upload to seconds.
export const CALIBRATION_MAX_ROWS = 50;
const CONCEPT_MAX_LENGTH = 2000;

export interface CsvProblem {
  /** 1-based line of the CSV; 1 is the header. */
  line: number;
  message: string;
}

export type UserDataReading = { ok: true; rows: ConceptRow[] } | { ok: false; problems: CsvProblem[] };

const COLUMN_NAMES = {
  concept: ["concept_text", "concept"],
  audience: ["audience", "cohort", "cohort_guess"],
  yes: ["yes_share", "human_yes_share"],
  n: ["n", "respondents"],
  id: ["id", "name"],
} as const;

/** A share written as 0.42, 42% or 42 (read as a percentage when above 1). */
function readShare(cell: string): number | null {
  const trimmed = cell.trim().replace(/%$/, "");
  if (trimmed === "") return null;
  const value = Number(trimmed);
  if (!Number.isFinite(value) || value < 0) return null;
  const share = value > 1 || cell.trim().endsWith("%") ? value / 100 : value;
  return share <= 1 ? share : null;
}

function readCount(cell: string): number | null {
  const value = Number(cell.trim());
  return Number.isInteger(value) && value >= 0 ? value : null;
}

function isKnownAudience(name: string): boolean {
  if (name === "us_adults") return true;
  if (/^custom:[^|]+\|.+/.test(name)) return true;
  return PRESET_COHORTS.some((cohort) => cohort.id === name);
}

/** Reads an uploaded CSV of human results into concept rows, or says what is wrong, line by line. */
export function readUserData(csv: string): UserDataReading {
  if (new TextEncoder().encode(csv).length > CALIBRATION_CSV_MAX_BYTES) {
    return { ok: false, problems: [{ line: 1, message: "The file is larger than 256 KB." }] };
  }
  const [header, ...rows] = parseCsvLines(csv.replace(/^\uFEFF/, ""));
  if (!header) return { ok: false, problems: [{ line: 1, message: "The file is empty." }] };
  const names = header.cells.map((cell) => cell.trim().toLowerCase());
  const column = (options: readonly string[]) => names.findIndex((name) => options.includes(name));
  const concept = column(COLUMN_NAMES.concept);
  const audience = column(COLUMN_NAMES.audience);
  const yes = column(COLUMN_NAMES.yes);
  const n = column(COLUMN_NAMES.n);
  const id = column(COLUMN_NAMES.id);
  const answers = [1, 2, 3, 4, 5].map((level) => names.indexOf(`answers_${level}`));
  const hasAnswers = answers.every((index) => index !== -1);

  const problems: CsvProblem[] = [];
  if (concept === -1) problems.push({ line: header.line, message: "A concept_text column is needed." });
  if (yes === -1 && !hasAnswers) {
    problems.push({
      line: header.line,
      message: "Give either yes_share with n, or the counts answers_1 to answers_5.",
    });
  }
  if (yes !== -1 && n === -1 && !hasAnswers) {
    problems.push({ line: header.line, message: "yes_share needs an n column (people who answered)." });
  }
  if (problems.length) return { ok: false, problems };
  if (rows.length < CALIBRATION_MIN_ROWS || rows.length > CALIBRATION_MAX_ROWS) {
    return {
      ok: false,
      problems: [
        {
          line: header.line,
          message: `The file has ${rows.length} concepts; calibrating needs ${CALIBRATION_MIN_ROWS} to ${CALIBRATION_MAX_ROWS}.`,
        },
      ],
    };
  }

  const read: ConceptRow[] = [];
  const ids = new Set<string>();
  for (const { line, cells } of rows) {
    const cell = (index: number) => (index === -1 ? "" : (cells[index] ?? ""));
    const text = cell(concept).trim();
    const problem = (message: string) => problems.push({ line, message });
    if (!text) {
      problem("The concept text is empty.");
      continue;
    }
    if (text.length > CONCEPT_MAX_LENGTH) {
      problem(`The concept text is longer than ${CONCEPT_MAX_LENGTH} characters.`);
      continue;
    }
    const counts = hasAnswers ? answers.map((index) => readCount(cell(index))) : null;
    const filledCounts = counts?.some(
      (count, level) => count !== null && cell(answers[level]!).trim() !== "",
    );
    let humanYes: number | null;
    let respondents: number | null;
    let distribution: Array<number | null> | null = null;
    if (counts && filledCounts) {
      if (counts.some((count) => count === null)) {
        problem("answers_1 to answers_5 must be whole numbers of people (0 or more).");
        continue;
      }
      const total = counts.reduce((sum: number, count) => sum + count!, 0);
      if (total === 0) {
        problem("Nobody answered: answers_1 to answers_5 add up to 0.");
        continue;
      }
      distribution = counts.map((count) => count! / total);
      humanYes = (counts[3]! + counts[4]!) / total;
      respondents = total;
    } else {
      humanYes = readShare(cell(yes));
      respondents = readCount(cell(n));
      if (humanYes === null) {
        problem("yes_share must be a share from 0 to 1 (or a percentage such as 42%).");
        continue;
      }
      if (!respondents) {
        problem("n must be the number of people who answered (1 or more).");
        continue;
      }
    }
    const audienceName = cell(audience).trim() || "us_adults";
    if (!isKnownAudience(audienceName)) {
      problem(
        `Unknown audience "${audienceName}": use us_adults, ${PRESET_COHORTS.map((cohort) => cohort.id).join(", ")} or custom:Name|Description.`,
      );
      continue;
    }
    const rowId = cell(id).trim() || `line-${line}`;
    if (ids.has(rowId)) {
      problem(`The id "${rowId}" is used twice.`);
      continue;
    }
    ids.add(rowId);
    read.push({
      id: rowId,
      text,
      audience: audienceName,
      // Counts of 1-5 answers are a scale question; a yes share is yes/no.
      format: distribution ? "scale" : "yes_no",
      humanYes,
      humanDistribution: distribution,
      respondents,
      weight: 1,
    });
  }
  return problems.length ? { ok: false, problems } : { ok: true, rows: read };
}
