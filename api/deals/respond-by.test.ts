import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { businessCalendar } from "../../core/business-days";
import { auditEvents } from "../db/schema/audit";
import { dealNotifications } from "../db/schema/deal-questions";
import { dealLinks, dealShares } from "../db/schema/deals";
import { loginAsAdmin } from "../test/admin";
import { aSharedDeal, dealViewerCookie } from "../test/deal-viewers";
import { anApplication } from "../test/factories";
import { useTestApp } from "../test/helpers";
import { mailsTo } from "../test/outbox";
import { founderReach } from "./board";
import { recordNoAnswers } from "./no-answers";
import { reminderDue, sendDealReminders } from "./reminders";

describe("a deal's respond-by date and its reminders", () => {
  const t = useTestApp({ SITE_URL: "https://nakhla.example" });
  let admin: Record<string, string>;

  beforeAll(async () => {
    admin = (await loginAsAdmin(t.app, t.db, { name: "Noura Al Habsi" })).headers;
  });

  const shareOf = async (applicationId: string) =>
    (await t.db.select().from(dealShares).where(eq(dealShares.applicationId, applicationId)))[0];
  const board = async (applicationId: string) =>
    (
      await t.app.inject({
        method: "GET",
        url: `/api/admin/applications/${applicationId}/syndication-board`,
        headers: admin,
      })
    ).json();
  const reminders = (now: Date) =>
    sendDealReminders({ db: t.db, mailer: t.app.mailer, siteUrl: "https://nakhla.example" }, now);

  it("asks for an answer 10 business days after the share, in the mail and in the room", async () => {
    const deal = await aSharedDeal(t.app, t.db, admin, ["sadu"]);
    const share = await shareOf(deal.applicationId);
    const respondBy = share?.respondBy;
    expect(respondBy).toBeInstanceOf(Date);
    // The end of a day in Abu Dhabi: midnight there is 20:00 UTC.
    expect(respondBy?.toISOString()).toMatch(/T20:00:00\.000Z$/);
    const sharedAt = share?.createdAt ?? new Date();
    // Ten business days after the day of the share, to the end of the tenth in Abu Dhabi: more
    // than 12 calendar days (a share late on a Sunday there is answered by the Friday 12 days
    // on) and no more than 14 plus a holiday stretch such as Eid (four days) or National Day
    // (three).
    const days = ((respondBy?.getTime() ?? 0) - sharedAt.getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(12);
    expect(days).toBeLessThan(22);
    const day = new Date((respondBy?.getTime() ?? 0) - 1).toLocaleDateString("en-GB", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "Asia/Dubai",
    });
    const [mail] = await mailsTo(t.db, deal.emailOf("sadu"), "deal-link");
    expect(mail?.text).toContain(
      `Please answer by ${day} (interested, pass, or a soft or hard circle), in the memo's page.`,
    );
    const cookie = await dealViewerCookie(t.app, t.db, deal.emailOf("sadu"));
    const room = await t.app.inject({
      method: "GET",
      url: "/api/deal-room/deal",
      headers: { cookie },
    });
    expect(room.json().respondBy).toBe(respondBy?.toISOString());
  });

  it("takes the business days staff choose, and refuses a number out of range", async () => {
    const deal = await aSharedDeal(t.app, t.db, admin, ["tamr"]);
    for (const respondInBusinessDays of [0, 66, 1.5]) {
      const refused = await t.app.inject({
        method: "POST",
        url: `/api/admin/applications/${deal.applicationId}/shares`,
        headers: admin,
        payload: { firmIds: Object.values(deal.firmIds), respondInBusinessDays },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/business day/);
    }
  });

  it("shows a firm that let the date pass apart, still takes its answer, and marks it late", async () => {
    const deal = await aSharedDeal(t.app, t.db, admin, ["falaj", "qasr"]);
    const past = new Date(Date.now() - 60_000);
    await t.db
      .update(dealShares)
      .set({ respondBy: past })
      .where(eq(dealShares.applicationId, deal.applicationId));
    const before = await board(deal.applicationId);
    expect(before.cards.map((card: { column: string }) => card.column)).toEqual([
      "No answer by the date",
      "No answer by the date",
    ]);
    // The founder's page counts them apart from the answers: neither answered nor passed.
    expect(await founderReach(t.db, deal.applicationId, new Date())).toMatchObject({
      firms: 2,
      answered: 0,
      unanswered: 2,
    });
    const cookie = await dealViewerCookie(t.app, t.db, deal.emailOf("falaj"));
    const answered = await t.app.inject({
      method: "PUT",
      url: "/api/deal-room/answer",
      headers: { cookie },
      payload: { kind: "interested" },
    });
    expect(answered.statusCode).toBe(200);
    const after = await board(deal.applicationId);
    const falaj = after.cards.find(
      (card: { firmName: string }) => card.firmName === deal.firmName("falaj"),
    );
    expect(falaj).toMatchObject({ column: "Interested", answeredLate: true });
    const qasr = after.cards.find(
      (card: { firmName: string }) => card.firmName === deal.firmName("qasr"),
    );
    expect(qasr).toMatchObject({ column: "No answer by the date", answeredLate: false });
    expect(await founderReach(t.db, deal.applicationId, new Date())).toMatchObject({
      answered: 1,
      unanswered: 1,
    });
  });

  it("says which reminder is due: 3 business days before the date, and on the day", () => {
    // National Day: 1–3 December 2026 are holidays, 5–6 the weekend.
    const calendar = businessCalendar(["2026-12-01", "2026-12-02", "2026-12-03"]);
    // The date is Tuesday 8 December; counting back 3 business days: Monday 7, Friday 4, and
    // (past the holidays and the weekend) Monday 30 November, when the first reminder is due.
    expect(reminderDue(calendar, "2026-12-08", "2026-11-27")).toBeNull();
    expect(reminderDue(calendar, "2026-12-08", "2026-11-30")).toBe("before");
    expect(reminderDue(calendar, "2026-12-08", "2026-12-02")).toBe("before");
    expect(reminderDue(calendar, "2026-12-08", "2026-12-07")).toBe("before");
    expect(reminderDue(calendar, "2026-12-08", "2026-12-08")).toBe("on-the-day");
    expect(reminderDue(calendar, "2026-12-08", "2026-12-09")).toBeNull();
  });

  it("reminds each person who has not answered once before the date and once on the day, never a firm that answered or a revoked link", async () => {
    const deal = await aSharedDeal(t.app, t.db, admin, ["zayed", "hili", "wadi"]);
    // The date is the end of Tuesday 8 December 2026 in Abu Dhabi.
    const respondBy = new Date("2026-12-08T20:00:00Z");
    await t.db
      .update(dealShares)
      .set({ respondBy })
      .where(eq(dealShares.applicationId, deal.applicationId));
    // hili answers; wadi's link is revoked.
    const cookie = await dealViewerCookie(t.app, t.db, deal.emailOf("hili"));
    await t.app.inject({
      method: "PUT",
      url: "/api/deal-room/answer",
      headers: { cookie },
      payload: { kind: "pass", passReason: "Outside our thesis" },
    });
    await t.db
      .update(dealLinks)
      .set({ revokedAt: new Date("2026-11-20T08:00:00Z") })
      .where(eq(dealLinks.email, deal.emailOf("wadi")));

    const zayedReminders = async () =>
      (await mailsTo(t.db, deal.emailOf("zayed"), "deal-reminder")).length;
    // Friday 27 November: too early.
    await reminders(new Date("2026-11-27T06:00:00Z"));
    expect(await zayedReminders()).toBe(0);
    // Monday 30 November, 09:05 in Abu Dhabi: the first; the next hour, nothing again.
    await reminders(new Date("2026-11-30T05:05:00Z"));
    await reminders(new Date("2026-11-30T06:05:00Z"));
    expect(await zayedReminders()).toBe(1);
    // Tuesday 8 December: the day, once.
    await reminders(new Date("2026-12-08T05:05:00Z"));
    await reminders(new Date("2026-12-08T12:05:00Z"));
    expect(await zayedReminders()).toBe(2);
    // After the date: nothing more.
    await reminders(new Date("2026-12-09T05:05:00Z"));
    expect(await zayedReminders()).toBe(2);

    const zayed = await mailsTo(t.db, deal.emailOf("zayed"), "deal-reminder");
    expect(zayed.map((mail) => mail.subject).sort()).toEqual(
      [
        `${anApplication().startupName}: your answer is asked by 8 December 2026`,
        `${anApplication().startupName}: your answer is asked by today, 8 December 2026`,
      ].sort(),
    );
    expect(zayed[0]?.text).toContain(
      `shared its analyst memo on ${anApplication().startupName} with ${deal.firmName("zayed")} and asks for an answer by 8 December 2026`,
    );
    expect(await mailsTo(t.db, deal.emailOf("hili"), "deal-reminder")).toEqual([]);
    expect(await mailsTo(t.db, deal.emailOf("wadi"), "deal-reminder")).toEqual([]);
  });

  it("sends each reminder once when two instances run the job at the same moment", async () => {
    const deal = await aSharedDeal(t.app, t.db, admin, ["liwa", "ajban"]);
    await t.db
      .update(dealShares)
      .set({ respondBy: new Date("2026-12-08T20:00:00Z") })
      .where(eq(dealShares.applicationId, deal.applicationId));
    // Two runs at once, as two instances' schedulers would start them: each claim is one row.
    const runs = await Promise.all([
      reminders(new Date("2026-12-03T05:05:00Z")),
      reminders(new Date("2026-12-03T05:05:00Z")),
    ]);
    const sentHere = async (key: string) =>
      (await mailsTo(t.db, deal.emailOf(key), "deal-reminder")).length;
    expect([await sentHere("liwa"), await sentHere("ajban")]).toEqual([1, 1]);
    // Between them the two runs sent these two and nothing twice (other tests' deals may be due too).
    const total = runs[0].sent + runs[1].sent;
    const again = await reminders(new Date("2026-12-03T06:05:00Z"));
    expect(again.sent).toBe(0);
    expect(total).toBeGreaterThanOrEqual(2);
  });

  it("records a firm's silence once at the date, never a firm that answered or a withdrawn share", async () => {
    const startup = "Sidra Freight";
    const deal = await aSharedDeal(
      t.app,
      t.db,
      admin,
      ["sidr", "ghaf", "arak"],
      anApplication({ startupName: startup }),
    );
    const cookie = await dealViewerCookie(t.app, t.db, deal.emailOf("sidr"));
    const answered = await t.app.inject({
      method: "PUT",
      url: "/api/deal-room/answer",
      headers: { cookie },
      payload: { kind: "pass", passReason: "Too early for us" },
    });
    expect(answered.statusCode).toBe(200);
    const respondBy = new Date("2025-12-18T20:00:00Z");
    await t.db
      .update(dealShares)
      .set({ respondBy })
      .where(eq(dealShares.applicationId, deal.applicationId));
    await t.db
      .update(dealShares)
      .set({ revokedAt: new Date("2025-12-10T08:00:00Z") })
      .where(eq(dealShares.firmId, deal.firmIds.arak ?? ""));
    const silences = () =>
      t.db
        .select({ firmId: dealShares.firmId, noAnswerAt: dealShares.noAnswerAt })
        .from(dealShares)
        .where(eq(dealShares.applicationId, deal.applicationId));
    const noticesOf = () =>
      t.db
        .select({ text: dealNotifications.text })
        .from(dealNotifications)
        .where(
          and(
            eq(dealNotifications.applicationId, deal.applicationId),
            eq(dealNotifications.kind, "no-answer"),
          ),
        );
    const historyOf = () =>
      t.db
        .select({ detail: auditEvents.detail, by: auditEvents.adminName })
        .from(auditEvents)
        .where(
          and(
            eq(auditEvents.entityId, deal.applicationId),
            eq(auditEvents.action, "No answer by the date"),
          ),
        );

    // Before the date passes, nothing.
    await recordNoAnswers(t, new Date("2025-12-18T19:59:00Z"));
    expect(await noticesOf()).toEqual([]);

    // Past it, two instances at once: Ghaf's silence once, by one of them.
    const after = new Date("2025-12-19T05:05:00Z");
    await Promise.all([recordNoAnswers(t, after), recordNoAnswers(t, after)]);
    await recordNoAnswers(t, new Date("2025-12-19T06:05:00Z"));
    const byFirm = new Map((await silences()).map((row) => [row.firmId, row.noAnswerAt]));
    expect(byFirm.get(deal.firmIds.ghaf ?? "")).toEqual(respondBy);
    expect(byFirm.get(deal.firmIds.sidr ?? "")).toBeNull();
    expect(byFirm.get(deal.firmIds.arak ?? "")).toBeNull();
    expect(await noticesOf()).toEqual([
      {
        text: `${deal.firmName("ghaf")} gave no answer on ${startup} by the date: asked by 18 December 2025`,
      },
    ]);
    expect(await historyOf()).toEqual([
      {
        detail: `${deal.firmName("ghaf")} gave no answer by 18 December 2025`,
        by: "Respond-by clock",
      },
    ]);

    // Ghaf answers late: the answer is its column, and the silence stays recorded.
    const ghaf = await dealViewerCookie(t.app, t.db, deal.emailOf("ghaf"));
    const late = await t.app.inject({
      method: "PUT",
      url: "/api/deal-room/answer",
      headers: { cookie: ghaf },
      payload: { kind: "interested" },
    });
    expect(late.statusCode).toBe(200);
    const card = (await board(deal.applicationId)).cards.find(
      (row: { firmName: string }) => row.firmName === deal.firmName("ghaf"),
    );
    expect(card).toMatchObject({ column: "Interested", answeredLate: true });
    await recordNoAnswers(t, new Date("2025-12-20T05:05:00Z"));
    expect(await noticesOf()).toHaveLength(1);
    expect(
      new Map((await silences()).map((row) => [row.firmId, row.noAnswerAt])).get(
        deal.firmIds.ghaf ?? "",
      ),
    ).toEqual(respondBy);
  });
});
