import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isolateName, terminateBidi } from "../../core/bidi";
import { DECISION_MAIL_KINDS } from "../../core/decision-mails";
import type { App } from "../app";
import { sendDraftReminders } from "../application-drafts/drafts";
import { sendOverdueDigests } from "../applications/overdue-applications";
import type { Database } from "../db/client";
import { applications } from "../db/schema/applications";
import { mailOutbox } from "../db/schema/mail";
import { subscribers } from "../db/schema/newsletter";
import { sendDealDigests } from "../deals/deal-digest";
import { sendDecisionMail } from "../decision-mails/send-decision-mail";
import { sendDueBatches } from "../newsletter/delivery";
import { sendPitchBooked, sendPitchCancelled } from "../pitch-slots/pitch-mails";
import type { BookingRow, SlotRow } from "../pitch-slots/pitch-slots-repository";
import { loginAsAdmin } from "../test/admin";
import { aSharedDeal, dealLinkTokenOf, dealViewerCookie } from "../test/deal-viewers";
import { aFounderLead, aHandbookLead, anApplication } from "../test/factories";
import { aPaidApplication, asFounder } from "../test/founder";
import { build, postJson } from "../test/helpers";
import { checkWellFormedMail, DKIM_ENV, dkimOf } from "../test/mail-check";
import { paymentTestEnv } from "../test/payments";
import { startSmtpServer } from "../test/smtp";
import { codeFor, enrolTotp } from "../test/totp";

const SITE_URL = "https://nakhla.example";
/**
 * Names as they may be stored from before one-line fields refused line breaks (core/schemas/
 * common.ts): CR, LF, a header they try to add, and direction controls left open.
 */
const HOSTILE_FULL_NAME = "Amara\r\nBcc: intruder@example.com\rOdeh \u202Ekcatta";
const HOSTILE_STARTUP = "Sahla\nPay \u2067عربي\u202E\u2069 gnp.exe";
const HOSTILE_REPRESENTATIVE = "Layla\r\nHaddad \u2066";
const ARABIC_FOUNDER = "arabic.founder@example.com";

/** The mails of a sign-up and a saved draft, in the language of the page they came from. */
const PAGE_LANGUAGE_KINDS = [
  "newsletter-confirmation",
  "application-draft",
  "application-draft-reminder",
] as const;

/** The ebooks' mails, in the language of the page the lead form was sent from. */
const LEAD_KINDS = ["handbook-lead", "founder-ebook-lead"] as const;

/** The founder's mails, which go in the language they applied in. */
const FOUNDER_KINDS = [
  "application",
  ...DECISION_MAIL_KINDS.filter((kind) => kind !== "received"),
  "founder-link",
  "pitch-cancelled",
  "deal-introduction",
  "deal-introduction-meeting",
  "appeal-received",
  "appeal-decided",
  "application-erased",
] as const;
const quietLog = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  child: () => quietLog,
} as unknown as FastifyBaseLogger;

/**
 * Every kind of mail the product sends, as a mail client receives it from our SMTP connection:
 * parsed by mailparser, its DKIM signature checked by mailauth against the public key.
 */
const EVERY_KIND = [
  "newsletter-confirmation",
  "newsletter-test",
  "newsletter",
  "handbook-lead",
  "founder-ebook-lead",
  "application",
  ...DECISION_MAIL_KINDS.filter((kind) => kind !== "received"),
  "founder-link",
  "application-draft",
  "application-draft-reminder",
  "staff-invitation",
  "pitch-booked-staff",
  "pitch-cancelled",
  "pitch-cancelled-staff",
  "deal-link",
  "deal-code",
  "deal-introduction",
  "application-erased",
  "deal-withdrawn",
  "deal-code-locked",
  "deal-version",
  "deal-introduction-meeting",
  "deal-digest",
  "overdue-digest",
  "second-step-locked",
  "appeal-received",
  "appeal-decided",
] as const;

