import { LANGUAGES } from "../languages";
import {
  NEWSLETTER_INTERESTS,
  NEWSLETTER_RATE,
  NEWSLETTER_STATUSES,
  SUBSCRIBE_SOURCES,
  SUBSCRIBER_STATUSES,
} from "../mailing-list";
import {
  DATE_RANGE_MESSAGE,
  EmailSchema,
  isInDateRange,
  LIMITS,
  oneLineText,
  optionalMultilineText,
  optionalText,
  requiredMultilineText,
  requiredText,
  text,
} from "./common";
import { z } from "./zod";

/**
 * POST /api/newsletter/subscribe: the address, which signup it came from (the footer when absent)
 * and the language of the page it was given on (English when absent): the subscriber's mails are
 * written in it.
 */
export const SubscribeSchema = z.object({
  email: EmailSchema,
  source: z.enum(SUBSCRIBE_SOURCES, "Unknown signup").optional(),
  language: z.enum(LANGUAGES, "Unknown language").optional(),
});
export type SubscribeInput = z.infer<typeof SubscribeSchema>;

/** DELETE /api/newsletter/delete (the spec's call): the address. */
export const SubscriberEmailSchema = z.object({ email: EmailSchema });

/** What the sign-up answers: the spec's 'Subscribed', and what the visitor must do next. */
export const SubscribedSchema = z.object({ message: z.string(), next: z.string() });

export const SubscriberSchema = z.object({
  email: z.string(),
  createdAt: z.iso.datetime(),
  status: z.enum(SUBSCRIBER_STATUSES),
  source: z.string(),
  interests: z.array(z.string()),
  confirmedAt: z.iso.datetime().nullable(),
  /** When it left the list (unsubscribed, bounced or complained). */
  leftAt: z.iso.datetime().nullable(),
});
export type Subscriber = z.infer<typeof SubscriberSchema>;

/** The token of a confirmation or unsubscribe link. */
export const SubscriptionTokenSchema = z.object({
  token: text().trim().min(1, "This link is incomplete").max(200, "This link is not valid"),
});

/**
 * "Receive it in English / بالعربية" on the page a newsletter's footer links to: that mail's token
 * and the language every newsletter then comes in.
 */
export const NewsletterLanguageSchema = z.object({
  token: SubscriptionTokenSchema.shape.token,
  language: z.enum(LANGUAGES, "Choose English or Arabic"),
});

/** What the confirm, unsubscribe and subscribe-again pages are told: the (masked) address and its state. */
export const SubscriptionStateSchema = z.object({
  message: z.string(),
  email: z.string(),
  status: z.enum(SUBSCRIBER_STATUSES),
});
export type SubscriptionState = z.infer<typeof SubscriptionStateSchema>;

/** Staff's import: addresses, one per line or separated by commas. */
export const SubscriberImportSchema = z.strictObject({
  addresses: requiredMultilineText(200_000),
});
/** The console's import form, as it posts it: the same, less the form's own intent. */
export const SubscriberImportFormSchema = z.object(SubscriberImportSchema.shape);
export const SubscriberImportResultSchema = z.object({
  message: z.string(),
  added: z.number(),
  alreadyListed: z.number(),
  suppressed: z.number(),
  invalid: z.array(z.string()),
});
export type SubscriberImportResult = z.infer<typeof SubscriberImportResultSchema>;

const NEWSLETTER_BODY_MAX = 50_000;

/**
 * The texts of a newsletter staff write in English and, beside them, in Arabic (`subjectAr`,
 * `bodyAr`; docs/decisions/075-staff-text-in-both-languages.md): subscribers who signed up in
 * Arabic get the Arabic, and the English where it was left empty.
 */
export const NEWSLETTER_TEXT_FIELDS = ["subject", "body"] as const;
export type NewsletterTextField = (typeof NEWSLETTER_TEXT_FIELDS)[number];

