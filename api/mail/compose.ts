import type { SendMailOptions } from "nodemailer";
import { safeHeaderLine } from "../../core/bidi";
import type { Language } from "../../core/languages";
import type { MailAttachment, MailCalendar } from "../db/schema/mail";
import { mailHtmlDocument, textToHtml } from "./mail-html";

/** What a mail says (api/mail/mailer.ts's MailMessage adds what it is about). */
export type MailContent = {
  to: string;
  subject: string;
  text: string;
  /** The HTML part, when the mail has its own (a newsletter); otherwise it is made from `text`. */
  html?: string | null | undefined;
  /** The https unsubscribe URL of a mail to the list: sent as List-Unsubscribe (RFC 8058). */
  listUnsubscribe?: string | null | undefined;
  /**
   * A calendar invitation (RFC 5545, api/mail/ics.ts): sent as the text/calendar alternative that
   * mail clients show as an invitation, and as invite.ics.
   */
  calendar?: MailCalendar | null | undefined;
  /** Files sent with it: a refund's credit note (docs/decisions/085-refunds-and-credit-notes.md). */
  attachments?: MailAttachment[] | null | undefined;
  /**
   * The language it is written in, English unless said: an Arabic mail's HTML part is right to
   * left (made when the mail is written, and kept with it in the outbox).
   */
  language?: Language | undefined;
};

/** The HTML part: the mail's own, or its text as HTML in its language's direction. */
export const htmlPart = (message: Pick<MailContent, "subject" | "text" | "html" | "language">) =>
  message.html ??
  mailHtmlDocument({
    subject: message.subject,
    content: textToHtml(message.text),
    language: message.language,
  });

/**
 * Every line break as LF, which nodemailer writes as CRLF: a lone CR (from a name stored before
 * one-line fields refused it) is a line break to some readers and none to others, and the body a
 * receiver hashes would then differ from the one signed.
 */
const lineEndings = (text: string) => text.replace(/\r\n?/g, "\n");

export type ComposeSettings = {
  /** MAIL_FROM. */
  from: string;
  /** The firm's mail domain: Message-IDs are made on it. */
  domain: string;
};

/**
 * What nodemailer sends for a mail (docs/decisions/048-mail-authentication.md): one recipient,
 * a text and an HTML part, a Date, a Message-ID on the firm's domain made from the mail's own id
 * (so a mail sent again carries the same one), and, on mails to the list, List-Unsubscribe with
 * its one-click POST (RFC 8058).
 */
export function composeMail(
  message: MailContent,
  id: string,
  { from, domain }: ComposeSettings,
  now: Date = new Date(),
): SendMailOptions {
  return {
    from,
    to: message.to,
    // One line, no direction control left open (core/bidi.ts), whatever a stored name holds.
    subject: safeHeaderLine(message.subject),
    text: lineEndings(message.text),
    html: lineEndings(htmlPart(message)),
    date: now,
    messageId: `<${id}@${domain}>`,
    ...(message.listUnsubscribe
      ? {
          headers: {
            // Written as given, on one line: nodemailer folds a long value inside the URL,
            // which breaks the DKIM signature at receivers that unfold it differently.
            "List-Unsubscribe": { prepared: true, value: `<${message.listUnsubscribe}>` },
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
            "List-Id": { prepared: true, value: `Newsletter <newsletter.${domain}>` },
          },
        }
      : {}),
    ...(message.attachments?.length
      ? {
          attachments: message.attachments.map((file) => ({
            filename: file.fileName,
            contentType: file.contentType,
            content: Buffer.from(file.contentBase64, "base64"),
          })),
        }
      : {}),
    ...(message.calendar
      ? {
          icalEvent: {
            method: message.calendar.method,
            filename: "invite.ics",
            content: message.calendar.content,
          },
        }
      : {}),
  };
}
