import { dailyBackupJob } from "./daily-backup";
import { dealDigestJob } from "./deal-digest";
import { dealRemindersJob } from "./deal-reminders";
import { draftRemindersJob } from "./draft-reminders";
import { founderLinksTask } from "./founder-links";
import { mailRetryJob } from "./mail-retry";
import { newsletterSendJob } from "./newsletter-send";
import { orderExpiryJob } from "./order-expiry";
import { overdueDigestJob } from "./overdue-digest";
import { paymentReconciliationJob } from "./payment-reconciliation";
import { rateLimitCleanupJob } from "./rate-limit-cleanup";
import { retentionJob } from "./retention";
import type { JobDefinition, TaskDefinition } from "./runner";
import { secondCapturesJob } from "./second-captures";
import { subscriberCleanupJob } from "./subscriber-cleanup";

/** Every background job of the server (docs/decisions/015-background-jobs.md). */
export const JOBS: readonly JobDefinition[] = [
  mailRetryJob,
  paymentReconciliationJob,
  secondCapturesJob,
  orderExpiryJob,
  retentionJob,
  rateLimitCleanupJob,
  draftRemindersJob,
  dailyBackupJob,
  newsletterSendJob,
  subscriberCleanupJob,
  dealDigestJob,
  dealRemindersJob,
  overdueDigestJob,
];

export const JOB_NAMES = JOBS.map((job) => job.name);

/** The work requests queue, done after their answer (docs/decisions/015-background-jobs.md). */
export const TASKS: readonly TaskDefinition[] = [founderLinksTask];
