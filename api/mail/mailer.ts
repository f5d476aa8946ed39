import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Database } from "../db/client";
import { type MailCalendar, mailOutbox } from "../db/schema/mail";
import { claimMail, recordMailFailed, recordMailSent } from "./outbox-repository";

export type MailMessage = {
  /** What the mail is about, e.g. "handbook-lead"; kept with it in the outbox. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  /**
   * A calendar invitation (RFC 5545, api/mail/ics.ts): sent as the text/calendar alternative that
   * mail clients show as an invitation, and as invite.ics.
   */
  calendar?: MailCalendar | null | undefined;
};

export type Mailer = {
  /**
   * Writes the mail to the outbox, then delivers it by SMTP in the background when configured.
   * Never throws: a mail that cannot be written or sent is logged, and what the visitor submitted
   * stays saved.
   */
  send(message: MailMessage): Promise<void>;
  /**
   * Sends a mail of the outbox again, now, and waits for the outcome: the retry job (`due`: only
   * when its next attempt is due) and the console's retry (any failed or stuck mail). Another
   * caller cannot send it at the same time (the row is claimed first).
   */
  resend(id: string, options: { due: boolean; now?: Date }): Promise<ResendOutcome>;
  /** Whether mails leave the machine (SMTP_URL is set); without it nothing can be resent. */
  readonly delivers: boolean;
  /** Resolves when every delivery started so far has finished (tests, shutdown). */
  settled(): Promise<void>;
  close(): void;
};

/** sent or failed (another attempt made); skipped: not there, already sent or taken by another. */
export type ResendOutcome = "sent" | "failed" | "skipped" | "no-smtp";

export type MailerOptions = {
  db: Database;
  log: FastifyBaseLogger;
  from: string;
  /** smtp:// or smtps:// URL; without it mails stay in the outbox table and are logged. */
  smtpUrl?: string | undefined;
};

export function createMailer({ db, log, from, smtpUrl }: MailerOptions): Mailer {
  const transport = smtpUrl
    ? nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      } as Parameters<typeof nodemailer.createTransport>[0])
    : null;
  const deliveries = new Set<Promise<void>>();

  /** Delivers a written mail and records the outcome; never throws. */
  async function deliver(id: string, message: MailMessage): Promise<"sent" | "failed"> {
    if (!transport) return "failed";
    try {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.calendar
          ? {
              icalEvent: {
                method: message.calendar.method,
                filename: "invite.ics",
                content: message.calendar.content,
              },
            }
          : {}),
      });
    } catch (error) {
      log.error({ mailId: id, kind: message.kind, err: error }, "mail could not be sent");
      // The retry job tries it again later, with a longer wait each time (mail/outbox-repository.ts).
      await recordMailFailed(
        db,
        id,
        String(error instanceof Error ? error.message : error),
        new Date(),
      ).catch((updateError) => log.error({ err: updateError }, "mail outbox not updated"));
      return "failed";
    }
    log.info({ mailId: id, kind: message.kind }, "mail sent");
    // Recording the success is separate from sending: a mail that went out must never be marked
    // failed (and so be sent again) because the database hiccuped afterwards.
    await recordMailSent(db, id, new Date()).catch((updateError) =>
      log.error({ mailId: id, err: updateError }, "mail sent, but the outbox row not updated"),
    );
    return "sent";
  }

  const track = <T>(promise: Promise<T>) => {
    const delivery = promise.then(() => {}).finally(() => deliveries.delete(delivery));
    deliveries.add(delivery);
    return promise;
  };

  return {
    async send(message) {
      try {
        const [row] = await db
          .insert(mailOutbox)
          .values({ ...message, status: transport ? "queued" : "outbox" })
          .returning({ id: mailOutbox.id });
        if (!row) throw new Error("insert returned no row");
        if (!transport) {
          log.info(
            { mailId: row.id, kind: message.kind, to: message.to, subject: message.subject },
            "mail kept in the outbox (SMTP_URL is not set)",
          );
          return;
        }
        void track(deliver(row.id, message));
      } catch (error) {
        log.error({ kind: message.kind, err: error }, "mail could not be written to the outbox");
      }
    },
    delivers: transport !== null,
    async resend(id, { due, now = new Date() }) {
      if (!transport) return "no-smtp";
      const row = await claimMail(db, id, { now, due });
      if (!row) return "skipped";
      return track(deliver(row.id, row));
    },
    async settled() {
      await Promise.all([...deliveries]);
    },
    close() {
      transport?.close();
    },
  };
}
