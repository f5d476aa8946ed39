import { sql } from "drizzle-orm";
import { index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { at, id } from "../columns";
import { applications } from "./applications";
import { adminUsers } from "./staff";

/**
 * A declined founder's appeal (docs/decisions/084-appeals.md): one per application (the unique
 * index makes "once" hold under two requests at a time), the reviewer it went to, their
 * recommendation, and the admin's outcome, which the founder reads on their page.
 */
export const appeals = pgTable(
  "appeals",
  {
    id: id(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    receivedAt: at("received_at").notNull(),
    /** The admin's target (core/appeals.ts appealDueAt). */
    dueAt: at("due_at").notNull(),
    /** Null while no reviewer could be found; set null if the account is deleted. */
    reviewerId: uuid("reviewer_id").references(() => adminUsers.id, { onDelete: "set null" }),
    /** uphold or reconsider (core/constants.ts APPEAL_RECOMMENDATIONS). */
    recommendation: text("recommendation"),
    recommendationNote: text("recommendation_note"),
    recommendedAt: at("recommended_at"),
    /** upheld or overturned (core/constants.ts APPEAL_OUTCOMES); null while open. */
    outcome: text("outcome"),
    outcomeText: text("outcome_text"),
    decidedBy: text("decided_by"),
    decidedAt: at("decided_at"),
  },
  (table) => [
    uniqueIndex("appeals_application_idx").on(table.applicationId),
    // Assignment: each reviewer's open appeals, fewest first.
    index("appeals_open_reviewer_idx").on(table.reviewerId).where(sql`${table.outcome} is null`),
  ],
);
