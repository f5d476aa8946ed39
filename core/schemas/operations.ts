import { listPageSchema } from "./list";
import { z } from "./zod";

/**
 * The console's view of background work (docs/decisions/015-background-jobs.md): jobs that failed
 * after every retry, and mails not delivered (failed, or still queued), each with a retry.
 */
export const OPERATIONS_PAGE_SIZE = 20;

export const OperationsPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(OPERATIONS_PAGE_SIZE),
});

export const UNDELIVERED_MAIL_STATUSES = ["failed", "queued"] as const;

export const UndeliveredMailsQuerySchema = OperationsPageQuerySchema.extend({
  status: z.enum(UNDELIVERED_MAIL_STATUSES).optional(),
});

export const FailedJobSchema = z.object({
  _id: z.string(),
  /** The job's name: mail-retry, payment-reconciliation, order-expiry, retention, … */
  name: z.string(),
  title: z.string(),
  attempts: z.number().int(),
  createdAt: z.string(),
  failedAt: z.string().nullable(),
  error: z.string(),
});
export type FailedJob = z.output<typeof FailedJobSchema>;

export const FailedJobsPageSchema = listPageSchema(FailedJobSchema).extend({
  /** Whether this server runs the jobs; a retry needs it. */
  running: z.boolean(),
});

export const UndeliveredMailSchema = z.object({
  _id: z.uuid(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.string(),
  error: z.string().nullable(),
  attempts: z.number().int(),
  /** When the retry job tries it again; null when it no longer will (staff may). */
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type UndeliveredMail = z.output<typeof UndeliveredMailSchema>;

export const UndeliveredMailsPageSchema = listPageSchema(UndeliveredMailSchema).extend({
  /** Whether this server sends mail (SMTP_URL set); without it nothing can be retried. */
  delivers: z.boolean(),
});

export const JobIdParamsSchema = z.object({ id: z.uuid("Not a job id") });
export const MailIdParamsSchema = z.object({ id: z.uuid("Not a mail id") });

export const MailRetryResultSchema = z.object({
  message: z.string(),
  mail: UndeliveredMailSchema,
});
