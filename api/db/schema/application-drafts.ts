import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { at, createdAt, id, updatedAt } from "../columns";

/**
 * An application saved with "Save and continue later": the answers so far and the step (never
 * payment details). Reached through its links (draft_links, hashed tokens); reminded once after
 * three days; removed 30 days after its last save (docs/decisions/021-pitch-slots-and-drafts.md).
 */
export const applicationDrafts = pgTable(
  "application_drafts",
  {
    id: id(),
    email: text("email").notNull(),
    step: integer("step").notNull(),
    answers: jsonb("answers").$type<Record<string, string>>().notNull(),
    /** The language the draft was started in ("en", "ar"): its mails and link are in it. */
    language: text("language").notNull().default("en"),
    remindedAt: at("reminded_at"),
    /** Set when an application came in from the same address; the answers are then cleared. */
    submittedAt: at("submitted_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("application_drafts_updated_at_idx").on(table.updatedAt),
    index("application_drafts_email_idx").on(sql`lower(${table.email})`),
    // Insights (api/insights/): drafts saved and submitted, counted by month.
    index("application_drafts_created_at_idx").on(table.createdAt),
    index("application_drafts_submitted_at_idx")
      .on(table.submittedAt)
      .where(sql`${table.submittedAt} is not null`),
  ],
);

/** A resume link of a draft: only the sha256 of its token is kept. */
export const draftLinks = pgTable(
  "draft_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    draftId: uuid("draft_id")
      .notNull()
      .references(() => applicationDrafts.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [index("draft_links_draft_idx").on(table.draftId)],
);
