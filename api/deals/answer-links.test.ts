import { and, count, eq, isNotNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DEAL_LINK_NOT_VALID } from "../../core/deal-links";
import { auditEvents } from "../db/schema/audit";
import { dealAnswers } from "../db/schema/deal-answers";
import { dealNotifications } from "../db/schema/deal-questions";
import {
  dealAccessEvents,
  dealLinkCodes,
  dealLinks,
  dealShares,
  dealViewerSessions,
} from "../db/schema/deals";
import { mailOutbox } from "../db/schema/mail";
import { loginAsAdmin } from "../test/admin";
import { aSharedDeal, dealLinkTokenOf } from "../test/deal-viewers";
import { anApplication } from "../test/factories";
import { useTestApp } from "../test/helpers";
import { mailsTo } from "../test/outbox";
import { sendDealReminders } from "./reminders";

// Answers from the mail (docs/decisions/080-answers-from-the-mail.md): the links, what following
// one does (nothing), and what confirming does (the answer, once, for the link's person).

const SITE = "https://nakhla.example";
/** The answers as the spec of the deal room names them, in the mail's order. */
const ANSWERS = [
  ["Interested", "interested"],
  ["Pass", "pass"],
  ["Soft circle", "soft-circle"],
  ["Hard circle", "hard-circle"],
  ["Request an introduction", "introduction"],
] as const;

