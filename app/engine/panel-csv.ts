// Reads human panel answers (bench/human-panels/*.csv) from CSV text.
// Pure: the caller reads the file.

/** Rows of a CSV text (RFC 4180 quoting: "a, b" and "say ""hi"""). */
export function parseCsv(text: string): string[][] {
  return parseCsvLines(text).map(({ cells }) => cells);
}

/** Rows of a CSV text with the line each starts on (1-based), for messages that point at a line. */
export function parseCsvLines(text: string): Array<{ line: number; cells: string[] }> {
  const rows: Array<{ line: number; cells: string[] }> = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    row.push(field);
    if (row.some((cell) => cell.trim() !== "")) rows.push({ line: rowLine, cells: row });
    row = [];
    field = "";
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === "\n") line++;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[i + 1] === "\n") {
        i++;
        line++;
      } else if (char === "\r") {
        line++;
      }
      endRow();
      rowLine = line;
    } else {
      field += char;
    }
  }
  endRow();
  return rows;
}

/** The 1-5 answers in `column` (by header name) of a panel CSV. */
export function panelScores(csv: string, column = "Vote"): number[] {
  const [header, ...rows] = parseCsv(csv.replace(/^\uFEFF/, ""));
  if (!header) return [];
  const index = header.findIndex((name) => name.trim().toLowerCase() === column.toLowerCase());
  if (index === -1) return [];
  return rows
    .map((row) => Number((row[index] ?? "").trim()))
    .filter((score) => Number.isInteger(score) && score >= 1 && score <= 5);
}