/** A newsletter as an admin writes it (create and edit while it is a draft). */
export const NewsletterInputSchema = z.strictObject({
  subject: requiredText(LIMITS.short),
  body: requiredMultilineText(NEWSLETTER_BODY_MAX),
  subjectAr: optionalText(LIMITS.short).default(""),
  bodyAr: optionalMultilineText(NEWSLETTER_BODY_MAX).default(""),
  interests: z
    .array(z.enum(NEWSLETTER_INTERESTS, "Unknown interest"))
    .max(NEWSLETTER_INTERESTS.length),
  ratePerMinute: z
    .number("Enter the mails per minute as a number")
    .int("Enter a whole number of mails per minute")
    .min(NEWSLETTER_RATE.min, `At least ${NEWSLETTER_RATE.min} mail per minute`)
    .max(NEWSLETTER_RATE.max, `At most ${NEWSLETTER_RATE.max} mails per minute`),
});
export type NewsletterInput = z.infer<typeof NewsletterInputSchema>;

const previewSubject = () =>
  oneLineText().max(LIMITS.short, `Must be at most ${LIMITS.short} characters`);
const previewBody = () =>
  text().max(NEWSLETTER_BODY_MAX, `Must be at most ${NEWSLETTER_BODY_MAX} characters`);

/** The live preview: the texts as they are being written, in both languages. */
export const NewsletterPreviewInputSchema = z.strictObject({
  subject: previewSubject(),
  body: previewBody(),
  subjectAr: previewSubject().default(""),
  bodyAr: previewBody().default(""),
});
export type NewsletterPreviewInput = z.input<typeof NewsletterPreviewInputSchema>;

/** The two parts as a subscriber gets them, and what stops it from being sent (a link off the site). */
export const NewsletterMailPartsSchema = z.object({
  html: z.string(),
  text: z.string(),
  problems: z.array(z.string()),
});
/** The mail in English and, beside it, as Arabic subscribers get it (English where no Arabic). */
export const NewsletterPreviewSchema = NewsletterMailPartsSchema.extend({
  arabic: NewsletterMailPartsSchema,
});
export type NewsletterPreview = z.infer<typeof NewsletterPreviewSchema>;

/** Send now (no `scheduledAt`) or at a time in the future. */
export const NewsletterSendSchema = z.strictObject({
  scheduledAt: z.iso
    .datetime({ offset: true, error: "Choose a date and time" })
    .refine(isInDateRange, DATE_RANGE_MESSAGE)
    .nullable(),
});

export const NewsletterCountsSchema = z.object({
  queued: z.number(),
  sent: z.number(),
  failed: z.number(),
  /** Queued, then not sent: the address left the list before its turn. */
  skipped: z.number(),
  /** Recipients who unsubscribed after it was sent to them. */
  unsubscribedAfter: z.number(),
});

export const NewsletterSchema = z.object({
  _id: z.uuid(),
  subject: z.string(),
  body: z.string(),
  subjectAr: z.string(),
  bodyAr: z.string(),
  /** The texts written in English and not yet in Arabic: the console lists them. */
  missingArabic: z.array(z.enum(NEWSLETTER_TEXT_FIELDS)),
  status: z.enum(NEWSLETTER_STATUSES),
  interests: z.array(z.string()),
  ratePerMinute: z.number(),
  scheduledAt: z.iso.datetime().nullable(),
  queuedAt: z.iso.datetime().nullable(),
  finishedAt: z.iso.datetime().nullable(),
  createdBy: z.string(),
  updatedBy: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  counts: NewsletterCountsSchema,
  /** Subscribed addresses the audience holds now (the recipients once queued). */
  audienceSize: z.number(),
});
export type Newsletter = z.infer<typeof NewsletterSchema>;
export const NewsletterListSchema = z.array(NewsletterSchema);

/** "Send a test to yourself": the address the test goes to (the console fills in the admin's). */
export const NewsletterTestSchema = z.strictObject({ to: EmailSchema });
