import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { ConflictKind } from "../../../core/conflicts";
import { at, createdAt, id, updatedAt } from "../columns";
import { applications } from "./applications";
import { adminUsers } from "./staff";

/**
 * One reviewer's scorecard of one application (docs/decisions/020-scorecards.md): a score 0–5 per
 * scored topic, a note per topic (the spec's evaluation answer), the red flag. A draft until
 * submitted; its weighted total is stored when submitted and when the weights change.
 */
export const scorecards = pgTable(
  "scorecards",
  {
    id: id(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    reviewerId: uuid("reviewer_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    scores: jsonb("scores").$type<Record<string, number>>().notNull().default({}),
    notes: jsonb("notes").$type<Record<string, string>>().notNull().default({}),
    redFlag: boolean("red_flag").notNull().default(false),
    weightedTotal: doublePrecision("weighted_total"),
    submittedAt: at("submitted_at"),
    /**
     * Scored without seeing the others' scores: false when the author could see them when first
     * submitting (an admin, once another scorecard was in). Only independent scorecards count
     * toward the two a decision needs (api/decisions/decision-gate.ts).
     */
    independent: boolean("independent").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("scorecards_application_reviewer_idx").on(table.applicationId, table.reviewerId),
    index("scorecards_reviewer_idx").on(table.reviewerId, table.applicationId),
    // Insights (api/insights/): the scorecards submitted in the 12 months, from the index alone.
    index("scorecards_submitted_idx")
      .on(table.submittedAt, table.reviewerId, table.applicationId, table.weightedTotal)
      .where(sql`${table.submittedAt} is not null`),
    // Insights' reviewers (api/insights/reviewers-repository.ts): the submitted scorecards in the
    // order of their applications, to meet applications_paid_id_idx.
    index("scorecards_application_submitted_idx")
      .on(table.applicationId, table.submittedAt, table.reviewerId)
      .where(sql`${table.submittedAt} is not null`),
  ],
);

/**
 * A change to a submitted scorecard made once its author could see the others' scores: kept
 * beside the first version, which stays what the median, the memo and the calibration read
 * (docs/product.md, "Independent scorecards"). Marked "changed after seeing others" wherever shown.
 */
export const scorecardRevisions = pgTable(
  "scorecard_revisions",
  {
    id: id(),
    scorecardId: uuid("scorecard_id")
      .notNull()
      .references(() => scorecards.id, { onDelete: "cascade" }),
    scores: jsonb("scores").$type<Record<string, number>>().notNull(),
    notes: jsonb("notes").$type<Record<string, string>>().notNull(),
    redFlag: boolean("red_flag").notNull(),
    submittedAt: at("submitted_at").notNull(),
  },
  (table) => [index("scorecard_revisions_scorecard_idx").on(table.scorecardId, table.submittedAt)],
);

/** An admin's weight of a scored topic; a topic without a row weighs 1. */
export const scorecardWeights = pgTable("scorecard_weights", {
  topic: text("topic").primaryKey(),
  weight: integer("weight").notNull(),
  updatedAt: updatedAt(),
});

/** Applications a reviewer took out of their queue: skipped, or a conflict of interest declared. */
export const reviewSetAsides = pgTable(
  "review_set_asides",
  {
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    reviewerId: uuid("reviewer_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    /** "skip" or "conflict" (core/schemas/scorecard.ts). */
    reason: text("reason").notNull(),
    /** Why, in the reviewer's words or the declaration matched (a conflict); "" for a skip. */
    note: text("note").notNull().default(""),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("review_set_asides_application_reviewer_idx").on(
      table.applicationId,
      table.reviewerId,
    ),
    index("review_set_asides_reviewer_idx").on(table.reviewerId),
  ],
);

/**
 * A reviewer's progress through the review queue, kept by triggers (migration
 * 0021_review_progress_triggers.sql) in the transaction of every change that moves it: their
 * submitted scorecards and their set-asides among the applications in the queue (not Resolved).
 * "Next" reads one row instead of counting (docs/decisions/020-scorecards.md, addendum).
 */
export const reviewerProgress = pgTable("reviewer_progress", {
  reviewerId: uuid("reviewer_id")
    .primaryKey()
    .references(() => adminUsers.id, { onDelete: "cascade" }),
  reviewed: integer("reviewed").notNull().default(0),
  setAside: integer("set_aside").notNull().default(0),
});

/** How many applications are in the review queue (not Resolved): one row, kept by the same triggers. */
export const reviewQueueSize = pgTable("review_queue_size", {
  singleton: boolean("singleton").primaryKey().default(true),
  applications: integer("applications").notNull().default(0),
});

/** The internal thread of an application: staff only, never shown to the founder. */
export const applicationComments = pgTable(
  "application_comments",
  {
    id: id(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => adminUsers.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("application_comments_application_idx").on(table.applicationId, table.createdAt),
  ],
);

/**
 * A staff member's declared conflicts of interest (core/conflicts.ts): a company, what ties them
 * to it, and its web domain if known. Matched against every application they could review.
 */
export const staffConflicts = pgTable(
  "staff_conflicts",
  {
    id: id(),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    /** core/conflicts.ts CONFLICT_KINDS. */
    kind: text("kind").$type<ConflictKind>().notNull(),
    name: text("name").notNull(),
    domain: text("domain"),
    createdAt: createdAt(),
  },
  (table) => [index("staff_conflicts_staff_idx").on(table.staffId)],
);

/**
 * The reviewers' summary an admin chose for an application's decision mail (docs/product.md,
 * "Feedback in the decision mail"): the approved text, or none and why. Sent with the decision
 * mail (sent_at), and then kept as it is: the founder's page shows what the mail said.
 */
export const decisionFeedback = pgTable("decision_feedback", {
  applicationId: uuid("application_id")
    .primaryKey()
    .references(() => applications.id, { onDelete: "cascade" }),
  /** Null when the admin chose to send none. */
  summary: text("summary"),
  noSummaryReason: text("no_summary_reason"),
  chosenBy: text("chosen_by").notNull(),
  chosenAt: at("chosen_at").notNull(),
  sentAt: at("sent_at"),
});