describe("answers straight from the mail", () => {
  const t = useTestApp({ SITE_URL: SITE });
  let admin: Record<string, string>;

  beforeAll(async () => {
    admin = (await loginAsAdmin(t.app, t.db, { name: "Noura Al Habsi" })).headers;
  });

  /** The answer links of a mail's text, by answer: the label's line, then the link's. */
  const answerLinksIn = (text: string) => {
    const lines = text.split("\n");
    return Object.fromEntries(
      ANSWERS.map(([label]) => [label, lines[lines.indexOf(`${label}:`) + 1] ?? ""]),
    );
  };
  const tokenOfLink = (link: string) => /#token=([\w-]+)$/.exec(link)?.[1] ?? "";
  const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, payload });
  const board = async (applicationId: string) =>
    (
      await t.app.inject({
        method: "GET",
        url: `/api/admin/applications/${applicationId}/syndication-board`,
        headers: admin,
      })
    ).json();
  /** What a following of links could change: every trace of the deal in the database. */
  const traces = async (applicationId: string) => {
    const counted = async (query: Promise<{ value: number }[]>) => (await query)[0]?.value ?? 0;
    return {
      access: await counted(
        t.db
          .select({ value: count() })
          .from(dealAccessEvents)
          .where(eq(dealAccessEvents.applicationId, applicationId)),
      ),
      answers: await counted(
        t.db
          .select({ value: count() })
          .from(dealAnswers)
          .where(eq(dealAnswers.applicationId, applicationId)),
      ),
      notices: await counted(
        t.db
          .select({ value: count() })
          .from(dealNotifications)
          .where(eq(dealNotifications.applicationId, applicationId)),
      ),
      audit: await counted(
        t.db
          .select({ value: count() })
          .from(auditEvents)
          .where(eq(auditEvents.entityId, applicationId)),
      ),
      codesUsed: await counted(
        t.db.select({ value: count() }).from(dealLinkCodes).where(isNotNull(dealLinkCodes.usedAt)),
      ),
      sessions: await counted(t.db.select({ value: count() }).from(dealViewerSessions)),
      mails: await counted(t.db.select({ value: count() }).from(mailOutbox)),
    };
  };

  it("offers the five answers in the share mail, each a link of its own with a token apart from the room's", async () => {
    const deal = await aSharedDeal(t.app, t.db, admin, ["nakheel"]);
    const [mail] = await mailsTo(t.db, deal.emailOf("nakheel"), "deal-link");
    const links = answerLinksIn(mail?.text ?? "");
    const token = tokenOfLink(links.Interested ?? "");
    expect(token).toMatch(/^[\w-]{20,}$/);
    for (const [label, kind] of ANSWERS) {
      expect(links[label]).toBe(`${SITE}/deal-room/answer?answer=${kind}#token=${token}`);
    }
    expect(token).not.toBe(await dealLinkTokenOf(t.db, deal.emailOf("nakheel")));
    expect(mail?.text).toContain(
      "Or answer straight from this mail: each link shows the answer and asks you to confirm it.",
    );
  });

  it("records nothing and uses up no code when every mailed link is fetched as a scanner does; the person's own confirmation then answers", async () => {
    const deal = await aSharedDeal(t.app, t.db, admin, ["ghaf"]);
    const email = deal.emailOf("ghaf");
    // The person has asked for a code to open the room, and not used it yet.
    await post("/api/deal-room/code", { token: await dealLinkTokenOf(t.db, email), email });
    const before = await traces(deal.applicationId);
    const boardBefore = await board(deal.applicationId);

    // A scanner fetches every link of every mail sent, with GET and HEAD, and one that runs the
    // page's scripts reads whom the answer link is for, twice.
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    const links = mails.flatMap((sent) => sent.text.match(/https:\/\/\S+/g) ?? []);
    expect(links.length).toBeGreaterThanOrEqual(6);
    for (const link of links) {
      const address = new URL(link);
      for (const method of ["GET", "HEAD"] as const) {
        const fetched = await t.app.inject({ method, url: `${address.pathname}${address.search}` });
        expect(fetched.statusCode).toBeLessThan(500);
      }
    }
    const [share] = await mailsTo(t.db, email, "deal-link");
    const token = tokenOfLink(answerLinksIn(share?.text ?? "")["Soft circle"] ?? "");
    for (let read = 0; read < 2; read++) {
      const opened = await post("/api/deal-room/answer-link", { token });
      expect(opened.statusCode).toBe(200);
      expect(opened.json()).toMatchObject({
        startupName: anApplication().startupName,
        firmName: deal.firmName("ghaf"),
        personName: "ghaf person",
        email,
        late: false,
        current: null,
      });
    }
    expect(await traces(deal.applicationId)).toEqual(before);
    expect(await board(deal.applicationId)).toEqual(boardBefore);

    // The person confirms a soft circle: recorded once, for them, from the mail.
    const confirmed = await post("/api/deal-room/answer-link/answer", {
      token,
      answer: { kind: "soft-circle", amount: 250_000, currency: "USD" },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().current).toMatchObject({
      kind: "soft-circle",
      amount: 250_000,
      currency: "USD",
      answeredByEmail: email,
    });
    const card = (await board(deal.applicationId)).cards[0];
    expect(card).toMatchObject({ column: "Soft", answeredLate: false });
    const events = await t.db
      .select({ event: dealAccessEvents.event })
      .from(dealAccessEvents)
      .where(eq(dealAccessEvents.applicationId, deal.applicationId));
    expect(events.map(({ event }) => event)).toContain(
      "answered from the mail: Soft circle, USD 250,000",
    );
    const [audited] = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.entityId, deal.applicationId), eq(auditEvents.action, "Firm answered")),
      );
    expect(audited?.detail).toBe(
      `${deal.firmName("ghaf")}: Soft circle, USD 250,000, by ${email}, from the mail`,
    );

    // The code asked for before the scanner came still opens the room.
    const [codeMail] = await mailsTo(t.db, email, "deal-code");
    const code = /code is (\d{6})/.exec(codeMail?.text ?? "")?.[1] ?? "";
    const verified = await post("/api/deal-room/verify", {
      token: await dealLinkTokenOf(t.db, email),
      email,
      code,
    });
    expect(verified.statusCode).toBe(200);
  });

  it("refuses an answer a withdrawn link offers with what happened, a guessed token with the one answer, and a half-given answer with its reason", async () => {
    const deal = await aSharedDeal(t.app, t.db, admin, ["sidr"]);
    const email = deal.emailOf("sidr");
    const [share] = await mailsTo(t.db, email, "deal-link");
    const token = tokenOfLink(answerLinksIn(share?.text ?? "").Pass ?? "");

    const halfGiven = await post("/api/deal-room/answer-link/answer", {
      token,
      answer: { kind: "pass" },
    });
    expect(halfGiven.statusCode).toBe(400);
    expect(halfGiven.json().message).toMatch(/Choose a reason from the list/);

    const guessed = await post("/api/deal-room/answer-link", { token: `${token}x` });
    expect(guessed.statusCode).toBe(403);
    expect(guessed.json().message).toBe(DEAL_LINK_NOT_VALID);

    await t.db
      .update(dealLinks)
      .set({ revokedAt: new Date("2026-11-20T08:00:00Z") })
      .where(eq(dealLinks.email, email));
    const refused = await post("/api/deal-room/answer-link/answer", {
      token,
      answer: { kind: "pass", passReason: "Outside our thesis" },
    });
    expect(refused.statusCode).toBe(403);
    const opened = await post("/api/deal-room/answer-link", { token });
    expect(opened.statusCode).toBe(403);
    expect(opened.json().message).toMatch(
      /^This link was withdrawn on 20 November 2026\. Write to /,
    );
    expect(
      await t.db
        .select()
        .from(dealAnswers)
        .where(eq(dealAnswers.applicationId, deal.applicationId)),
    ).toEqual([]);
  });

  it("gives each reminder answer links of its own, which work beside the first mail's; an answer from the mail ends the reminders", async () => {
    const deal = await aSharedDeal(t.app, t.db, admin, ["barjeel"]);
    const email = deal.emailOf("barjeel");
    // The date is the end of Tuesday 8 December 2026 in Abu Dhabi.
    await t.db
      .update(dealShares)
      .set({ respondBy: new Date("2026-12-08T20:00:00Z") })
      .where(eq(dealShares.applicationId, deal.applicationId));
    const remind = (now: string) =>
      sendDealReminders({ db: t.db, mailer: t.app.mailer, siteUrl: SITE }, new Date(now));
    await remind("2026-11-30T05:05:00Z");
    const [reminder] = await mailsTo(t.db, email, "deal-reminder");
    const [share] = await mailsTo(t.db, email, "deal-link");
    const fromReminder = tokenOfLink(answerLinksIn(reminder?.text ?? "").Interested ?? "");
    const fromShare = tokenOfLink(answerLinksIn(share?.text ?? "").Interested ?? "");
    expect(fromReminder).toMatch(/^[\w-]{20,}$/);
    expect(fromReminder).not.toBe(fromShare);

    const answered = await post("/api/deal-room/answer-link/answer", {
      token: fromShare,
      answer: { kind: "interested", note: "Keen on the Gulf cafés." },
    });
    expect(answered.statusCode).toBe(200);
    // The reminder's links now show the answer given.
    const opened = await post("/api/deal-room/answer-link", { token: fromReminder });
    expect(opened.json().current).toMatchObject({ kind: "interested", answeredByEmail: email });
    // On the day, no reminder: the firm has answered.
    await remind("2026-12-08T05:05:00Z");
    expect(await mailsTo(t.db, email, "deal-reminder")).toHaveLength(1);
  });

  it("takes an answer after the respond-by date, says it is late, and the board marks it so", async () => {
    const deal = await aSharedDeal(t.app, t.db, admin, ["samha"]);
    await t.db
      .update(dealShares)
      .set({ respondBy: new Date(Date.now() - 60_000) })
      .where(eq(dealShares.applicationId, deal.applicationId));
    const [share] = await mailsTo(t.db, deal.emailOf("samha"), "deal-link");
    const token = tokenOfLink(answerLinksIn(share?.text ?? "").Pass ?? "");
    const opened = await post("/api/deal-room/answer-link", { token });
    expect(opened.json()).toMatchObject({ late: true, current: null });
    const answered = await post("/api/deal-room/answer-link/answer", {
      token,
      answer: { kind: "pass", passReason: "Too early for us" },
    });
    expect(answered.statusCode).toBe(200);
    expect((await board(deal.applicationId)).cards[0]).toMatchObject({
      column: "Passed",
      answeredLate: true,
    });
  });
});
