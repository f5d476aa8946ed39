import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { MessageSchema } from "../../../core/schemas/common";
import {
  FailedJobsPageSchema,
  JobIdParamsSchema,
  MailIdParamsSchema,
  MailRetryResultSchema,
  OperationsPageQuerySchema,
  UndeliveredMailsPageSchema,
  UndeliveredMailsQuerySchema,
} from "../../../core/schemas/operations";
import { JOBS, TASKS } from "../../jobs";
import { type FailedJob, findFailedJob, listFailedJobs } from "../../jobs/failed-jobs";
import { HttpError } from "../../lib/http-error";
import { retryMailNow } from "../../mail/mail-retry";
import { listUndeliveredMails, type OutboxRow } from "../../mail/outbox-repository";

const titleOf = (name: string) =>
  [...JOBS, ...TASKS].find((job) => job.name === name)?.title ?? name;
const iso = (date: Date | null) => date?.toISOString() ?? null;

const failedJobItem = (job: FailedJob) => ({
  _id: job.id,
  name: job.name,
  title: titleOf(job.name),
  attempts: job.attempts,
  createdAt: job.createdAt.toISOString(),
  failedAt: iso(job.failedAt),
  error: job.error,
});

const mailItem = (mail: OutboxRow) => ({
  _id: mail.id,
  kind: mail.kind,
  to: mail.to,
  subject: mail.subject,
  status: mail.status,
  error: mail.error,
  attempts: mail.attempts,
  nextAttemptAt: iso(mail.nextAttemptAt),
  createdAt: mail.createdAt.toISOString(),
  sentAt: iso(mail.sentAt),
});

export const JOB_NOT_FOUND = "Job not found, or it has not failed.";
export const JOBS_NOT_RUNNING =
  "Background jobs do not run on this server (JOBS_ENABLED=false): retry from an instance that runs them.";

/**
 * The console's view of background work, staff-only like every route without `public`: jobs that
 * failed after their retries, mails not delivered, and a retry for each.
 */
export const operationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/operations/jobs",
    {
      schema: {
        summary: "List the background jobs that failed",
        querystring: OperationsPageQuerySchema,
        response: { 200: FailedJobsPageSchema },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const { items, total } = await listFailedJobs(app.db, {
        schema: app.jobs.schema,
        names: app.jobs.names,
        page,
        pageSize,
      });
      return {
        items: items.map(failedJobItem),
        total,
        page,
        pageSize,
        running: app.jobs.runner() !== null,
      };
    },
  );

  app.post(
    "/admin/operations/jobs/:id/retry",
    {
      schema: {
        summary: "Run a failed background job again",
        params: JobIdParamsSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      const job = await findFailedJob(app.db, {
        schema: app.jobs.schema,
        names: app.jobs.names,
        id: request.params.id,
      });
      if (!job) throw new HttpError(404, JOB_NOT_FOUND);
      const runner = app.jobs.runner();
      if (!runner) throw new HttpError(409, JOBS_NOT_RUNNING);
      await runner.retry(job.name, job.id);
      return { message: `The job "${titleOf(job.name)}" will run again shortly.` };
    },
  );

  app.get(
    "/admin/operations/mails",
    {
      schema: {
        summary: "List the mails not delivered",
        querystring: UndeliveredMailsQuerySchema,
        response: { 200: UndeliveredMailsPageSchema },
      },
    },
    async (request) => {
      const { page, pageSize, status } = request.query;
      const { items, total } = await listUndeliveredMails(app.db, {
        page,
        pageSize,
        ...(status ? { status } : {}),
      });
      return { items: items.map(mailItem), total, page, pageSize, delivers: app.mailer.delivers };
    },
  );

  app.post(
    "/admin/operations/mails/:id/retry",
    {
      schema: {
        summary: "Send a mail again",
        params: MailIdParamsSchema,
        response: { 200: MailRetryResultSchema },
      },
    },
    async (request) => {
      const mail = await retryMailNow({ db: app.db, mailer: app.mailer }, request.params.id);
      const message =
        mail.status === "sent"
          ? `Mail sent to ${mail.to}.`
          : `The mail to ${mail.to} could not be sent: ${mail.error ?? "unknown error"}`;
      return { message, mail: mailItem(mail) };
    },
  );
};
