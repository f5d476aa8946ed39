// The mailing list's states, lists and figures, defined once (docs/decisions/047-mailing-list.md).
// No zod here: the footer, on every page, imports these.

/** A subscriber's state, as the console shows it. Only Subscribed ones get newsletters. */
export const SUBSCRIBER_STATUSES = [
  "Pending confirmation",
  "Subscribed",
  "Unsubscribed",
  "Bounced",
  "Complained",
] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** Why an address is never mailed again: the states a subscriber leaves the list by. */
export const SUPPRESSION_REASONS = ["Unsubscribed", "Bounced", "Complained"] as const;
export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];

/** Where someone signed up; an import is staff adding addresses from the console. */
export const SUBSCRIBE_SOURCES = [
  "footer",
  "cohort-card",
  "handbook",
  "founder-ebook",
  "import",
] as const;
export type SubscribeSource = (typeof SUBSCRIBE_SOURCES)[number];

/** What a subscriber is interested in, as far as where they signed up tells it. */
export const NEWSLETTER_INTERESTS = ["Cohorts", "AI at work", "Building a startup"] as const;
export type NewsletterInterest = (typeof NEWSLETTER_INTERESTS)[number];

/** The interests a sign-up brings, decided by the server from where it came. */
export const INTERESTS_BY_SOURCE: Readonly<Record<SubscribeSource, readonly NewsletterInterest[]>> =
  {
    footer: [],
    "cohort-card": ["Cohorts"],
    handbook: ["AI at work"],
    "founder-ebook": ["Building a startup"],
    import: [],
  };

export const NEWSLETTER_STATUSES = ["Draft", "Scheduled", "Sending", "Sent"] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/** What a sign-up tells the visitor beside the spec's 'Subscribed' toast. */
export const CHECK_INBOX_TEXT = "Check your inbox to confirm";

/** An unconfirmed sign-up is removed this long after its last confirmation mail. */
export const CONFIRMATION_LIFETIME_DAYS = 7;
/** Signing an unconfirmed address up again sends another confirmation at most this often. */
export const CONFIRMATION_RESEND_HOURS = 24;

/** Mails per minute an admin may set for a newsletter, and the default. */
export const NEWSLETTER_RATE = { min: 1, max: 60_000, default: 600 } as const;

/** The pages a subscriber reaches from a mail; the token travels in the query (RFC 8058 POSTs to the URL). */
export const CONFIRM_SUBSCRIPTION_PATH = "/newsletter/confirm";
export const UNSUBSCRIBE_PATH = "/unsubscribe";
/** Where a newsletter's footer lets its reader choose the language it comes in. */
export const NEWSLETTER_LANGUAGE_PATH = "/newsletter/language";
