// CSV as every file the product writes is: RFC 4180, a BOM, formulas quoted (the console's lists,
// the board, the export, the Insights screen's tables).

type Cell = string | number | null | undefined;

// A cell starting with one of these would run as a formula in a spreadsheet: quote it as text.
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: Cell): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The byte order mark every CSV file we write starts with: spreadsheet programs (Excel) read a
 * file without it in the machine's legacy code page, which garbles Arabic and other non-Latin text.
 */
export const CSV_BOM = "\uFEFF";

/** An RFC 4180 CSV file: the BOM, a header row, CRLF line ends. */
export function toCsv(header: string[], rows: Cell[][]): string {
  return CSV_BOM + csvLines([header, ...rows]);
}

/** Rows of CSV, each ending with CRLF: a file written a batch at a time. */
export function csvLines(rows: Cell[][]): string {
  return rows.map((row) => `${row.map(cell).join(",")}\r\n`).join("");
}
