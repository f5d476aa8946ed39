import { type ParsedMail, simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BIDI_SAMPLES, tokenOutOfOrder } from "../../core/bidi-samples";
import type { App } from "../app";
import { htmlLineAsText, visualOrder } from "../test/bidi-order";
import { anApplication } from "../test/factories";
import { aPaidApplication } from "../test/founder";
import { build } from "../test/helpers";
import { paymentTestEnv } from "../test/payments";
import { startSmtpServer } from "../test/smtp";

// The bidi suite's mails (docs/decisions/087-bidi-suite.md): an Arabic founder's confirmation
// mail names the startup as they typed it, inside an Arabic sentence. Read as received from our
// SMTP connection, each of its two parts is laid out by the Unicode Bidirectional Algorithm, as
// a mail client does, and every token of the name stands whole, in its own order.

const SITE_URL = "https://nakhla.example";
const addressOf = (index: number) => `founder${index}@bidi.example`;
/** The sentence of the confirmation mail that names the startup: "… باسم FSI name PDI." */
const NAMED = "باسم";

describe("an Arabic founder's mail, with what founders type", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let app: App;
  let close: () => Promise<void>;
  const mails = new Map<string, ParsedMail>();

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ({ app, close } = await build({
      ...paymentTestEnv,
      SITE_URL,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    }));
    for (const [index, sample] of BIDI_SAMPLES.entries()) {
      const answers = anApplication({ startupName: sample.value, email: addressOf(index) });
      await aPaidApplication(app, answers, "ar");
    }
    await app.mailer.settled();
    for (const mail of smtp.received) {
      const parsed = await simpleParser(mail.raw);
      if (parsed.subject?.startsWith("تم تقديم الطلب")) mails.set(mail.to[0] ?? "", parsed);
    }
  }, 120_000);
  afterAll(async () => {
    await close();
    await smtp.close();
  });

  it("sends every founder their confirmation", () => {
    expect(mails.size).toBe(BIDI_SAMPLES.length);
  });

  it.each(BIDI_SAMPLES.map((sample, index) => [sample.value, index] as const))(
    "%s: every token in its own order in the text and HTML parts",
    (_value, index) => {
      const { tokens } = BIDI_SAMPLES[index] ?? { tokens: [] };
      const mail = mails.get(addressOf(index));
      // The text part: each line a paragraph, its direction from its first letter.
      const line = (mail?.text ?? "").split("\n").find((text) => text.includes(NAMED)) ?? "";
      const from = line.indexOf(NAMED);
      expect(from, mail?.text).toBeGreaterThan(0);
      const text = line.slice(from);
      expect(
        tokenOutOfOrder(
          text,
          visualOrder(line, "auto").map((i) => i - from),
          tokens,
        ),
      ).toBeNull();
      // The HTML part: the paragraph's line in its right-to-left cell, elements as isolates.
      const html = String(mail?.html)
        .split(/<br>|<\/?p[^>]*>/)
        .find((part) => part.includes(NAMED));
      const shown = htmlLineAsText(html ?? "");
      const at = shown.indexOf(NAMED);
      expect(
        tokenOutOfOrder(
          shown.slice(at),
          visualOrder(shown, "rtl").map((i) => i - at),
          tokens,
        ),
      ).toBeNull();
    },
  );
});
