import { Readable } from "node:stream";
import { asc, getTableColumns, getTableName } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { ZipFile } from "yazl";
import { CSV_BOM, csvLines } from "../../core/csv";
import { languageOf } from "../../core/languages";
import type { Database } from "../db/client";
import { applicationDrafts } from "../db/schema/application-drafts";
import { applications } from "../db/schema/applications";
import { meetings, subtasks, tasks } from "../db/schema/assignments";
import { auditEvents } from "../db/schema/audit";
import { backups } from "../db/schema/backups";
import { clockTargets, publicHolidays } from "../db/schema/calendar";
import { dealAnswers, dealEngagement, dealIntroductions } from "../db/schema/deal-answers";
import { dealQuestionLimits, dealQuestions } from "../db/schema/deal-questions";
import {
  affiliatedFirms,
  dealAccessEvents,
  dealLinks,
  dealMemos,
  dealReminders,
  dealShares,
} from "../db/schema/deals";
import { documents } from "../db/schema/documents";
import { pitchDecks } from "../db/schema/founder";
import { mailOutbox, mailTemplates } from "../db/schema/mail";
import { mailSuppressions, newsletters, subscribers } from "../db/schema/newsletter";
import { coupons, paymentOrders } from "../db/schema/payments";
import { pitchBookings, pitchSlots } from "../db/schema/pitch-slots";
import {
  consultancyLeads,
  consultancyRequests,
  contacts,
  fundingInterest,
  pitchLeads,
} from "../db/schema/public-forms";
import { receipts } from "../db/schema/receipts";
import {
  applicationComments,
  reviewSetAsides,
  scorecards,
  scorecardWeights,
} from "../db/schema/reviews";
import { savedViews } from "../db/schema/saved-views";
import { cohorts, events } from "../db/schema/site-content";
import { adminUsers, staffInvitations } from "../db/schema/staff";

// "Export everything" (docs/decisions/051-retention-and-erasure.md): every list the firm keeps, a
// CSV file each (UTF-8 with a byte order mark, so spreadsheets read it as UTF-8), in one zip, for
// its own records or to move to another system. Every column but the secrets: password and token
// hashes, second-factor secrets, sessions, and the decks' bytes (kept in the backups).

const TABLES: PgTable[] = [
  applications,
  pitchDecks,
  scorecards,
  applicationComments,
  reviewSetAsides,
  scorecardWeights,
  receipts,
  paymentOrders,
  coupons,
  applicationDrafts,
  contacts,
  subscribers,
  mailSuppressions,
  newsletters,
  pitchLeads,
  consultancyLeads,
  consultancyRequests,
  fundingInterest,
  tasks,
  subtasks,
  meetings,
  documents,
  pitchSlots,
  pitchBookings,
  events,
  cohorts,
  mailTemplates,
  mailOutbox,
  savedViews,
  publicHolidays,
  clockTargets,
  adminUsers,
  staffInvitations,
  auditEvents,
  backups,
  // The syndicated network and the deals shared with it (docs/decisions/064-deal-questions.md).
  affiliatedFirms,
  dealMemos,
  dealShares,
  dealLinks,
  dealReminders,
  // What the firms answered, how long they read, the meetings set with them
  // (docs/decisions/062-deal-answers-and-engagement.md).
  dealAnswers,
  dealEngagement,
  dealIntroductions,
  dealQuestions,
  dealQuestionLimits,
  dealAccessEvents,
];

/**
 * Columns never exported: secrets (a subscriber's tokens included: each can change that address's
 * subscription), binary content, and the search column derived from the rest.
 */
const LEFT_OUT = new Set([
  "password_hash",
  "token_hash",
  "confirmation_token_hash",
  "unsubscribe_token",
  "content",
  "search_text",
]);

const BATCH = 2000;

type Cell = string | number | null;
const cellOf = (value: unknown): Cell => {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "number" || typeof value === "string") return value;
  if (typeof value === "boolean") return value ? "true" : "false";
  return JSON.stringify(value);
};

/** A table's rows as CSV, read a batch at a time in a stable order. */
async function* tableCsv(db: Database, table: PgTable): AsyncGenerator<string> {
  const columns = Object.values(getTableColumns(table)).filter(
    (column) => !LEFT_OUT.has(column.name),
  ) as PgColumn[];
  const selection = Object.fromEntries(columns.map((column) => [column.name, column]));
  const order = columns.filter((column) => column.primary);
  yield CSV_BOM + csvLines([columns.map((column) => column.name)]);
  for (let offset = 0; ; offset += BATCH) {
    const rows = await db
      .select(selection)
      .from(table)
      .orderBy(...(order.length > 0 ? order : columns.slice(0, 1)).map((column) => asc(column)))
      .limit(BATCH)
      .offset(offset);
    if (rows.length === 0) return;
    yield csvLines(rows.map((row) => columns.map((column) => cellOf(row[column.name]))));
    if (rows.length < BATCH) return;
  }
}

/**
 * The firms' people, a row each (on the firm's row they are one list): firm, name, address, role,
 * and the language of their deal mails (docs/decisions/086-deal-room-language.md).
 */
async function* firmPeopleCsv(db: Database): AsyncGenerator<string> {
  yield CSV_BOM + csvLines([["firm_id", "firm_name", "name", "email", "role", "language"]]);
  const firms = await db
    .select({ id: affiliatedFirms.id, name: affiliatedFirms.name, people: affiliatedFirms.people })
    .from(affiliatedFirms)
    .orderBy(asc(affiliatedFirms.name));
  const rows = firms.flatMap((firm) =>
    firm.people.map((person) => [
      firm.id,
      firm.name,
      person.name,
      person.email,
      person.role,
      languageOf(person.language),
    ]),
  );
  if (rows.length > 0) yield csvLines(rows);
}

export const FIRM_PEOPLE_FILE = "affiliated_firm_people.csv";

/** The zip of every list's CSV, streamed as it is written. */
export function firmExportZip(db: Database): Readable {
  const zip = new ZipFile();
  for (const table of TABLES) {
    zip.addReadStream(Readable.from(tableCsv(db, table)), `${getTableName(table)}.csv`);
  }
  zip.addReadStream(Readable.from(firmPeopleCsv(db)), FIRM_PEOPLE_FILE);
  zip.end();
  return zip.outputStream as Readable;
}

export const FIRM_EXPORT_TABLES = TABLES.map((table) => getTableName(table));
