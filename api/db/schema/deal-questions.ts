import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { at, createdAt, id } from "../columns";
import { applications } from "./applications";
import { affiliatedFirms, dealLinks, dealShares } from "./deals";
import { adminUsers } from "./staff";

/**
 * A firm's question on a shared deal, and staff's answer (docs/decisions/064-deal-questions.md):
 * about a section of the memo or a page of the deck; answered privately (the asking firm only) or
 * published to every firm on the deal in the wording staff chose, without who asked.
 */
export const dealQuestions = pgTable(
  "deal_questions",
  {
    id: id(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    shareId: uuid("share_id")
      .notNull()
      .references(() => dealShares.id, { onDelete: "cascade" }),
    firmId: uuid("firm_id")
      .notNull()
      .references(() => affiliatedFirms.id, { onDelete: "cascade" }),
    linkId: uuid("link_id").references(() => dealLinks.id, { onDelete: "set null" }),
    askedByName: text("asked_by_name").notNull(),
    askedByEmail: text("asked_by_email").notNull(),
    /** memo (with `section`) or deck (with `page`): core/schemas/deal-questions.ts. */
    targetKind: text("target_kind").notNull(),
    targetSection: text("target_section"),
    targetPage: integer("target_page"),
    question: text("question").notNull(),
    answer: text("answer"),
    /** private or published; null until answered. */
    visibility: text("visibility"),
    /** The question as every firm reads it once published. */
    publishedQuestion: text("published_question"),
    answeredById: uuid("answered_by_id").references(() => adminUsers.id, { onDelete: "set null" }),
    answeredByName: text("answered_by_name"),
    answeredAt: at("answered_at"),
    createdAt: createdAt(),
  },
  (table) => [
    index("deal_questions_application_idx").on(table.applicationId, table.createdAt),
    index("deal_questions_share_idx").on(table.shareId),
  ],
);

/** The admin's question limit for a deal; a deal without a row has the default. */
export const dealQuestionLimits = pgTable("deal_question_limits", {
  applicationId: uuid("application_id")
    .primaryKey()
    .references(() => applications.id, { onDelete: "cascade" }),
  questionLimit: integer("question_limit").notNull(),
});

/**
 * What the admin who shared a deal is told (docs/decisions/065-deal-notifications.md): a firm's
 * first view, a question, a change of answer. Read in the console's bell, summed in the digest.
 */
export const dealNotifications = pgTable(
  "deal_notifications",
  {
    id: id(),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    firmId: uuid("firm_id")
      .notNull()
      .references(() => affiliatedFirms.id, { onDelete: "cascade" }),
    /** first-view, question, answer or no-answer (core/schemas/deal-notifications.ts). */
    kind: text("kind").notNull(),
    text: text("text").notNull(),
    createdAt: createdAt(),
    readAt: at("read_at"),
  },
  (table) => [
    index("deal_notifications_admin_idx").on(table.adminId, table.createdAt),
    // A firm's first view is told once, however many of its people open the deal at once.
    uniqueIndex("deal_notifications_first_view_idx")
      .on(table.applicationId, table.firmId)
      .where(sql`kind = 'first-view'`),
  ],
);
