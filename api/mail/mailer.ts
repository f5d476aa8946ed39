import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Database } from "../db/client";
import { mailOutbox } from "../db/schema";

export type MailMessage = {
  /** What the mail is about, e.g. "handbook-lead"; kept with it in the outbox. */
  kind: string;
  to: string;
  subject: string;
  text: string;
};

export type Mailer = {
  /**
   * Writes the mail to the outbox, then delivers it by SMTP in the background when configured.
   * Never throws: a mail that cannot be written or sent is logged, and what the visitor submitted
   * stays saved.
   */
  send(message: MailMessage): Promise<void>;
  /** Resolves when every delivery started so far has finished (tests, shutdown). */
  settled(): Promise<void>;
  close(): void;
};

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

  async function deliver(id: string, message: MailMessage) {
    if (!transport) return;
    try {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
    } catch (error) {
      log.error({ mailId: id, kind: message.kind, err: error }, "mail could not be sent");
      await db
        .update(mailOutbox)
        .set({ status: "failed", error: String(error instanceof Error ? error.message : error) })
        .where(eq(mailOutbox.id, id))
        .catch((updateError) => log.error({ err: updateError }, "mail outbox not updated"));
      return;
    }
    log.info({ mailId: id, kind: message.kind }, "mail sent");
    // Recording the success is separate from sending: a mail that went out must never be marked
    // failed (and so be sent again) because the database hiccuped afterwards.
    await db
      .update(mailOutbox)
      .set({ status: "sent", sentAt: new Date() })
      .where(eq(mailOutbox.id, id))
      .catch((updateError) =>
        log.error({ mailId: id, err: updateError }, "mail sent, but the outbox row not updated"),
      );
  }

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
        const delivery = deliver(row.id, message).finally(() => deliveries.delete(delivery));
        deliveries.add(delivery);
      } catch (error) {
        log.error({ kind: message.kind, err: error }, "mail could not be written to the outbox");
      }
    },
    async settled() {
      await Promise.all([...deliveries]);
    },
    close() {
      transport?.close();
    },
  };
}
