import { parse } from "csv-parse/sync";
import { type Firm, type FirmFields, FirmInputSchema } from "../../core/schemas/deal-firm";
import { HttpError } from "../lib/http-error";

// One CSV for export and import (docs/decisions/056-affiliated-firms.md): a row per firm, lists in
// one cell separated by "; ", each person as "Name <e-mail> (Role)", and each person's language
// ("en" or "ar", docs/decisions/086-deal-room-language.md) in the Languages column, in the same
// order; an empty or missing Languages cell is English for everyone.

const LIST_SEPARATOR = "; ";
const joinList = (values: readonly string[]) => values.join(LIST_SEPARATOR);
const splitList = (cell: string) =>
  cell
    .split(";")
    .map((value) => value.trim())
    .filter(Boolean);

const personCell = (person: Firm["people"][number]) =>
  `${person.name} <${person.email}>${person.role ? ` (${person.role})` : ""}`;
const PERSON = /^(.*?)\s*<([^<>]*)>\s*(?:\((.*)\))?$/;

export const FIRM_CSV_COLUMNS: { header: string; value: (firm: Firm) => string | number | null }[] =
  [
    { header: "Name", value: (firm) => firm.name },
    { header: "Domains", value: (firm) => joinList(firm.domains) },
    { header: "Sectors", value: (firm) => joinList(firm.sectors) },
    { header: "Stages", value: (firm) => joinList(firm.stages) },
    { header: "Regions", value: (firm) => joinList(firm.regions) },
    { header: "Smallest cheque", value: (firm) => firm.chequeMin },
    { header: "Largest cheque", value: (firm) => firm.chequeMax },
    { header: "Currency", value: (firm) => firm.chequeCurrency },
    { header: "Never send", value: (firm) => (firm.neverSend ? "yes" : "no") },
    { header: "Never send reason", value: (firm) => firm.neverSendReason },
    { header: "People", value: (firm) => joinList(firm.people.map(personCell)) },
    {
      header: "Languages",
      value: (firm) => joinList(firm.people.map((person) => person.language)),
    },
    { header: "Notes", value: (firm) => firm.notes },
  ];

/** The field each column fills, for the messages ("Row 3, Domains: …"). */
const FIELD_COLUMNS: Record<string, string> = {
  name: "Name",
  domains: "Domains",
  sectors: "Sectors",
  stages: "Stages",
  regions: "Regions",
  chequeMin: "Smallest cheque",
  chequeMax: "Largest cheque",
  chequeCurrency: "Currency",
  neverSend: "Never send",
  neverSendReason: "Never send reason",
  people: "People",
  notes: "Notes",
};

/** Export quotes a cell starting like a formula with "'" (core/csv.ts); import takes it off. */
const unquoted = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

const amount = (cell: string): unknown => {
  const plain = cell.replace(/[,\s]/g, "");
  if (plain === "") return null;
  return /^-?\d+$/.test(plain) ? Number(plain) : cell;
};

const yesNo = (cell: string): unknown => {
  const value = cell.trim().toLowerCase();
  if (value === "" || value === "no" || value === "false") return false;
  if (value === "yes" || value === "true") return true;
  return cell;
};

const MAX_MESSAGES = 5;

/**
 * The firms a CSV describes, every row checked by the same schema as the console's form. Any bad
 * row refuses the whole file (400 naming the rows), so nothing is half imported.
 */
export function parseFirmsCsv(csv: string): FirmFields[] {
  let records: Record<string, string>[];
  try {
    records = parse(csv, {
      bom: true,
      columns: (header: string[]) => header.map((name) => name.trim()),
      skip_empty_lines: true,
      relax_column_count: true,
    });
  } catch (error) {
    throw new HttpError(400, `The file is not a CSV we can read: ${(error as Error).message}`);
  }
  const first = records[0];
  if (!first || !("Name" in first)) {
    throw new HttpError(
      400,
      "The file needs a header row with a Name column, as Export CSV writes it, and a row per firm.",
    );
  }
  const problems: string[] = [];
  const firms: FirmFields[] = [];
  const names = new Set<string>();
  records.forEach((record, index) => {
    const row = index + 2; // the header is row 1, as a spreadsheet numbers them
    const cell = (header: string) => unquoted((record[header] ?? "").trim());
    const languages = splitList(cell("Languages")).map((language) => language.toLowerCase());
    const people: unknown[] = splitList(cell("People")).map((text, index) => {
      const match = PERSON.exec(text);
      const language = languages[index];
      return match
        ? { name: match[1] ?? "", email: match[2] ?? "", role: match[3] ?? "", language }
        : { name: text, email: "", language };
    });
    if (languages.length > 0 && languages.length !== people.length) {
      problems.push(
        `Row ${row}, Languages: give one language per person, in the order of People (${languages.length} for ${people.length})`,
      );
      return;
    }
    const parsed = FirmInputSchema.safeParse({
      name: cell("Name"),
      domains: splitList(cell("Domains")),
      sectors: splitList(cell("Sectors")),
      stages: splitList(cell("Stages")),
      regions: splitList(cell("Regions")),
      chequeMin: amount(cell("Smallest cheque")),
      chequeMax: amount(cell("Largest cheque")),
      chequeCurrency: cell("Currency") || undefined,
      neverSend: yesNo(cell("Never send")),
      neverSendReason: cell("Never send reason"),
      people,
      notes: cell("Notes"),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        // A person's language is its own column; every other part of a person is in People.
        const language = issue.path[0] === "people" && issue.path[2] === "language";
        const column = language
          ? `Languages, person ${Number(issue.path[1]) + 1}`
          : (FIELD_COLUMNS[String(issue.path[0])] ?? String(issue.path[0]));
        problems.push(`Row ${row}, ${column}: ${issue.message}`);
      }
      return;
    }
    const key = parsed.data.name.toLowerCase();
    if (names.has(key)) problems.push(`Row ${row}, Name: ${parsed.data.name} is in the file twice`);
    names.add(key);
    firms.push(parsed.data);
  });
  if (problems.length > 0) {
    const more = problems.length - MAX_MESSAGES;
    throw new HttpError(
      400,
      `Nothing was imported. ${problems.slice(0, MAX_MESSAGES).join(". ")}${more > 0 ? `. And ${more} more.` : "."}`,
    );
  }
  return firms;
}
