import { eq, sql } from "drizzle-orm";
import { type ParsedMail, simpleParser } from "mailparser";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type App, buildApp } from "../app";
import type { DatabaseHandle } from "../db/client";
import { subscribers } from "../db/schema/newsletter";
import { loginAsAdmin } from "../test/admin";
import { openTestDatabase } from "../test/database";
import { testConfig } from "../test/helpers";
import { silentLog } from "../test/silent-log";
import { startSmtpServer } from "../test/smtp";
import { sendDueBatches } from "./delivery";
import { changeNewsletterLanguage } from "./subscriptions";

// A newsletter goes to each subscriber in the language they signed up in, the Arabic texts where
// staff wrote them and the English, marked as English, where not
// (docs/decisions/075-staff-text-in-both-languages.md); the footer's link changes the language.

const SITE_URL = "https://nakhla.example";

describe("newsletters in the subscriber's language", () => {
  let database: DatabaseHandle;
  let app: App;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let headers: Record<string, string>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    database = await openTestDatabase();
    app = await buildApp({
      config: testConfig({ SITE_URL, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` }),
      database,
    });
    await app.ready();
    headers = (await loginAsAdmin(app, database.db)).headers;
    await database.db.execute(sql`
      insert into subscribers (email, status, confirmed_at, language) values
        ('english@example.com', 'Subscribed', now(), 'en'),
        ('arabic@example.com', 'Subscribed', now(), 'ar')`);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await smtp.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  const tokenOf = async (email: string) => {
    const [row] = await database.db.select().from(subscribers).where(eq(subscribers.email, email));
    return row?.unsubscribeToken ?? "";
  };

  /** Writes the newsletter, sends it now and answers each recipient's mail as received. */
  async function send(texts: Record<string, string>): Promise<Map<string, ParsedMail>> {
    const created = await app.inject({
      method: "POST",
      url: "/api/admin/newsletters",
      headers,
      payload: { interests: [], ratePerMinute: 600, ...texts },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json()._id as string;
    const scheduled = await app.inject({
      method: "POST",
      url: `/api/admin/newsletters/${id}/send`,
      headers,
      payload: { scheduledAt: null },
    });
    expect(scheduled.statusCode).toBe(200);
    await sendDueBatches(
      { db: database.db, mailer: app.mailer, log: silentLog, siteUrl: SITE_URL },
      new Date(Date.now() + 1000),
    );
    const mails = new Map<string, ParsedMail>();
    for (const mail of smtp.received) mails.set(mail.to[0] ?? "", await simpleParser(mail.raw));
    return mails;
  }

  it("sends the English to the English subscriber and the Arabic, right to left, to the Arabic one", async () => {
    const mails = await send({
      subject: "The spring letter",
      body: "# Our cohort\n\nApplications are open. [Apply](/apply).",
      subjectAr: "رسالة الربيع",
      bodyAr: "# دفعتنا\n\nباب التقديم مفتوح. [قدّم الآن](/ar/apply).",
    });
    const english = mails.get("english@example.com");
    const arabic = mails.get("arabic@example.com");
    expect(english?.subject).toBe("The spring letter");
    expect(english?.html).toContain('<html lang="en" dir="ltr">');
    expect(english?.text).toContain("Applications are open.");
    expect(english?.text).toContain("Unsubscribe in one click:");
    expect(english?.text).toMatch(
      /Receive it in Arabic \(بالعربية\): https:\/\/nakhla\.example\/newsletter\/language\?token=/,
    );
    expect(english?.text).not.toContain("باب التقديم");

    expect(arabic?.subject).toBe("رسالة الربيع");
    expect(arabic?.html).toContain('<html lang="ar" dir="rtl">');
    expect(arabic?.html).toContain("باب التقديم مفتوح.");
    expect(arabic?.html).toContain('href="https://nakhla.example/ar/apply"');
    expect(arabic?.html).not.toContain('lang="en" dir="ltr" style="text-align:left"');
    expect(arabic?.text).not.toContain("Applications are open");
    // The footer in Arabic, its links to the Arabic pages; the one-click header as for everyone.
    const token = await tokenOf("arabic@example.com");
    expect(arabic?.text).toContain("تصلك هذه الرسالة لأنك اشتركت في النشرة الإخبارية");
    expect(arabic?.text).toContain(
      `لإلغاء الاشتراك بنقرة واحدة:\n${SITE_URL}/ar/unsubscribe?token=${token}`,
    );
    expect(arabic?.text).toContain(`${SITE_URL}/ar/newsletter/language?token=${token}`);
    expect(arabic?.html).toContain(">ألغِ اشتراكك</a> بنقرة واحدة.");
    const listUnsubscribe = arabic?.headerLines.find((line) => line.key === "list-unsubscribe");
    expect(listUnsubscribe?.line).toContain(`${SITE_URL}/unsubscribe?token=${token}`);
  });

  it("gives an Arabic subscriber the English, marked as English, where no Arabic was written", async () => {
    const mails = await send({
      subject: "The summer letter",
      body: "The summer cohort starts in June.",
      subjectAr: "رسالة الصيف",
    });
    const arabic = mails.get("arabic@example.com");
    expect(arabic?.subject).toBe("رسالة الصيف");
    // The Arabic mail's frame (its footer in Arabic), the English body inside it, left to right.
    expect(arabic?.html).toContain('<html lang="ar" dir="rtl">');
    expect(arabic?.html).toMatch(
      /<div lang="en" dir="ltr" style="text-align:left">\s*<p[^>]*>The summer cohort starts in June\.<\/p>/,
    );
    expect(arabic?.text).toContain("The summer cohort starts in June.");
    expect(arabic?.text).toContain("لإلغاء الاشتراك بنقرة واحدة");
    expect(mails.get("english@example.com")?.subject).toBe("The summer letter");

    const none = await send({ subject: "The autumn letter", body: "Autumn news." });
    expect(none.get("arabic@example.com")?.subject).toBe("The autumn letter");
    expect(none.get("arabic@example.com")?.html).toContain('<div lang="en" dir="ltr"');
  });

  it("says in the list what is not yet in Arabic, and checks the Arabic as the English", async () => {
    const created = await app.inject({
      method: "POST",
      url: "/api/admin/newsletters",
      headers,
      payload: {
        subject: "Draft",
        body: "Text",
        subjectAr: "مسودة",
        interests: [],
        ratePerMinute: 60,
      },
    });
    expect(created.json()).toMatchObject({
      subjectAr: "مسودة",
      bodyAr: "",
      missingArabic: ["body"],
    });
    const refused = await app.inject({
      method: "PUT",
      url: `/api/admin/newsletters/${created.json()._id}`,
      headers,
      payload: {
        subject: "Draft",
        body: "Text",
        subjectAr: "سطر\nوسطر",
        bodyAr: "[خارج الموقع](https://elsewhere.example)",
        interests: [],
        ratePerMinute: 60,
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain("subjectAr");
    const saved = await app.inject({
      method: "PUT",
      url: `/api/admin/newsletters/${created.json()._id}`,
      headers,
      payload: {
        subject: "Draft",
        body: "Text",
        subjectAr: "مسودة",
        bodyAr: "[خارج الموقع](https://elsewhere.example)",
        interests: [],
        ratePerMinute: 60,
      },
    });
    expect(saved.json().missingArabic).toEqual([]);
    // A link off the site in the Arabic stops the send as one in the English does.
    const sent = await app.inject({
      method: "POST",
      url: `/api/admin/newsletters/${created.json()._id}/send`,
      headers,
      payload: { scheduledAt: null },
    });
    expect(sent.statusCode).toBe(409);
    expect(sent.json().message).toMatch(/^In Arabic: The link to https:\/\/elsewhere\.example/);
  });

  it("previews the Arabic mail beside the English one", async () => {
    const preview = await app.inject({
      method: "POST",
      url: "/api/admin/newsletters/preview",
      headers,
      payload: { subject: "Hello", body: "English text", subjectAr: "مرحبًا", bodyAr: "" },
    });
    expect(preview.statusCode).toBe(200);
    const { html, arabic } = preview.json();
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain("<title>Hello</title>");
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.html).toContain("<title>مرحبًا</title>");
    expect(arabic.html).toContain('<div lang="en" dir="ltr"');
    expect(arabic.problems).toEqual([]);
  });

  it("changes the language from the footer's link: the next newsletter comes in it", async () => {
    const token = await tokenOf("arabic@example.com");
    const changed = await changeNewsletterLanguage({ db: database.db }, token, "en");
    expect(changed).toEqual({
      message: "From the next newsletter on, you receive it in English.",
      language: "en",
    });
    const mails = await send({
      subject: "Winter",
      body: "Winter text.",
      subjectAr: "الشتاء",
      bodyAr: "نص الشتاء.",
    });
    expect(mails.get("arabic@example.com")?.subject).toBe("Winter");
    expect(mails.get("arabic@example.com")?.html).toContain('<html lang="en" dir="ltr">');

    const back = await changeNewsletterLanguage({ db: database.db }, token, "ar");
    expect(back.message).toBe("ستصلك النشرة الإخبارية بالعربية بدءًا من العدد القادم.");
    const again = await send({
      subject: "Spring",
      body: "Spring text.",
      subjectAr: "الربيع",
      bodyAr: "نص الربيع.",
    });
    expect(again.get("arabic@example.com")?.subject).toBe("الربيع");
    await expect(
      changeNewsletterLanguage({ db: database.db }, "00000000-0000-0000-0000-000000000000", "ar"),
    ).rejects.toMatchObject({ statusCode: 404 });
  });
});