describe("every kind of mail, as received", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let app: App;
  let db: Database;
  let close: () => Promise<void>;
  /** Each received mail, by the kind its outbox row (or newsletter) says. */
  const byKind = new Map<string, string>();
  /** The mails of the founder who applied in Arabic, by kind. */
  const arabicByKind = new Map<string, string>();

  beforeAll(async () => {
    smtp = await startSmtpServer();
    const built = await build({
      SITE_URL,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      ...DKIM_ENV,
      ...paymentTestEnv,
    });
    ({ app, db, close } = built);
    const deps = { db, mailer: app.mailer, log: quietLog, siteUrl: SITE_URL };

    // The list: a sign-up's confirmation, then (confirmed) a newsletter, its test first.
    await postJson(app, "/api/newsletter/subscribe", { email: "reader@example.com" });
    await db
      .update(subscribers)
      .set({ status: "Subscribed" })
      .where(eq(subscribers.email, "reader@example.com"));
    // An admin whose username is an address: the deal digest is mailed to it.
    const { headers } = await loginAsAdmin(app, db, { username: "leena@nakhla.example" });
    const newsletter = await app.inject({
      method: "POST",
      url: "/api/admin/newsletters",
      headers,
      payload: {
        subject: "The December letter",
        body: "# A year of cohorts\n\nRead [the events](/events) and [apply](https://nakhla.example/application).",
        interests: [],
        ratePerMinute: 600,
      },
    });
    const id = newsletter.json()._id as string;
    await app.inject({
      method: "POST",
      url: `/api/admin/newsletters/${id}/test`,
      headers,
      payload: { to: "admin@nakhla.example" },
    });
    await app.inject({
      method: "POST",
      url: `/api/admin/newsletters/${id}/send`,
      headers,
      payload: { scheduledAt: null },
    });
    expect((await sendDueBatches(deps)).sent).toBe(1);

    // The lead forms, an application and what follows it.
    await postJson(app, "/api/leads", aHandbookLead({ email: "handbook@example.com" }));
    await postJson(app, "/api/leads", aFounderLead({ email: "founder-ebook@example.com" }));
    const paid = await aPaidApplication(app);
    const { applicationId } = paid;
    const answers = { ...paid.answers, fullName: HOSTILE_FULL_NAME, startupName: HOSTILE_STARTUP };
    await db
      .update(applications)
      .set({ fullName: HOSTILE_FULL_NAME, startupName: HOSTILE_STARTUP })
      .where(eq(applications.id, applicationId));
    const founder = { _id: applicationId, language: "en" as const, ...answers };
    for (const kind of DECISION_MAIL_KINDS.filter((k) => k !== "received")) {
      await sendDecisionMail(deps, kind, founder, {
        pitch: {
          startsAt: new Date("2027-01-12T10:30:00Z"),
          representative: HOSTILE_REPRESENTATIVE,
        },
      });
    }
    await postJson(app, "/api/my-application/link", { email: answers.email });
    await app.jobs.settled();
    const slot = {
      id: "00000000-0000-4000-8000-000000000001",
      startsAt: new Date("2027-01-12T10:30:00Z"),
      durationMinutes: 45,
      representativeName: HOSTILE_REPRESENTATIVE,
      representativeEmail: "layla@nakhla.example",
    } as SlotRow;
    const booking = { id: "00000000-0000-4000-8000-000000000002", sequence: 0 } as BookingRow;
    const now = new Date();
    await sendPitchBooked(deps, { founder, slot, booking, now });
    await sendPitchCancelled(deps, { founder, slot, booking, now });

    // The same founder's mails for one who applied in Arabic.
    const arabic = await aPaidApplication(
      app,
      anApplication({ email: ARABIC_FOUNDER, startupName: "Sahla Pay" }),
      "ar",
    );
    const arabicFounder = { _id: arabic.applicationId, language: "ar" as const, ...arabic.answers };
    for (const kind of DECISION_MAIL_KINDS.filter((k) => k !== "received")) {
      await sendDecisionMail(deps, kind, arabicFounder, {
        pitch: { startsAt: new Date("2027-01-12T10:30:00Z"), representative: "Layla Haddad" },
      });
    }
    await postJson(app, "/api/my-application/link", { email: ARABIC_FOUNDER });
    await app.jobs.settled();
    const arabicBooking = { id: "00000000-0000-4000-8000-000000000003", sequence: 0 } as BookingRow;
    await sendPitchBooked(deps, { founder: arabicFounder, slot, booking: arabicBooking, now });
    await sendPitchCancelled(deps, {
      founder: arabicFounder,
      slot,
      booking: arabicBooking,
      now,
      byFirm: { staffName: "Layla Haddad", reason: "Our partner is travelling." },
    });
    // Each founder's decline appealed, and the appeal decided (docs/decisions/084-appeals.md).
    for (const { applicationId: id, token } of [paid, arabic]) {
      await db
        .update(applications)
        .set({ decision: "declined", decisionSentAt: new Date() })
        .where(eq(applications.id, id));
      const appealed = await asFounder(app, token, {
        method: "POST",
        url: "/api/my-application/appeal",
        payload: { reason: "Please read our figures again." },
      });
      expect(appealed.statusCode, appealed.body).toBe(201);
      const decided = await app.inject({
        method: "PUT",
        url: `/api/admin/applications/${id}/appeal/decision`,
        headers,
        payload: { outcome: "upheld", text: "Our decision stands." },
      });
      expect(decided.statusCode, decided.body).toBe(200);
    }

    // A draft saved for later, and its reminder three days on; the same from the Arabic form, and
    // a sign-up from an Arabic page.
    await postJson(app, "/api/application-drafts", {
      email: "draft@example.com",
      step: 1,
      answers: {},
    });
    await postJson(app, "/api/application-drafts", {
      email: ARABIC_FOUNDER,
      step: 1,
      answers: {},
      language: "ar",
    });
    await postJson(app, "/api/newsletter/subscribe", { email: ARABIC_FOUNDER, language: "ar" });
    await postJson(app, "/api/leads", aHandbookLead({ email: ARABIC_FOUNDER, language: "ar" }));
    await postJson(app, "/api/leads", aFounderLead({ email: ARABIC_FOUNDER, language: "ar" }));
    await sendDraftReminders(deps, new Date(Date.now() + 3 * 24 * 3600_000 + 60_000));

    // A colleague invited to the console.
    await app.inject({
      method: "POST",
      url: "/api/admin/staff/invitations",
      headers,
      payload: { email: "colleague@example.com", role: "reviewer" },
    });

    // A deal shared with a firm: its link, the viewer's code, an introduction asked for; then
    // the application erased, which tells the founder and the firm.
    const deal = await aSharedDeal(app, db, headers, ["cedar"]);
    await db
      .update(applications)
      .set({ fullName: HOSTILE_FULL_NAME, startupName: HOSTILE_STARTUP })
      .where(eq(applications.id, deal.applicationId));
    const cookie = await dealViewerCookie(app, db, deal.emailOf("cedar"));
    await app.inject({
      method: "PUT",
      url: "/api/deal-room/answer",
      headers: { cookie },
      payload: { kind: "introduction" },
    });
    // The introduction's meeting, set by the admin with the firm that asked.
    const meeting = await app.inject({
      method: "POST",
      url: `/api/admin/applications/${deal.applicationId}/introductions/${deal.firmIds.cedar}/meeting`,
      headers,
      payload: {
        startsAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
        durationMinutes: 30,
        representativeName: "Rana Said",
        representativeEmail: "rana@nakhla.example",
      },
    });
    expect(meeting.statusCode, meeting.body).toBe(200);
    // The same for a founder who applied in Arabic: a firm asks to meet them, and the meeting.
    const arabicDeal = await aSharedDeal(
      app,
      db,
      headers,
      ["sidr"],
      anApplication({ email: ARABIC_FOUNDER, startupName: "Sahla Pay" }),
      "ar",
    );
    await app.inject({
      method: "PUT",
      url: "/api/deal-room/answer",
      headers: { cookie: await dealViewerCookie(app, db, arabicDeal.emailOf("sidr")) },
      payload: { kind: "introduction" },
    });
    const arabicMeeting = await app.inject({
      method: "POST",
      url: `/api/admin/applications/${arabicDeal.applicationId}/introductions/${arabicDeal.firmIds.sidr}/meeting`,
      headers,
      payload: {
        startsAt: new Date(Date.now() + 4 * 86_400_000).toISOString(),
        durationMinutes: 45,
        representativeName: "Rana Said",
        representativeEmail: "rana@nakhla.example",
      },
    });
    expect(arabicMeeting.statusCode, arabicMeeting.body).toBe(200);
    // The memo's next version, sent to the firm on the first.
    const version = await app.inject({
      method: "POST",
      url: `/api/admin/applications/${deal.applicationId}/memo/versions`,
      headers,
      payload: {
        summary: "Payments for Gulf cafés, now in Oman too.",
        changeNote: "Oman added to the summary.",
        risks: "Card-scheme fees.",
        proposedTerms: "SAFE, USD 6M cap.",
        roundSize: 1_000_000,
        roundCurrency: "USD",
      },
    });
    expect(version.statusCode, version.body).toBe(201);
    const latest = await app.inject({
      method: "POST",
      url: `/api/admin/applications/${deal.applicationId}/shares/latest`,
      headers,
    });
    expect(latest.statusCode, latest.body).toBe(200);
    // The sharer's daily digest of what the firm did.
    await app.inject({
      method: "PUT",
      url: "/api/account/deal-digest",
      headers,
      payload: { on: true },
    });
    await sendDealDigests({ db, mailer: app.mailer, siteUrl: SITE_URL }, new Date());
    // The same admin's daily mail of overdue applications: the shared deal, paid 40 days ago.
    await db
      .update(applications)
      .set({ paidAt: new Date(Date.now() - 40 * 86_400_000), decisionSentAt: null })
      .where(eq(applications.id, deal.applicationId));
    await app.inject({
      method: "PUT",
      url: "/api/account/overdue-digest",
      headers,
      payload: { on: true },
    });
    await sendOverdueDigests({ db, mailer: app.mailer, siteUrl: SITE_URL }, new Date());
    // Ten wrong codes for the firm person's link: the address is told once.
    const viewerEmail = deal.emailOf("cedar");
    const viewerToken = await dealLinkTokenOf(db, viewerEmail);
    for (let round = 0; round < 2; round++) {
      await postJson(app, "/api/deal-room/code", { token: viewerToken, email: viewerEmail });
      const codes = await db
        .select({ text: mailOutbox.text })
        .from(mailOutbox)
        .where(eq(mailOutbox.kind, "deal-code"));
      const right = codes.map((mail) => /code is (\d{6})/.exec(mail.text)?.[1]);
      const wrong = ["000000", "111111", "222222"].find((code) => !right.includes(code));
      for (let i = 0; i < 5; i++) {
        await postJson(app, "/api/deal-room/verify", {
          token: viewerToken,
          email: viewerEmail,
          code: wrong,
        });
      }
    }
    // Ten wrong second-factor codes for an account named by its address: its owner is told.
    const keeper = await loginAsAdmin(app, db, { username: "keeper@nakhla.example" });
    const { secret } = await enrolTotp(app, keeper.headers);
    const near = new Set([-1, 0, 1].map((steps) => codeFor(secret, steps)));
    const wrongCode = ["000000", "111111", "222222", "333333"].find((code) => !near.has(code));
    for (let round = 0; round < 2; round++) {
      const remoteAddress = `10.9.0.${round + 1}`;
      const password = await app.inject({
        method: "POST",
        url: "/api/admin/login",
        remoteAddress,
        payload: { username: keeper.username, password: keeper.password },
      });
      for (let i = 0; i < 5; i++) {
        await app.inject({
          method: "POST",
          url: "/api/admin/login/code",
          remoteAddress,
          payload: { challenge: password.json().challenge, code: wrongCode },
        });
      }
    }
    // Erasure deletes the deal's mails from the outbox: their kinds are read first.
    await app.mailer.settled();
    const beforeErasure = await db
      .select({ id: mailOutbox.id, kind: mailOutbox.kind })
      .from(mailOutbox);
    // Both founders' shared applications erased: each is told in the language they applied in.
    for (const erased of [deal, arabicDeal]) {
      await app.inject({
        method: "POST",
        url: `/api/admin/applications/${erased.applicationId}/erase`,
        headers,
        payload: { confirm: true },
      });
    }

    await app.mailer.settled();
    const rows = await db.select({ id: mailOutbox.id, kind: mailOutbox.kind }).from(mailOutbox);
    const kindOf = new Map([...beforeErasure, ...rows].map((row) => [row.id, row.kind]));
    for (const mail of smtp.received) {
      const parsed = await simpleParser(mail.raw);
      const id = /^<([^@]+)@/.exec(parsed.messageId ?? "")?.[1] ?? "";
      // A newsletter's Message-ID is its delivery's id: it has no outbox row.
      const kind = kindOf.get(id) ?? "newsletter";
      if ([parsed.to].flat()[0]?.value[0]?.address === ARABIC_FOUNDER) {
        arabicByKind.set(kind, mail.raw);
      } else {
        byKind.set(kind, mail.raw);
      }
    }
  });
  afterAll(async () => {
    await close();
    await smtp.close();
  });

  it("sends each kind at least once", () => {
    expect([...byKind.keys()].sort()).toEqual([...EVERY_KIND].sort());
  });

  it.each(EVERY_KIND)(
    "%s: both parts, Date, Message-ID on the firm's domain, links to SITE_URL, DKIM passes",
    async (kind) => {
      const raw = byKind.get(kind) ?? "";
      const mail = await simpleParser(raw);
      const to = [mail.to].flat()[0]?.value[0]?.address ?? "";
      await checkWellFormedMail(raw, { to, siteUrl: SITE_URL });
    },
  );

  it.each(["newsletter", "newsletter-test"])(
    "%s: carries a one-line List-Unsubscribe https URL and its one-click POST, both signed",
    async (kind) => {
      const raw = byKind.get(kind) ?? "";
      const headerLines = raw.slice(0, raw.indexOf("\r\n\r\n")).split("\r\n");
      const line = headerLines.find((header) => header.startsWith("List-Unsubscribe: "));
      // One line, not folded: the value a receiver's DKIM check reads is the one signed.
      expect(line).toMatch(
        /^List-Unsubscribe: <https:\/\/nakhla\.example\/unsubscribe\?token=[0-9a-f-]{36}>$/,
      );
      expect(headerLines).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
      const [signature] = await dkimOf(raw);
      expect(signature?.signed).toEqual(
        expect.arrayContaining(["list-unsubscribe", "list-unsubscribe-post", "from", "subject"]),
      );
      const mail = await simpleParser(raw);
      expect(mail.text).toContain(
        "Unsubscribe in one click: https://nakhla.example/unsubscribe?token=",
      );
      expect(mail.html).toMatch(
        /<a href="https:\/\/nakhla\.example\/unsubscribe\?token=[0-9a-f-]{36}"[^>]*>Unsubscribe<\/a>/,
      );
    },
  );

  it("writes the newsletter's Markdown as HTML and as plain text", async () => {
    const mail = await simpleParser(byKind.get("newsletter") ?? "");
    expect(mail.subject).toBe("The December letter");
    expect(mail.html).toMatch(/<h1[^>]*>A year of cohorts<\/h1>/);
    expect(mail.html).toContain('href="https://nakhla.example/events"');
    expect(mail.text).toContain("A year of cohorts");
    expect(mail.text).toContain("the events [https://nakhla.example/events]");
  });

  it("sends each of the founder's mails in Arabic to one who applied in Arabic", () => {
    expect([...arabicByKind.keys()].sort()).toEqual(
      [...FOUNDER_KINDS, ...PAGE_LANGUAGE_KINDS, ...LEAD_KINDS].sort(),
    );
  });

  it.each(LEAD_KINDS)(
    "%s from an Arabic page: right to left, both parts, the ebook's link, DKIM passes",
    async (kind) => {
      const raw = arabicByKind.get(kind) ?? "";
      await checkWellFormedMail(raw, { to: ARABIC_FOUNDER, siteUrl: SITE_URL });
      const mail = await simpleParser(raw);
      expect(mail.html).toContain('<html lang="ar" dir="rtl">');
      expect(mail.html).not.toMatch(/[\u2066-\u2069]/);
      expect(mail.subject).toMatch(/^كتابك الإلكتروني المجاني: /);
      expect(mail.text).toMatch(/^مرحبًا /);
      expect(mail.text).not.toMatch(/Dear|Thank you/);
      expect(mail.text).toMatch(/\nhttps:\/\/nakhla\.example\/ebooks\/[a-z-]+\.pdf\n/);
      expect((await dkimOf(raw)).map((signature) => signature.status)).toEqual(["pass"]);
    },
  );

  it.each(PAGE_LANGUAGE_KINDS)(
    "%s from an Arabic page: right to left, both parts, links to the Arabic page, DKIM passes",
    async (kind) => {
      const raw = arabicByKind.get(kind) ?? "";
      await checkWellFormedMail(raw, { to: ARABIC_FOUNDER, siteUrl: SITE_URL });
      const mail = await simpleParser(raw);
      expect(mail.html).toContain('<html lang="ar" dir="rtl">');
      expect(mail.subject).toMatch(/[\u0600-\u06FF]/);
      expect(mail.text).toMatch(/^مرحبًا،/);
      expect(mail.text).not.toMatch(/Hello|Your funding application/);
      const links = mail.text?.match(/https:\/\/nakhla\.example\S*/g) ?? [];
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(link).toMatch(/^https:\/\/nakhla\.example\/ar\//);
      expect((await dkimOf(raw)).map((signature) => signature.status)).toEqual(["pass"]);
    },
  );

  it.each(FOUNDER_KINDS)(
    "%s in Arabic: right to left, both parts, links to the Arabic page, DKIM passes",
    async (kind) => {
      const raw = arabicByKind.get(kind) ?? "";
      await checkWellFormedMail(raw, { to: ARABIC_FOUNDER, siteUrl: SITE_URL });
      const mail = await simpleParser(raw);
      expect(mail.html).toContain('<html lang="ar" dir="rtl">');
      expect(mail.html).not.toMatch(/[\u2066-\u2069]/);
      // Arabic words lead the subject and the text; no English greeting is left.
      expect(mail.subject).toMatch(/[\u0600-\u06FF]/);
      expect(mail.text).toMatch(/^مرحبًا /);
      expect(mail.text).not.toMatch(/Dear|Your application/);
      for (const link of mail.text?.match(/https:\/\/nakhla\.example\S*/g) ?? []) {
        expect(link).toMatch(/^https:\/\/nakhla\.example\/ar\/my-application#token=/);
      }
    },
  );

  it("writes the Arabic pitch invitation's title in Arabic and English, for both sides", async () => {
    const mail = await simpleParser(arabicByKind.get("pitch-booked") ?? "");
    const invite = mail.attachments.find((file) => file.contentType.startsWith("text/calendar"));
    const ics = invite?.content.toString("utf8").replace(/\r\n[ \t]/g, "") ?? "";
    expect(ics).toContain(
      "SUMMARY:جلسة عرض: Sahla Pay مع Nakhla Ventures / Pitch: Sahla Pay with Nakhla Ventures",
    );
    expect(mail.text).toContain(
      "الثلاثاء، 12 يناير 2027، 16:00 بتوقيت الهند (14:30 بتوقيت الإمارات)",
    );
  });

  it("isolates a stored name in the subject, on one line, its direction controls closed", async () => {
    const named = [];
    for (const [kind, raw] of [...byKind, ...arabicByKind]) {
      const mail = await simpleParser(raw);
      if (!mail.subject?.includes("Sahla")) continue;
      named.push(kind);
      expect(mail.subject, kind).not.toMatch(/[\r\n]/);
      expect(terminateBidi(mail.subject), kind).toBe(mail.subject);
      if (mail.subject.includes("gnp.exe")) {
        expect(mail.subject, kind).toContain(isolateName(HOSTILE_STARTUP));
      }
    }
    expect(named).toEqual(
      expect.arrayContaining(["pitch-booked-staff", "pitch-cancelled", "accepted"]),
    );
  });

  it("puts no other recipient's address in a mail's headers", async () => {
    for (const [kind, raw] of byKind) {
      const mail = await simpleParser(raw);
      const to = [mail.to].flat()[0]?.value[0]?.address ?? "";
      const headers = raw.slice(0, raw.indexOf("\r\n\r\n"));
      const addresses = headers.match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g) ?? [];
      const others = addresses.filter(
        (address) => address !== to && !address.endsWith("@nakhla.example"),
      );
      expect(others, kind).toEqual([]);
    }
  });
});
