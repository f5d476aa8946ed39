import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { at, createdAt, id, updatedAt } from "../columns";

/** An iCalendar invitation kept with its mail (api/mail/mailer.ts). */
export type MailCalendar = { method: "REQUEST" | "CANCEL"; content: string };

/** A file sent with its mail (a credit note's PDF), its bytes in base64. */
export type MailAttachment = { fileName: string; contentType: string; contentBase64: string };

/** Every e-mail the site sends: written here first, then delivered by SMTP or only logged. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: id(),
    /** What the mail is about, e.g. "handbook-lead" or "application". */
    kind: text("kind").notNull(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    /** The HTML part when the mail has its own (a newsletter); otherwise made from the text. */
    html: text("html"),
    /** The https URL of List-Unsubscribe (RFC 8058) on mails to the list; null on others. */
    listUnsubscribe: text("list_unsubscribe"),
    /**
     * outbox (kept here, no SMTP configured); with SMTP: queued, then sent or failed (see error);
     * suppressed: never sent, the address is on the suppression list
     * (api/mail/suppressions-repository.ts).
     * A mail that was delivered but whose "sent" could not be recorded stays queued (logged); the
     * mail-retry job sends a mail queued for 15 minutes again (docs/decisions/015-background-jobs.md).
     */
    status: text("status").notNull().default("outbox"),
    error: text("error"),
    /** Delivery attempts made so far (the first send included). */
    attempts: integer("attempts").notNull().default(0),
    /** When the mail-retry job tries a failed mail again; null when it no longer will. */
    nextAttemptAt: at("next_attempt_at"),
    /** A calendar invitation sent with the mail (text/calendar and an invite.ics), if any. */
    calendar: jsonb("calendar").$type<MailCalendar>(),
    /** Files sent with the mail (a refund's credit note), kept so a resend is the same mail. */
    attachments: jsonb("attachments").$type<MailAttachment[]>(),
    createdAt: createdAt(),
    sentAt: at("sent_at"),
  },
  (table) => [
    index("mail_outbox_created_at_idx").on(table.createdAt),
    // The mails the retry job and the console's operations view look for.
    index("mail_outbox_undelivered_idx")
      .on(table.status, table.createdAt)
      .where(sql`status in ('queued', 'failed')`),
  ],
);

/**
 * A decision e-mail's text in one language as admins edited it; a kind and language without a
 * row use the built-in text of that language (docs/decisions/075-staff-text-in-both-languages.md).
 */
export const mailTemplates = pgTable(
  "mail_templates",
  {
    kind: text("kind").notNull(),
    language: text("language").notNull().default("en"),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    updatedBy: text("updated_by").notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.language] })],
);
