import { answerRetentionJob } from "./answer-retention";
import { dailyBackupJob } from "./daily-backup";
import { draftCleanupJob } from "./draft-cleanup";
import { draftRemindersJob } from "./draft-reminders";
import { mailRetryJob } from "./mail-retry";
import { orderExpiryJob } from "./order-expiry";
import { paymentReconciliationJob } from "./payment-reconciliation";
import { rateLimitCleanupJob } from "./rate-limit-cleanup";
import type { JobDefinition } from "./runner";

/** Every background job of the server (docs/decisions/015-background-jobs.md). */
export const JOBS: readonly JobDefinition[] = [
  mailRetryJob,
  paymentReconciliationJob,
  orderExpiryJob,
  answerRetentionJob,
  rateLimitCleanupJob,
  draftRemindersJob,
  draftCleanupJob,
  dailyBackupJob,
];

export const JOB_NAMES = JOBS.map((job) => job.name);
