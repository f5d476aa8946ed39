import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { FirmPerson } from "../../../core/schemas/affiliated-firm";
import type { ReportScorecard } from "../../../core/schemas/scorecard";
import { at, createdAt, id, searchText, trigramIndex, updatedAt } from "../columns";
import { applications } from "./applications";
import { adminUsers } from "./staff";

/**
 * An affiliated firm of the syndicated network (docs/decisions/056-affiliated-firms.md). Its
 * people are a list on the row: they are edited, imported and exported with the firm, and a
 * shared deal keeps the name and address it was sent to.
 */
export const affiliatedFirms = pgTable(
  "affiliated_firms",
  {
    id: id(),
    name: text("name").notNull(),
    domains: jsonb("domains").$type<string[]>().notNull().default([]),
    sectors: jsonb("sectors").$type<string[]>().notNull().default([]),
    stages: jsonb("stages").$type<string[]>().notNull().default([]),
    regions: jsonb("regions").$type<string[]>().notNull().default([]),
    chequeMin: bigint("cheque_min", { mode: "number" }),
    chequeMax: bigint("cheque_max", { mode: "number" }),
    chequeCurrency: text("cheque_currency").notNull().default("USD"),
    neverSend: boolean("never_send").notNull().default(false),
    neverSendReason: text("never_send_reason").notNull().default(""),
    notes: text("notes").notNull().default(""),
    people: jsonb("people").$type<FirmPerson[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchText: searchText(`name || ' ' || domains::text || ' ' || people::text || ' ' || notes`),
  },
  (table) => [
    // A firm is known by its name: the CSV import updates the firm of the same name.
    uniqueIndex("affiliated_firms_name_idx").on(sql`lower(${table.name})`),
    index("affiliated_firms_created_at_idx").on(table.createdAt, table.id),
    trigramIndex("affiliated_firms_search_idx", table.searchText),
  ],
);

/**
 * The analyst memo of an application, one row per version (docs/decisions/057-deal-memo.md): the
 * analysts' text, and the scorecards' summary as it stood when the version was last saved. A
 * version once shared (`shared_at`) is locked: a change is a new version.
 */
export const dealMemos = pgTable(
  "deal_memos",
  {
    id: id(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    summary: text("summary").notNull().default(""),
    risks: text("risks").notNull().default(""),
    proposedTerms: text("proposed_terms").notNull().default(""),
    roundSize: bigint("round_size", { mode: "number" }),
    roundCurrency: text("round_currency").notNull().default("USD"),
    /** What changed since the version before (empty for the first). */
    changeNote: text("change_note").notNull().default(""),
    scorecard: jsonb("scorecard").$type<ReportScorecard>().notNull(),
    sharedAt: at("shared_at"),
    editedById: uuid("edited_by_id").references(() => adminUsers.id, { onDelete: "set null" }),
    editedByName: text("edited_by_name").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("deal_memos_application_version_idx").on(table.applicationId, table.version),
  ],
);
