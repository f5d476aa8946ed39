import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { dealNotifications } from "../db/schema/deal-questions";
import { dealAccessEvents, dealLinkCodes, dealLinks, dealViewerSessions } from "../db/schema/deals";
import { loginAsAdmin } from "../test/admin";
import { aSharedDeal, dealViewerCookie } from "../test/deal-viewers";
import { useTestApp } from "../test/helpers";
import { ruleBoundaries } from "../test/retention";
import { silentLog } from "../test/silent-log";
import { planRetention, runRetention } from "./retention";

// The deal room's data under the retention rules (docs/decisions/064-deal-questions.md): a record
// a day past each rule's date goes, one a day short of it stays, and a live viewer keeps reading.

const log = silentLog;

describe("retention of the deal room's data", () => {
  const t = useTestApp();

  it("removes expired codes and sessions, old access records and old notifications, and no more", async () => {
    const admin = await loginAsAdmin(t.app, t.db);
    const deal = await aSharedDeal(t.app, t.db, admin.headers, ["alpha"]);
    const cookie = await dealViewerCookie(t.app, t.db, deal.emailOf("alpha"));
    // The first reading: an access record and the sharer's notification, both of today.
    expect(
      (await t.app.inject({ method: "GET", url: "/api/deal-room/deal", headers: { cookie } }))
        .statusCode,
    ).toBe(200);
    const [link] = await t.db.select().from(dealLinks);
    const linkId = link?.id ?? "";
    const now = new Date();
    const plan0 = await planRetention(t.db, now);
    const { past, short } = ruleBoundaries(plan0);
    // Today's rows: the code used to sign in and the live session are not past any date yet.
    expect(plan0.filter(({ records }) => records.length > 0).map(({ rule }) => rule.id)).toEqual(
      [],
    );

    const expected: Record<string, string> = {};
    const pair = async (rule: string, insert: (at: Date) => Promise<{ id: string }[]>) => {
      const [gone] = await insert(past(rule));
      await insert(short(rule));
      expected[rule] = gone?.id ?? "";
    };
    await pair("deal-link-codes", (at) =>
      t.db
        .insert(dealLinkCodes)
        .values({ linkId, email: "a@x.example", codeHash: "h", createdAt: at, expiresAt: at })
        .returning({ id: dealLinkCodes.id }),
    );
    await pair("deal-viewer-sessions", (at) =>
      t.db
        .insert(dealViewerSessions)
        .values({ linkId, email: "a@x.example", tokenHash: `t${at.getTime()}`, expiresAt: at })
        .returning({ id: dealViewerSessions.id }),
    );
    await pair("deal-access-events", (at) =>
      t.db
        .insert(dealAccessEvents)
        .values({
          applicationId: deal.applicationId,
          firmId: deal.firmIds.alpha,
          linkId,
          email: "a@x.example",
          event: "memo viewed",
          createdAt: at,
        })
        .returning({ id: dealAccessEvents.id }),
    );
    await pair("deal-notifications", (at) =>
      t.db
        .insert(dealNotifications)
        .values({
          adminId: admin.id,
          applicationId: deal.applicationId,
          firmId: deal.firmIds.alpha ?? "",
          kind: "question",
          text: "Old news",
          createdAt: at,
        })
        .returning({ id: dealNotifications.id }),
    );

    const plan = await planRetention(t.db, now);
    const planned = Object.fromEntries(
      plan
        .filter(({ records }) => records.length > 0)
        .map(({ rule, records }) => [rule.id, records.map((record) => record.id)]),
    );
    expect(planned).toEqual(
      Object.fromEntries(Object.entries(expected).map(([rule, id]) => [rule, [id]])),
    );
    expect(plan.find(({ rule }) => rule.id === "deal-access-events")?.rule.reason).toBe(
      "more than 24 months old",
    );

    const report = await runRetention({ db: t.db, storage: null, log }, now);
    expect(report.rules.filter((rule) => rule.count > 0).map((rule) => rule.id)).toEqual(
      Object.keys(expected),
    );
    for (const [table, column, id] of [
      [dealLinkCodes, dealLinkCodes.id, expected["deal-link-codes"]],
      [dealViewerSessions, dealViewerSessions.id, expected["deal-viewer-sessions"]],
      [dealAccessEvents, dealAccessEvents.id, expected["deal-access-events"]],
      [dealNotifications, dealNotifications.id, expected["deal-notifications"]],
    ] as const) {
      expect(await t.db.$count(table, eq(column, id ?? ""))).toBe(0);
    }
    // The ones a day short stay, and so does the live viewer, who still reads the deal.
    expect(await t.db.$count(dealNotifications)).toBe(2);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/deal-room/deal", headers: { cookie } }))
        .statusCode,
    ).toBe(200);
  });
});
