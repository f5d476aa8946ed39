import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { dealShares } from "../db/schema/deals";
import { loginAsAdmin } from "../test/admin";
import { aSharedDeal, dealViewerCookie } from "../test/deal-viewers";
import { type TestContext, useTestApp } from "../test/helpers";
import { TEST_NOW_HEADER } from "./clock";

// The project's clock (docs/decisions/082-test-clock.md): a test server serves a request at the
// instant its x-test-now header names; any other server ignores the header.

const DAY = 24 * 60 * 60 * 1000;

/** A deal shared with two firms, its respond-by date, and reading it at an instant. */
async function aDealAndItsDate(t: TestContext) {
  const admin = (await loginAsAdmin(t.app, t.db)).headers;
  const deal = await aSharedDeal(t.app, t.db, admin, ["falaj", "qasr"]);
  const [share] = await t.db
    .select()
    .from(dealShares)
    .where(eq(dealShares.applicationId, deal.applicationId));
  const respondBy = share?.respondBy ?? new Date(0);
  const at = (instant?: Date) => ({
    ...admin,
    ...(instant ? { [TEST_NOW_HEADER]: instant.toISOString() } : {}),
  });
  const columns = async (instant?: Date) =>
    (
      await t.app.inject({
        method: "GET",
        url: `/api/admin/applications/${deal.applicationId}/syndication-board`,
        headers: at(instant),
      })
    )
      .json()
      .cards.map((card: { column: string }) => card.column);
  return { deal, respondBy, at, columns };
}

describe("a test server's clock", () => {
  const t = useTestApp({ TEST_CLOCK: "true" });
  let deal: Awaited<ReturnType<typeof aDealAndItsDate>>;
  beforeAll(async () => {
    deal = await aDealAndItsDate(t);
  });

  it("serves the board at the instant the request names, and at the real time without one", async () => {
    const dayAfter = new Date(deal.respondBy.getTime() + DAY);
    expect(await deal.columns(dayAfter)).toEqual([
      "No answer by the date",
      "No answer by the date",
    ]);
    expect(await deal.columns(new Date(deal.respondBy.getTime() - 60_000))).toEqual([
      "Not opened",
      "Not opened",
    ]);
    expect(await deal.columns()).toEqual(["Not opened", "Not opened"]);
  });

  it("records an answer given past the date as late, and counts the date in the firm's record", async () => {
    const dayAfter = new Date(deal.respondBy.getTime() + DAY);
    const cookie = await dealViewerCookie(t.app, t.db, deal.deal.emailOf("falaj"));
    const answered = await t.app.inject({
      method: "PUT",
      url: "/api/deal-room/answer",
      headers: { cookie, [TEST_NOW_HEADER]: dayAfter.toISOString() },
      payload: { kind: "interested" },
    });
    expect(answered.statusCode).toBe(200);
    const board = await t.app.inject({
      method: "GET",
      url: `/api/admin/applications/${deal.deal.applicationId}/syndication-board`,
      headers: deal.at(dayAfter),
    });
    expect(
      board
        .json()
        .cards.map((card: { column: string; answeredLate: boolean }) => [
          card.column,
          card.answeredLate,
        ]),
    ).toEqual([
      ["Interested", true],
      ["No answer by the date", false],
    ]);
    const record = async (instant?: Date) =>
      (
        await t.app.inject({
          method: "GET",
          url: `/api/admin/affiliated-firms/${deal.deal.firmIds.qasr}/shares`,
          headers: deal.at(instant),
        })
      ).json();
    expect(await record(dayAfter)).toMatchObject({ due: 1, answered: 0, answerRatePercent: 0 });
    expect(await record()).toMatchObject({ due: 0, answered: 0 });
  });

  it("refuses an instant it cannot read, saying what it wants", async () => {
    const refused = await t.app.inject({
      method: "GET",
      url: `/api/admin/applications/${deal.deal.applicationId}/syndication-board`,
      headers: { ...deal.at(), [TEST_NOW_HEADER]: "next Tuesday" },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: "x-test-now must be a date and time, such as 2027-01-04T09:00:00Z.",
    });
  });
});

describe("any other server's clock", () => {
  const t = useTestApp();

  it("ignores the header: the real time, always", async () => {
    const deal = await aDealAndItsDate(t);
    expect(await deal.columns(new Date(deal.respondBy.getTime() + DAY))).toEqual([
      "Not opened",
      "Not opened",
    ]);
  });
});
