import { DATA_RETENTION_YEARS } from "./constants";

// How long each kind of record is kept (docs/decisions/051-retention-and-erasure.md). The privacy
// policy promises at most DATA_RETENTION_YEARS for applications, reports, payment references and
// consultancy records, contact messages and ebook requests deleted once no longer needed, and
// addresses removed on unsubscribing; these are the periods that keep that promise.

/** Applications, with their decks, scores, comments and bookings: from submission. */
export const APPLICATION_RETENTION_YEARS = DATA_RETENTION_YEARS;
/**
 * A receipt or tax invoice outlives its application, stripped to what the document needs, for
 * this many years after the end of its (Indian, April to March) financial year.
 */
export const INVOICE_RETENTION_YEARS = 8;
/** Contact messages (from their last change), leads, consultancy requests and funding interest. */
export const ENQUIRY_RETENTION_MONTHS = 24;
/** Staff sessions, sign-in challenges, failed sign-ins and invitations, once ended. */
export const SIGN_IN_RETENTION_DAYS = 90;
/**
 * A subscriber who left the list (unsubscribed, bounced or complained): the row, with the address,
 * after this many days; the suppression list keeps only the address's hash.
 */
export const LEFT_SUBSCRIBER_RETENTION_DAYS = 30;
/** Mails in the outbox, sent or not. */
export const MAIL_RETENTION_MONTHS = 12;
/** The audit trail's rows. */
export const AUDIT_RETENTION_YEARS = DATA_RETENTION_YEARS;
/**
 * The deal room (docs/decisions/064-deal-questions.md): a firm person's one-time codes a day after
 * they expired (they work for minutes), viewer sessions once expired, and the record of who opened
 * a shared deal, when and from where for two years, as long as a round is talked about.
 */
export const DEAL_CODE_RETENTION_DAYS = 1;
export const DEAL_ACCESS_RETENTION_MONTHS = 24;
/** What the console's bell told an admin about their shared deals (the digest mailed it already). */
export const DEAL_NOTIFICATION_RETENTION_DAYS = 90;
