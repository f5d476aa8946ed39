import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DEAL_LINK_NOT_VALID, dealDay, respondByDay } from "../../core/deal-links";
import { affiliatedFirms, dealLinks, dealShares } from "../db/schema/deals";
import { mailOutbox } from "../db/schema/mail";
import { secretBox } from "../lib/secret-box";
import { pageServices } from "../site/page-services";
import { loginAsAdmin } from "../test/admin";
import { dealLinkTokenOf, dealViewerCookie } from "../test/deal-viewers";
import { aScoredApplication } from "../test/deals";
import { aFirm, anApplication } from "../test/factories";
import { testConfig, useTestApp } from "../test/helpers";
import { newestMail } from "../test/outbox";
import { sendDealReminders } from "./reminders";

// The deal mails in the language of the firm's person (docs/decisions/086-deal-room-language.md):
// Layla reads Arabic, James English, at the same firm; each gets every mail in their language.

const SITE = "https://nakhla.example";
const STARTUP = anApplication().startupName;
const FIRM = "Sidr Capital";
const LAYLA = "layla@sidr.example";
const JAMES = "james@sidr.example";
/** Another Arabic reader, who asks for an introduction. */
const HESSA = "hessa@sidr.example";
/** Unicode's isolates, as the Arabic text part puts them around a name and a code. */
const FSI = "\u2068";
const LRI = "\u2066";
const PDI = "\u2069";

/** A day in Arabic as the mails write it: Arabic month, Western digits, Gulf time. */
const arabicDay = (date: Date) =>
  new Intl.DateTimeFormat("ar-AE-u-nu-latn-ca-gregory", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Asia/Dubai",
  }).format(date);

