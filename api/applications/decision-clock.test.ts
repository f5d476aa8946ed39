import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { businessCalendar, businessDaysBetween } from "../../core/business-days";
import { SCORED_TOPICS } from "../../core/scorecard";
import {
  businessDayOrdinalsSql,
  businessDaysBetweenSql,
  businessDaysWithinSql,
  firmDayWithinSql,
} from "../calendar/business-days-sql";
import { applications } from "../db/schema/applications";
import { publicHolidays } from "../db/schema/calendar";
import { loginAsAdmin, loginAsReviewer } from "../test/admin";
import { anApplication } from "../test/factories";
import { aPaidApplication } from "../test/founder";
import { useTestApp } from "../test/helpers";

type Headers = Record<string, string>;

describe("the decision clock", () => {
  const t = useTestApp();
  let admin: { headers: Headers };

  beforeAll(async () => {
    admin = await loginAsAdmin(t.app, t.db, { name: "Huda Saleh" });
  });

  const record = async (id: string) =>
    (
      await t.app.inject({
        method: "GET",
        url: `/api/admin/applications/${id}`,
        headers: admin.headers,
      })
    ).json();
  const setClock = (id: string, values: Partial<typeof applications.$inferInsert>) =>
    t.db.update(applications).set(values).where(eq(applications.id, id));
  const decide = (id: string, notify: "accepted" | "declined") =>
    t.app.inject({
      method: "PATCH",
      url: "/api/apply/update-status",
      headers: admin.headers,
      payload: { applicationId: id, status: "Resolved", notify },
    });
  const score = (headers: Headers, id: string, submit: boolean) =>
    t.app.inject({
      method: "PUT",
      url: `/api/admin/applications/${id}/scorecard`,
      headers,
      payload: {
        scores: Object.fromEntries(SCORED_TOPICS.map((topic) => [topic, 3])),
        notes: {},
        redFlag: false,
        submit,
      },
    });

  it("counts in SQL the business days core counts, over the year's edges and holidays", async () => {
    const calendar = businessCalendar(
      (await t.db.select({ day: publicHolidays.day }).from(publicHolidays)).map((row) => row.day),
    );
    // Friday evenings, Sunday nights, the days around Eid and National Day, the year's turn.
    const instants = [
      "2026-03-13T18:30:00+04:00",
      "2026-03-15T23:59:00+04:00",
      "2026-03-18T09:00:00+04:00",
      "2026-03-23T00:00:00+04:00",
      "2026-05-22T19:00:00+04:00",
      "2026-06-01T08:00:00+04:00",
      "2026-11-27T21:00:00+04:00",
      "2026-11-30T23:30:00+04:00",
      "2026-12-04T10:00:00+04:00",
      "2026-12-31T20:00:00Z",
      "2027-01-04T09:00:00+04:00",
    ].map((instant) => new Date(instant));
    for (const from of instants) {
      for (const to of instants) {
        const [row] = await t.db
          .select({
            days: businessDaysBetweenSql(
              sql`${from.toISOString()}::timestamptz`,
              sql`${to.toISOString()}::timestamptz`,
            ),
          })
          .from(sql`(select 1) as one`);
        expect(Number(row?.days), `${from.toISOString()} → ${to.toISOString()}`).toBe(
          businessDaysBetween(calendar, from, to),
        );
        // The same count read from a calendar counted once (api/insights/), its days by the
        // calendar's offset.
        const within = (await t.db.execute(
          sql`with calendar as (${businessDayOrdinalsSql(
            sql`'2026-03-01'`,
            sql`'2027-02-01'`,
          )}) select ${businessDaysWithinSql(
            sql`calendar`,
            firmDayWithinSql(sql`calendar`, sql`${from.toISOString()}::timestamptz`),
            firmDayWithinSql(sql`calendar`, sql`${to.toISOString()}::timestamptz`),
          )} as days`,
        )) as unknown as { rows: { days: number }[] };
        expect(Number(within.rows[0]?.days), `${from.toISOString()} → ${to.toISOString()}`).toBe(
          businessDaysBetween(calendar, from, to),
        );
      }
    }
  });

  it("runs from the payment, skips the weekend and the National Day holidays, and stops at the decision mail", async () => {
    const { applicationId } = await aPaidApplication(
      t.app,
      anApplication({ startupName: "Falak Labs" }),
    );
    const fresh = (await record(applicationId)).application.clock;
    expect(fresh).toMatchObject({
      stage: "Received",
      daysTotal: 0,
      daysInStage: 0,
      targetDays: 10,
      overdue: false,
      decidedAt: null,
    });
    expect(Date.now() - Date.parse(fresh.paidAt)).toBeLessThan(60_000);

    // Paid on Thursday 26 November 2026 in Abu Dhabi, decided on Monday 7 December: Friday 27,
    // Monday 30, then 1–3 December are holidays, Friday 4 and Monday 7: four business days.
    await setClock(applicationId, {
      paidAt: new Date("2026-11-26T10:00:00+04:00"),
      stageSince: new Date("2026-11-30T09:00:00+04:00"),
      founderStage: "Under review",
      decisionSentAt: new Date("2026-12-07T12:00:00+04:00"),
    });
    expect((await record(applicationId)).application.clock).toMatchObject({
      stage: "Under review",
      daysTotal: 4,
      daysInStage: 2,
      decidedAt: "2026-12-07T08:00:00.000Z",
      overdue: false,
    });
  });

  it("marks an undecided application past the target overdue, and sorts the longest waiting first", async () => {
    const late = await aPaidApplication(t.app, anApplication({ startupName: "Slowpoke Co" }));
    const later = await aPaidApplication(t.app, anApplication({ startupName: "Slowest Co" }));
    const now = Date.now();
    await setClock(late.applicationId, { paidAt: new Date(now - 20 * 86_400_000) });
    await setClock(later.applicationId, { paidAt: new Date(now - 40 * 86_400_000) });
    const clock = (await record(late.applicationId)).application.clock;
    expect(clock.daysTotal).toBeGreaterThan(10);
    expect(clock.overdue).toBe(true);

    const target = await t.app.inject({
      method: "PUT",
      url: "/api/admin/business-calendar/decision-target",
      headers: admin.headers,
      payload: { decisionDays: 30 },
    });
    expect(target.statusCode).toBe(200);
    expect((await record(late.applicationId)).application.clock).toMatchObject({
      targetDays: 30,
      overdue: false,
    });

    const page = await t.app.inject({
      method: "GET",
      url: "/api/admin/applications?sort=waiting",
      headers: admin.headers,
    });
    const names = page.json().items.map((item: { startupName: string }) => item.startupName);
    expect(names.slice(0, 2)).toEqual(["Slowest Co", "Slowpoke Co"]);
  });

  it("refuses a target that is not a whole number of business days from 1 to 65", async () => {
    for (const decisionDays of [0, 66, 2.5, "ten"]) {
      const response = await t.app.inject({
        method: "PUT",
        url: "/api/admin/business-calendar/decision-target",
        headers: admin.headers,
        payload: { decisionDays },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/business day/);
    }
  });

  it("sends a paid application's decision only after two scorecards, and says whose are missing", async () => {
    const { applicationId } = await aPaidApplication(
      t.app,
      anApplication({ startupName: "Two Eyes" }),
    );
    const none = await decide(applicationId, "declined");
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(
      "The decision can be sent once 2 reviewers without a conflict of interest have scored this application independently: 2 more scorecards are missing. Nobody has scored it yet.",
    );

    const first = await loginAsReviewer(t.app, t.db, { name: "Rana Aziz" });
    const second = await loginAsReviewer(t.app, t.db, { name: "Omar Said" });
    expect((await score(first.headers, applicationId, true)).statusCode).toBe(200);
    expect((await score(second.headers, applicationId, false)).statusCode).toBe(200);
    const one = await decide(applicationId, "accepted");
    expect(one.statusCode).toBe(409);
    expect(one.json().message).toBe(
      "The decision can be sent once 2 reviewers without a conflict of interest have scored this application independently: 1 more scorecard is missing. Scored by Rana Aziz. Started, not submitted: Omar Said.",
    );
    expect((await record(applicationId)).decisionReadiness).toEqual({
      needed: 2,
      scoredBy: ["Rana Aziz"],
      startedBy: ["Omar Said"],
      notCounted: [],
    });
    // Nothing changed while it was refused: still undecided, no mail stopped the clock.
    const refused = (await record(applicationId)).application;
    expect(refused.status).toBe("Pending");
    expect(refused.clock.decidedAt).toBeNull();

    expect((await score(second.headers, applicationId, true)).statusCode).toBe(200);
    const sent = await decide(applicationId, "accepted");
    expect(sent.statusCode).toBe(200);
    const decided = (await record(applicationId)).application.clock;
    expect(decided.stage).toBe("Decision made");
    expect(decided.decidedAt).not.toBeNull();

    // A second decision mail does not move the clock's end.
    await decide(applicationId, "declined");
    expect((await record(applicationId)).application.clock.decidedAt).toBe(decided.decidedAt);
  });

  it("moves the stage's start with the stage, and an undo gives it back", async () => {
    const { applicationId } = await aPaidApplication(
      t.app,
      anApplication({ startupName: "Undo Me" }),
    );
    const before = new Date("2026-11-02T09:00:00+04:00");
    await setClock(applicationId, { stageSince: before });
    const change = await t.app.inject({
      method: "PATCH",
      url: "/api/apply/update-status",
      headers: admin.headers,
      payload: {
        applicationId,
        status: "In Discussion",
        changeId: "7b1f0a52-8c1e-4d0c-9a11-6f1d2c3b4a59",
      },
    });
    expect(change.statusCode).toBe(200);
    const moved = (await record(applicationId)).application.clock;
    expect(moved.stage).toBe("Under review");
    expect(Date.now() - Date.parse(moved.stageSince)).toBeLessThan(60_000);

    const undo = await t.app.inject({
      method: "POST",
      url: "/api/admin/changes/7b1f0a52-8c1e-4d0c-9a11-6f1d2c3b4a59/undo",
      headers: admin.headers,
    });
    expect(undo.statusCode).toBe(200);
    const back = (await record(applicationId)).application.clock;
    expect(back.stage).toBe("Received");
    // Before the payment, so the stage counts from the payment.
    expect(back.stageSince).toBe(back.paidAt);
  });
});
