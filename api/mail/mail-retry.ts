import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client";
import { HttpError } from "../lib/http-error";
import type { Mailer } from "./mailer";
import { dueMailIds, findMail, type OutboxRow } from "./outbox-repository";

type Deps = { db: Database; mailer: Mailer; log: FastifyBaseLogger };

export type MailRetryReport = { due: number; sent: number; failed: number };

/**
 * The mail-retry job's work: every mail whose next attempt is due (failed with backoff, or stuck in
 * `queued`) is sent again, one after the other. Without SMTP there is nothing to send with.
 */
export async function retryDueMails(
  { db, mailer, log }: Deps,
  now: Date = new Date(),
): Promise<MailRetryReport> {
  if (!mailer.delivers) return { due: 0, sent: 0, failed: 0 };
  const ids = await dueMailIds(db, now);
  const report: MailRetryReport = { due: ids.length, sent: 0, failed: 0 };
  for (const id of ids) {
    const outcome = await mailer.resend(id, { due: true, now });
    if (outcome === "sent") report.sent += 1;
    if (outcome === "failed") report.failed += 1;
  }
  if (ids.length > 0) log.info(report, "mail retry");
  return report;
}

export const MAIL_NOT_FOUND = "Mail not found";
export const MAIL_NOT_RETRYABLE = "This mail is not waiting to be sent again.";
export const MAIL_NO_SMTP =
  "Mail cannot be sent from this server: SMTP_URL is not set, so mails stay in the outbox.";

/** Staff's retry from the console: this mail, now, whatever its backoff. Answers the row after it. */
export async function retryMailNow(
  { db, mailer }: Omit<Deps, "log">,
  id: string,
): Promise<OutboxRow> {
  const mail = await findMail(db, id);
  if (!mail) throw new HttpError(404, MAIL_NOT_FOUND);
  const outcome = await mailer.resend(id, { due: false });
  if (outcome === "no-smtp") throw new HttpError(409, MAIL_NO_SMTP);
  if (outcome === "skipped") throw new HttpError(409, MAIL_NOT_RETRYABLE);
  const after = await findMail(db, id);
  if (!after) throw new HttpError(404, MAIL_NOT_FOUND);
  return after;
}