describe("the deal mails in each person's language", () => {
  const t = useTestApp({ SITE_URL: SITE });
  let admin: Record<string, string>;
  let applicationId = "";
  let source = 0;
  const post = (url: string, payload: object) =>
    t.app.inject({ method: "POST", url, payload, remoteAddress: `203.0.113.${++source}` });
  const newest = async (to: string, kind: string) => {
    const mail = await newestMail(t.db, to, kind);
    if (!mail) throw new Error(`no ${kind} mail to ${to}`);
    return mail;
  };
  const linkOf = async (email: string) =>
    (await t.db.select().from(dealLinks).where(eq(dealLinks.email, email)))[0];
  const share = async () =>
    (await t.db.select().from(dealShares).where(eq(dealShares.applicationId, applicationId)))[0];

  beforeAll(async () => {
    admin = (await loginAsAdmin(t.app, t.db, { name: "Noura Al Habsi" })).headers;
    ({ applicationId } = await aScoredApplication(t.app, t.db));
    const inject = (method: "POST" | "PUT", url: string, payload: object) =>
      t.app.inject({ method, url, headers: admin, payload });
    await inject("PUT", `/api/admin/applications/${applicationId}/memo`, {
      summary: "Payments for Gulf cafés.",
      roundSize: 1_000_000,
      roundCurrency: "USD",
    });
    const firm = await inject(
      "POST",
      "/api/admin/affiliated-firms",
      aFirm({
        name: FIRM,
        domains: ["sidr.example"],
        people: [
          { name: "Layla Al Mansoori", email: LAYLA, role: "Partner", language: "ar" },
          { name: "James Whitfield", email: JAMES, role: "Principal", language: "en" },
          { name: "Hessa Al Qubaisi", email: HESSA, role: "Associate", language: "ar" },
        ],
      }),
    );
    expect(firm.statusCode).toBe(201);
    const shared = await inject("POST", `/api/admin/applications/${applicationId}/shares`, {
      firmIds: [firm.json()._id],
    });
    expect(shared.statusCode).toBe(200);
  });

  it("keeps each person's language on their link", async () => {
    expect((await linkOf(LAYLA))?.language).toBe("ar");
    expect((await linkOf(JAMES))?.language).toBe("en");
  });

  it("shares the deal in Arabic with Layla, right to left, her link and dates in it", async () => {
    const mail = await newest(LAYLA, "deal-link");
    const link = await linkOf(LAYLA);
    const respondBy = (await share())?.respondBy ?? new Date();
    expect(mail.subject).toBe(`مذكرة المحلل عن ${STARTUP} من Nakhla Ventures`);
    expect(mail.text).toContain(
      `شاركت Nakhla Ventures مذكرة المحلل عن ${FSI}${STARTUP}${PDI} مع شركة ${FSI}${FIRM}${PDI}.`,
    );
    expect(mail.text).toContain("هذا الرابط مخصّص لك وحدك.");
    // Her links lead to the room in Arabic (docs/decisions/088-deal-room-in-arabic.md).
    expect(mail.text).toMatch(/\nhttps:\/\/nakhla\.example\/ar\/deal-room#token=[\w-]+\n/);
    expect(mail.text).toContain(
      `نرجو أن يصلنا ردّك في موعد أقصاه ${arabicDay(new Date(respondBy.getTime() - 1))} (الاهتمام، أو الاعتذار، أو تعهّد مبدئي أو مؤكد بالاستثمار)، من صفحة المذكرة.`,
    );
    expect(mail.text).toContain(
      `يعمل الرابط مدة 30 يومًا، حتى ${arabicDay(link?.expiresAt ?? new Date())}.`,
    );
    expect(mail.text).toMatch(/ديسمبر|يناير|فبراير/);
    expect(mail.text).toContain("أو أرسل ردّك من هذه الرسالة مباشرة");
    expect(mail.text).toMatch(
      /\nمهتمون:\nhttps:\/\/nakhla\.example\/ar\/deal-room\/answer\?answer=interested#token=[\w-]+\n/,
    );
    expect(mail.text).toContain("\nتعهّد مبدئي بالاستثمار:\n");
    expect(mail.text).not.toMatch(/Please answer|This link is yours|Interested:/);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).not.toMatch(/[\u2066-\u2069]/);
    // The link mailed opens the deal: the token in it is the link's own.
    expect(await dealLinkTokenOf(t.db, LAYLA)).not.toBe("");
  });

  it("shares the deal in English with James, as it always did", async () => {
    const mail = await newest(JAMES, "deal-link");
    const link = await linkOf(JAMES);
    const respondBy = (await share())?.respondBy ?? new Date();
    expect(mail.subject).toBe(`${STARTUP}: an analyst memo from Nakhla Ventures`);
    expect(mail.text).toContain(
      [
        `Nakhla Ventures has shared its analyst memo on ${STARTUP} with ${FIRM}.`,
        "",
        "This link is yours alone. It asks you to confirm your e-mail address with a one-time code,",
        "and to accept the confidentiality terms once, before it opens the memo:",
      ].join("\n"),
    );
    expect(mail.text).toContain(
      `Please answer by ${respondByDay(respondBy)} (interested, pass, or a soft or hard circle), in the memo's page.\nIt works for 30 days, until ${dealDay(link?.expiresAt ?? new Date())}. Please do not forward it: colleagues at ${FIRM} can be sent their own.`,
    );
    expect(mail.text).toMatch(
      /\nInterested:\nhttps:\/\/nakhla\.example\/deal-room\/answer\?answer=interested#token=[\w-]+\n/,
    );
    expect(mail.html).toBeNull();
  });

  it("sends Layla her code in Arabic and James his in English, and each code opens the deal", async () => {
    for (const email of [LAYLA, JAMES]) {
      const token = await dealLinkTokenOf(t.db, email);
      expect((await post("/api/deal-room/code", { token, email })).statusCode).toBe(202);
    }
    const arabic = await newest(LAYLA, "deal-code");
    const code = /: (\d{6})$/.exec(arabic.subject)?.[1] ?? "";
    expect(arabic.subject).toBe(`رمز دخولك إلى غرفة الصفقة لشركة ${FIRM}: ${code}`);
    expect(arabic.text).toContain(
      `رمزك الصالح لمرة واحدة هو ${LRI}${code}${PDI}. يُستخدم مرة واحدة فقط، خلال 10 دقائق.`,
    );
    expect(arabic.text).toContain("إن لم تطلب هذا الرمز، فتجاهل هذه الرسالة.");
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
    const english = await newest(JAMES, "deal-code");
    const englishCode = /code is (\d{6})/.exec(english.text)?.[1] ?? "";
    expect(english.subject).toBe(`Your code for the ${FIRM} deal room: ${englishCode}`);
    expect(english.text).toBe(
      `Your one-time code is ${englishCode}. It works once, for 10 minutes.\n\nIf you did not ask for it, ignore this mail.`,
    );
    for (const [email, right] of [
      [LAYLA, code],
      [JAMES, englishCode],
    ] as const) {
      const token = await dealLinkTokenOf(t.db, email);
      const verified = await post("/api/deal-room/verify", { token, email, code: right });
      expect(verified.statusCode).toBe(200);
    }
  });

  it("tells Layla in Arabic when her codes are paused", async () => {
    const token = await dealLinkTokenOf(t.db, LAYLA);
    for (let round = 0; round < 2; round++) {
      expect((await post("/api/deal-room/code", { token, email: LAYLA })).statusCode).toBe(202);
      const sent = /: (\d{6})$/.exec((await newest(LAYLA, "deal-code")).subject)?.[1];
      const wrong = sent === "000000" ? "111111" : "000000";
      for (let i = 0; i < 5; i++) {
        await post("/api/deal-room/verify", { token, email: LAYLA, code: wrong });
      }
    }
    const mail = await newest(LAYLA, "deal-code-locked");
    expect(mail.subject).toBe(`أُوقفت مؤقتًا رموز الدخول إلى غرفة الصفقة لشركة ${FIRM}`);
    expect(mail.text).toContain(
      `أُدخل 10 رموز خاطئة للعنوان ${LRI}${LAYLA}${PDI} على رابط إلى غرفة الصفقة لشركة ${FSI}${FIRM}${PDI} خلال ساعة واحدة.`,
    );
    expect(mail.text).toMatch(
      /تُرفض الرموز لهذا العنوان على هذا الرابط حتى .+ \d{2}:\d{2} بتوقيت غرينتش\./,
    );
    expect(mail.text).toContain("إن لم تكن أنت من أدخلها، فأبلغ الشخص الذي أرسل إليك الرابط.");
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
  });

  it("mails a new version in each person's language, the staff's change note as written", async () => {
    const note = "The round grew to USD 1.5M after the Muscat pilot.";
    const started = await t.app.inject({
      method: "POST",
      url: `/api/admin/applications/${applicationId}/memo/versions`,
      headers: admin,
      payload: {
        summary: "Now in Oman too.",
        roundSize: 1_500_000,
        roundCurrency: "USD",
        changeNote: note,
      },
    });
    expect(started.statusCode).toBe(201);
    const sent = await t.app.inject({
      method: "POST",
      url: `/api/admin/applications/${applicationId}/shares/latest`,
      headers: admin,
    });
    expect(sent.statusCode).toBe(200);
    const arabic = await newest(LAYLA, "deal-version");
    expect(arabic.subject).toBe(`مذكرة المحلل عن ${STARTUP}: الإصدار 2 من Nakhla Ventures`);
    expect(arabic.text).toContain(
      `أعدّت Nakhla Ventures إصدارًا جديدًا (2) من مذكرة المحلل عن ${FSI}${STARTUP}${PDI}، وشاركته مع شركة ${FSI}${FIRM}${PDI}.`,
    );
    expect(arabic.text).toContain(`ما الذي تغيّر: ${FSI}${note}${PDI}`);
    expect(arabic.text).toContain(
      `${arabicDay((await linkOf(LAYLA))?.expiresAt ?? new Date())}؛ افتحه من تلك الرسالة كما في السابق.`,
    );
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
    const english = await newest(JAMES, "deal-version");
    expect(english.subject).toBe(`${STARTUP}: version 2 of the analyst memo from Nakhla Ventures`);
    expect(english.text).toBe(
      [
        `Nakhla Ventures has a new version (2) of its analyst memo on ${STARTUP}, shared with ${FIRM}.`,
        "",
        `What changed: ${note}`,
        "",
        "The link you were sent for this deal now opens this version. It works until",
        `${dealDay((await linkOf(JAMES))?.expiresAt ?? new Date())}; open it from that mail as before.`,
      ].join("\n"),
    );
  });

  it("reminds Layla in Arabic and James in English on the day their answer is asked by", async () => {
    const respondBy = (await share())?.respondBy ?? new Date();
    // Two hours before the day ends in Abu Dhabi: the reminder of the day.
    await sendDealReminders(
      { db: t.db, mailer: t.app.mailer, siteUrl: SITE },
      new Date(respondBy.getTime() - 2 * 3_600_000),
    );
    const day = new Date(respondBy.getTime() - 1);
    const arabic = await newest(LAYLA, "deal-reminder");
    expect(arabic.subject).toBe(`نرجو ردّك على صفقة ${STARTUP} اليوم، ${arabicDay(day)}`);
    expect(arabic.text).toMatch(new RegExp(`^مرحبًا ${FSI}Layla Al Mansoori${PDI}،\n`));
    expect(arabic.text).toContain(
      `وترجو أن يصلها ردّك في موعد أقصاه ${arabicDay(day)}: الاهتمام، أو الاعتذار، أو تعهّد مبدئي أو مؤكد بالاستثمار.`,
    );
    expect(arabic.text).toContain("ثم أرسل ردّك من صفحتها:\nhttps://nakhla.example/ar/deal-room\n");
    expect(arabic.text).toContain(`فاكتب إلى ${FSI}Noura Al Habsi${PDI} في Nakhla Ventures`);
    expect(arabic.text).toMatch(
      /\nنعتذر عن المشاركة:\nhttps:\/\/nakhla\.example\/ar\/deal-room\/answer\?answer=pass#token=/,
    );
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
    const english = await newest(JAMES, "deal-reminder");
    expect(english.subject).toBe(
      `${STARTUP}: your answer is asked by today, ${respondByDay(respondBy)}`,
    );
    expect(english.text).toContain(
      `Dear James Whitfield,\n\nNakhla Ventures shared its analyst memo on ${STARTUP} with ${FIRM} and asks for an answer by ${respondByDay(respondBy)}: interested, pass, or a soft or hard circle.`,
    );
    expect(english.text).toContain(
      "If you cannot find that mail, write to Noura Al Habsi at Nakhla Ventures for a new link.",
    );
    expect(english.html).toBeNull();
  });

  it("keeps the language Hessa chooses in the room for her link, her firm's list and her next mails", async () => {
    const services = pageServices({
      db: t.db,
      gstin: null,
      jobs: { queue: async () => undefined },
      log: t.app.log,
      mailer: t.app.mailer,
      now: () => new Date(),
      siteUrl: SITE,
      staff: { settings: testConfig(), box: secretBox(undefined) },
    });
    const cookie = await dealViewerCookie(t.app, t.db, HESSA);
    const personOf = async () => {
      const [firm] = await t.db
        .select()
        .from(affiliatedFirms)
        .where(eq(affiliatedFirms.name, FIRM));
      return firm?.people.find((person) => person.email === HESSA);
    };
    expect(await services.chooseDealLanguage(cookie, "203.0.113.90", "en")).toEqual({
      message: null,
      value: "en",
    });
    expect((await linkOf(HESSA))?.language).toBe("en");
    expect((await personOf())?.language).toBe("en");
    // Her next code comes in English.
    await post("/api/deal-room/code", { token: await dealLinkTokenOf(t.db, HESSA), email: HESSA });
    expect((await newest(HESSA, "deal-code")).subject).toMatch(/^Your code for/);
    // And back to Arabic, which her introduction's meeting is in below.
    await services.chooseDealLanguage(cookie, "203.0.113.90", "ar");
    expect((await linkOf(HESSA))?.language).toBe("ar");
    expect((await personOf())?.language).toBe("ar");
    // Without a viewer's session, nothing changes.
    expect((await services.chooseDealLanguage(null, "203.0.113.90", "en")).message).toBe(
      DEAL_LINK_NOT_VALID,
    );
    expect((await linkOf(HESSA))?.language).toBe("ar");
  });

  it("mails the meeting of an introduction to an Arabic firm person in Arabic", async () => {
    const token = await dealLinkTokenOf(t.db, HESSA);
    await post("/api/deal-room/code", { token, email: HESSA });
    const code = /: (\d{6})$/.exec((await newest(HESSA, "deal-code")).subject)?.[1] ?? "";
    const verified = await post("/api/deal-room/verify", { token, email: HESSA, code });
    expect(verified.statusCode).toBe(200);
    const cookie = String(verified.headers["set-cookie"]).split(";")[0] ?? "";
    const headers = { cookie };
    await t.app.inject({
      method: "POST",
      url: "/api/deal-room/terms",
      headers,
      payload: { accept: true },
    });
    const answered = await t.app.inject({
      method: "PUT",
      url: "/api/deal-room/answer",
      headers,
      payload: { kind: "introduction" },
    });
    expect(answered.statusCode).toBe(200);
    const firmId = (await share())?.firmId;
    const meeting = await t.app.inject({
      method: "POST",
      url: `/api/admin/applications/${applicationId}/introductions/${firmId}/meeting`,
      headers: admin,
      payload: {
        startsAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
        durationMinutes: 30,
        representativeName: "Rana Said",
        representativeEmail: "rana@nakhla.example",
      },
    });
    expect(meeting.statusCode, meeting.body).toBe(200);
    const mail = await newest(HESSA, "deal-introduction-meeting");
    expect(mail.subject).toMatch(/[\u0600-\u06FF]/);
    expect(mail.text).toMatch(new RegExp(`^مرحبًا ${FSI}Hessa Al Qubaisi${PDI}،\n`));
    expect(mail.text).toContain("30 دقيقة");
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    // Our representative's copy stays English.
    expect((await newest("rana@nakhla.example", "deal-introduction-meeting")).text).toMatch(
      /^Dear Rana Said,/,
    );
  });

  it("takes the Arabic mails that name the deal out of the outbox when the application is erased, and says so in Arabic", async () => {
    const named = async (to: string) =>
      (
        await t.db
          .select({ kind: mailOutbox.kind })
          .from(mailOutbox)
          .where(
            and(eq(mailOutbox.to, to), inArray(mailOutbox.kind, ["deal-link", "deal-reminder"])),
          )
      ).map((mail) => mail.kind);
    expect((await named(LAYLA)).sort()).toEqual(["deal-link", "deal-reminder"]);
    const erased = await t.app.inject({
      method: "POST",
      url: `/api/admin/applications/${applicationId}/erase`,
      headers: admin,
      payload: { confirm: true },
    });
    expect(erased.statusCode).toBe(200);
    expect(await named(LAYLA)).toEqual([]);
    expect(await named(JAMES)).toEqual([]);
    // Each is told, in their language, that the deal is withdrawn.
    const arabic = await newest(LAYLA, "deal-withdrawn");
    expect(arabic.subject).toBe(`سُحبت صفقة ${STARTUP} التي شاركناها مع شركة ${FIRM}`);
    expect(arabic.text).toMatch(new RegExp(`^مرحبًا ${FSI}Layla Al Mansoori${PDI}،\n`));
    expect(arabic.text).toContain(
      `وقد حُذفت مذكرة المحلل التي شاركناها مع شركة ${FSI}${FIRM}${PDI}، ولم يعد رابطك يفتحها.`,
    );
    expect(arabic.text).toContain("نرجو أن تحذف أي نسخة أو ملاحظات احتفظت بها من المذكرة");
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
    const english = await newest(JAMES, "deal-withdrawn");
    expect(english.subject).toBe(`${STARTUP}: the deal shared with ${FIRM} is withdrawn`);
    expect(english.text).toContain(
      `Dear James Whitfield,\n\n${STARTUP} has withdrawn its application to Nakhla Ventures and asked us to delete it.`,
    );
  });
});
