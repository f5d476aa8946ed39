import type { FastifyBaseLogger } from "fastify";
import nodemailer, { type Transporter } from "nodemailer";
import type { Database } from "../db/client";
import { mailOutbox } from "../db/schema/mail";
import { composeMail, htmlPart, type MailContent } from "./compose";
import { type DkimSettings, domainOfAddress, nodemailerDkim } from "./dkim";
import { claimMail, recordMailFailed, recordMailSent } from "./outbox-repository";
import { BLOCKING_REASONS, suppressionOf } from "./suppressions-repository";

export type MailMessage = MailContent & {
  /** What the mail is about, e.g. "handbook-lead"; kept with it in the outbox. */
  kind: string;
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
  /**
   * Delivers one newsletter mail now, without the outbox (its delivery row is its outbox:
   * api/newsletter/delivery.ts), over pooled connections; `id` makes its Message-ID. Throws when
   * the SMTP server refuses it.
   */
  deliverListMail(message: MailMessage, id: string): Promise<void>;
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
  /** The firm's DKIM key and selector: every mail is signed with it when set. */
  dkim?: DkimSettings | undefined;
};

export function createMailer({ db, log, from, smtpUrl, dkim }: MailerOptions): Mailer {
  const compose = { from, domain: domainOfAddress(from) };
  const transportFor = (pool: boolean) =>
    nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
      ...(pool ? { pool: true, maxConnections: 8, maxMessages: 500 } : {}),
      ...(dkim ? { dkim: nodemailerDkim(dkim) } : {}),
    } as Parameters<typeof nodemailer.createTransport>[0]);
  const transport = smtpUrl ? transportFor(false) : null;
  // Newsletters go out over a few kept-open connections, made on the first one.
  let listTransport: Transporter | null = null;
  const deliveries = new Set<Promise<void>>();

  /** Delivers a written mail and records the outcome; never throws. */
  async function deliver(id: string, message: MailMessage): Promise<"sent" | "failed"> {
    if (!transport) return "failed";
    try {
      await transport.sendMail(composeMail(message, id, compose));
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
        const blocked = await suppressionOf(db, message.to);
        const suppressed = blocked !== null && BLOCKING_REASONS.includes(blocked);
        const { language, ...content } = message;
        // A mail not in English keeps its HTML part in the outbox: a resend is the same mail.
        if (language && language !== "en") {
          content.html = htmlPart(message);
        }
        const [row] = await db
          .insert(mailOutbox)
          .values({
            ...content,
            status: suppressed ? "suppressed" : transport ? "queued" : "outbox",
          })
          .returning({ id: mailOutbox.id });
        if (!row) throw new Error("insert returned no row");
        if (suppressed) {
          // The address bounced, or its owner reported us: mailing it again hurts every mail we send.
          log.info(
            { mailId: row.id, kind: message.kind, reason: blocked },
            "mail not sent: address suppressed",
          );
          return;
        }
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
    async deliverListMail(message, id) {
      if (!smtpUrl) throw new Error("SMTP_URL is not set");
      listTransport ??= transportFor(true);
      await listTransport.sendMail(composeMail(message, id, compose));
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
      listTransport?.close();
    },
  };
}
