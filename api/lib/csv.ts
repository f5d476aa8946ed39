type Cell = string | number | null | undefined;

// A cell starting with one of these would run as a formula in a spreadsheet: quote it as text.
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: Cell): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180 CSV with a header row and CRLF line ends. */
export function toCsv(header: string[], rows: Cell[][]): string {
  return csvLines([header, ...rows]);
}

/** Rows of CSV, each ending with CRLF: a file written a batch at a time. */
export function csvLines(rows: Cell[][]): string {
  return rows.map((row) => `${row.map(cell).join(",")}\r\n`).join("");
}
