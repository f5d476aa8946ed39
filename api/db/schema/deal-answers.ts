import { bigint, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { at, createdAt, id } from "../columns";
import { applications } from "./applications";
import { meetings } from "./assignments";
import { affiliatedFirms, dealLinks } from "./deals";
import { adminUsers } from "./staff";

/**
 * A firm's answers on a shared deal, one row per answer given, never changed: the newest row is
 * the firm's answer, the rest its history (docs/decisions/062-deal-answers-and-engagement.md).
 */
export const dealAnswers = pgTable(
  "deal_answers",
  {
    id: id(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    firmId: uuid("firm_id")
      .notNull()
      .references(() => affiliatedFirms.id, { onDelete: "cascade" }),
    /** The person's link the answer came through. */
    linkId: uuid("link_id").references(() => dealLinks.id, { onDelete: "set null" }),
    kind: text("kind").notNull(),
    passReason: text("pass_reason"),
    amount: bigint("amount", { mode: "number" }),
    currency: text("currency"),
    conditions: text("conditions").notNull().default(""),
    note: text("note").notNull().default(""),
    answeredByName: text("answered_by_name").notNull(),
    answeredByEmail: text("answered_by_email").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("deal_answers_application_firm_idx").on(
      table.applicationId,
      table.firmId,
      table.createdAt,
    ),
  ],
);

/**
 * Time on screen per person (link), per memo section or deck page, summed as the tracker reports
 * it; kind "total" holds the time anything was on screen.
 */
export const dealEngagement = pgTable(
  "deal_engagement",
  {
    id: id(),
    linkId: uuid("link_id")
      .notNull()
      .references(() => dealLinks.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    ref: text("ref").notNull(),
    milliseconds: bigint("milliseconds", { mode: "number" }).notNull().default(0),
    firstAt: createdAt(),
    lastAt: at("last_at").notNull().defaultNow(),
  },
  (table) => [uniqueIndex("deal_engagement_link_ref_idx").on(table.linkId, table.kind, table.ref)],
);

/**
 * The meeting staff set with a firm that asked for an introduction: a meeting in Assignments, at
 * a time its representative has free of pitch slots, with a calendar invitation to each side.
 */
export const dealIntroductions = pgTable(
  "deal_introductions",
  {
    id: id(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    firmId: uuid("firm_id")
      .notNull()
      .references(() => affiliatedFirms.id, { onDelete: "cascade" }),
    meetingId: uuid("meeting_id").references(() => meetings.id, { onDelete: "set null" }),
    startsAt: at("starts_at").notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    representativeName: text("representative_name").notNull(),
    representativeEmail: text("representative_email").notNull(),
    /** The firm's person who asked, invited with the founder. */
    firmPersonEmail: text("firm_person_email").notNull(),
    sequence: integer("sequence").notNull().default(0),
    setById: uuid("set_by_id").references(() => adminUsers.id, { onDelete: "set null" }),
    setByName: text("set_by_name").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("deal_introductions_application_firm_idx").on(table.applicationId, table.firmId),
  ],
);
