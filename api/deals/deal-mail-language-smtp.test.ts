import { eq } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../app";
import type { Database } from "../db/client";
import { dealShares } from "../db/schema/deals";
import { mailOutbox } from "../db/schema/mail";
import { loginAsAdmin } from "../test/admin";
import { dealLinkTokenOf } from "../test/deal-viewers";
import { aScoredApplication } from "../test/deals";
import { aFirm } from "../test/factories";
import { build } from "../test/helpers";
import { checkWellFormedMail, DKIM_ENV } from "../test/mail-check";
import { newestMail } from "../test/outbox";
import { startSmtpServer } from "../test/smtp";
import { sendDealReminders } from "./reminders";

// The Arabic deal mails as a mail client receives them from our SMTP connection
// (docs/decisions/086-deal-room-language.md): both parts, right to left, DKIM passing.

const SITE_URL = "https://nakhla.example";
const LAYLA = "layla@sidr.example";
const KINDS = [
  "deal-link",
  "deal-code",
  "deal-code-locked",
  "deal-version",
  "deal-reminder",
  "deal-withdrawn",
];

describe("the Arabic deal mails, as received", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let app: App;
  let db: Database;
  let close: () => Promise<void>;
  const received = new Map<string, string>();

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ({ app, db, close } = await build({
      SITE_URL,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      ...DKIM_ENV,
    }));
    const { headers } = await loginAsAdmin(app, db);
    const inject = (method: "POST" | "PUT", url: string, payload: object = {}) =>
      app.inject({ method, url, headers, payload });
    const { applicationId } = await aScoredApplication(app, db);
    await inject("PUT", `/api/admin/applications/${applicationId}/memo`, {
      summary: "Payments for Gulf cafés.",
      roundSize: 1_000_000,
      roundCurrency: "USD",
    });
    const firm = await inject(
      "POST",
      "/api/admin/affiliated-firms",
      aFirm({
        name: "Sidr Capital",
        domains: ["sidr.example"],
        people: [{ name: "Layla Al Mansoori", email: LAYLA, language: "ar" }],
      }),
    );
    await inject("POST", `/api/admin/applications/${applicationId}/shares`, {
      firmIds: [firm.json()._id],
    });
    // Her code, then ten wrong ones: the codes are paused.
    const token = await dealLinkTokenOf(db, LAYLA);
    let source = 0;
    const post = (url: string, payload: object) =>
      app.inject({ method: "POST", url, payload, remoteAddress: `203.0.113.${++source}` });
    for (let round = 0; round < 2; round++) {
      await post("/api/deal-room/code", { token, email: LAYLA });
      const sent = await newestMail(db, LAYLA, "deal-code");
      const wrong = sent?.subject.endsWith("000000") ? "111111" : "000000";
      for (let i = 0; i < 5; i++) {
        await post("/api/deal-room/verify", { token, email: LAYLA, code: wrong });
      }
    }
    // A new version, and the reminder of the day.
    await inject("POST", `/api/admin/applications/${applicationId}/memo/versions`, {
      summary: "Now in Oman too.",
      roundSize: 1_500_000,
      roundCurrency: "USD",
      changeNote: "Oman added.",
    });
    await inject("POST", `/api/admin/applications/${applicationId}/shares/latest`);
    const [share] = await db
      .select()
      .from(dealShares)
      .where(eq(dealShares.applicationId, applicationId));
    await sendDealReminders(
      { db, mailer: app.mailer, siteUrl: SITE_URL },
      new Date((share?.respondBy?.getTime() ?? 0) - 2 * 3_600_000),
    );
    // The founder's application erased: the deal is withdrawn. Erasure takes the deal's mails out
    // of the outbox, so their kinds are read first.
    await app.mailer.settled();
    const before = await db.select({ id: mailOutbox.id, kind: mailOutbox.kind }).from(mailOutbox);
    await inject("POST", `/api/admin/applications/${applicationId}/erase`, { confirm: true });
    await app.mailer.settled();
    const rows = await db.select({ id: mailOutbox.id, kind: mailOutbox.kind }).from(mailOutbox);
    const kindOf = new Map([...before, ...rows].map((row) => [row.id, row.kind]));
    for (const mail of smtp.received) {
      const parsed = await simpleParser(mail.raw);
      const id = /^<([^@]+)@/.exec(parsed.messageId ?? "")?.[1] ?? "";
      if ([parsed.to].flat()[0]?.value[0]?.address === LAYLA) {
        received.set(kindOf.get(id) ?? "", mail.raw);
      }
    }
  });
  afterAll(async () => {
    await close();
    await smtp.close();
  });

  it("sends Layla every deal mail", () => {
    expect([...received.keys()].sort()).toEqual([...KINDS].sort());
  });

  it.each(KINDS)("%s: Arabic, right to left in both parts, DKIM passes", async (kind) => {
    const raw = received.get(kind) ?? "";
    const mail = await checkWellFormedMail(raw, { to: LAYLA, siteUrl: SITE_URL });
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).not.toMatch(/[\u2066-\u2069]/);
    // Arabic words lead the subject and the text; the English mail's words are not there.
    expect(mail.subject).toMatch(/^[\u0600-\u06FF]/);
    expect(mail.text).toMatch(/^[\u0600-\u06FF]/);
    expect(mail.text).not.toMatch(/Nakhla Ventures has|one-time code is|Dear |wrong codes/);
  });
});
