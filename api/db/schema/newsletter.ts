import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { at, createdAt, id, searchText, trigramIndex, updatedAt } from "../columns";

// The mailing list (docs/decisions/047-mailing-list.md): who asked for the letter and confirmed
// it, who must never get it again, and each letter sent with its recipients.

/** One address on the list, in any state: a row stays when its owner leaves, so the dates remain. */
export const subscribers = pgTable(
  "subscribers",
  {
    id: id(),
    email: text("email").notNull(),
    /** SUBSCRIBER_STATUSES (core/constants.ts); only Subscribed ones get newsletters. */
    status: text("status").notNull().default("Pending confirmation"),
    /** Where they signed up (SUBSCRIBE_SOURCES) and the interests that follow from it. */
    source: text("source").notNull().default("footer"),
    interests: text("interests").array().notNull().default(sql`'{}'::text[]`),
    /** The language of the page of the latest sign-up ("en", "ar"): its mails are written in it. */
    language: text("language").notNull().default("en"),
    /** sha256 of the link in the confirmation mail; cleared once it is followed. */
    confirmationTokenHash: text("confirmation_token_hash"),
    /** The last confirmation mail: a sign-up again sends another only a day after it. */
    confirmationSentAt: at("confirmation_sent_at"),
    confirmedAt: at("confirmed_at"),
    /**
     * In every mail's List-Unsubscribe URL: it can only take this one address off the list (or put
     * it back), so it is kept as it is, for as long as old mails may be opened.
     */
    unsubscribeToken: uuid("unsubscribe_token").notNull().defaultRandom(),
    /** When it left the list: unsubscribed, bounced or complained. */
    leftAt: at("left_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchText: searchText("email"),
  },
  (table) => [
    uniqueIndex("subscribers_email_lower_idx").on(sql`lower(${table.email})`),
    uniqueIndex("subscribers_unsubscribe_token_idx").on(table.unsubscribeToken),
    index("subscribers_created_at_idx").on(table.createdAt, table.id),
    index("subscribers_status_idx").on(table.status),
    trigramIndex("subscribers_search_idx", table.searchText),
  ],
);

/**
 * Addresses never to be mailed again (reason unsubscribed, bounced or complained), kept apart from
 * the subscribers so that deleting a subscriber, or importing the address again, cannot undo it.
 * Only the address's hash is kept (api/mail/address-hash.ts): the address itself goes with its
 * subscriber row (docs/decisions/051-retention-and-erasure.md).
 */
export const mailSuppressions = pgTable(
  "mail_suppressions",
  {
    id: id(),
    /** sha256 (hex) of the trimmed, lower-cased address. */
    emailHash: text("email_hash").notNull(),
    /** SUPPRESSION_REASONS (core/constants.ts). */
    reason: text("reason").notNull(),
    /** What reported it: "one-click", "unsubscribe page", "webhook", "console". */
    source: text("source").notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("mail_suppressions_email_hash_idx").on(table.emailHash)],
);

/** The audience of a newsletter: everyone subscribed, or those with any of these interests. */
export type NewsletterAudience = { interests: string[] };

/** A letter written in the console, from draft to sent. */
export const newsletters = pgTable(
  "newsletters",
  {
    id: id(),
    subject: text("subject").notNull(),
    /** Markdown; the HTML and plain-text parts are made from it (api/newsletter/render.ts). */
    body: text("body").notNull(),
    /**
     * The same in Arabic, for subscribers who signed up in Arabic; empty where not written, and
     * they then get the English (docs/decisions/075-staff-text-in-both-languages.md).
     */
    subjectAr: text("subject_ar").notNull().default(""),
    bodyAr: text("body_ar").notNull().default(""),
    /** NEWSLETTER_STATUSES: Draft, Scheduled, Sending, Sent. */
    status: text("status").notNull().default("Draft"),
    audience: jsonb("audience").$type<NewsletterAudience>().notNull().default({ interests: [] }),
    /** Mails per minute, set by the admin. */
    ratePerMinute: integer("rate_per_minute").notNull(),
    scheduledAt: at("scheduled_at"),
    /** When its recipients were queued (the send began) and when the last one was handled. */
    queuedAt: at("queued_at"),
    finishedAt: at("finished_at"),
    /** The next batch may not start before this: the pace, held in the database for every instance. */
    nextBatchAt: at("next_batch_at"),
    createdBy: text("created_by").notNull(),
    updatedBy: text("updated_by").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("newsletters_created_at_idx").on(table.createdAt, table.id)],
);

/**
 * One recipient of one newsletter: the newsletter's outbox. queued, then sending (claimed with a
 * lease), then sent, failed (after its attempts) or suppressed (left the list meanwhile).
 */
export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    id: id(),
    newsletterId: uuid("newsletter_id")
      .notNull()
      .references(() => newsletters.id, { onDelete: "cascade" }),
    subscriberId: uuid("subscriber_id").references(() => subscribers.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    unsubscribeToken: uuid("unsubscribe_token").notNull(),
    status: text("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    /** While sending: when the claim lapses (its process died); while queued after a failure: the next try. */
    notBefore: at("not_before"),
    error: text("error"),
    sentAt: at("sent_at"),
  },
  (table) => [
    uniqueIndex("newsletter_deliveries_recipient_idx").on(
      table.newsletterId,
      sql`lower(${table.email})`,
    ),
    index("newsletter_deliveries_status_idx").on(table.newsletterId, table.status),
  ],
);
