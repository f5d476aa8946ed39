import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addBusinessDays, businessCalendar, dayOf } from "../../core/business-days";
import { decisionTimesText } from "../../core/decision-times";
import { applications } from "../db/schema/applications";
import { publicHolidays } from "../db/schema/calendar";
import { createCoupon } from "../payments/coupons";
import { anApplication } from "../test/factories";
import { aPaidApplication, asFounder } from "../test/founder";
import { useTestApp } from "../test/helpers";
import { createApplication } from "./applications-repository";
import { firmDecisionTimes } from "./decision-times";

// The founder's clock and the firm's time to decision (docs/product.md, "The decision clock" and
// section 6), against a hand-built fixture: decisions whose business days from payment to decision
// mail are known, days counted over the firm's calendar as core counts them.

const DAY_MS = 86_400_000;
/** A moment of a day in Abu Dhabi, where the firm's days are counted. */
const inDubai = (day: string, time: string) => new Date(`${day}T${time}:00+04:00`);

describe("the founder's clock and the firm's time to decision", () => {
  const t = useTestApp();
  let calendar: ReturnType<typeof businessCalendar>;
  /** A business day about two months back: every fixture decision is paid on or after it. */
  let start: string;
  let founder: { applicationId: string; token: string };

  beforeAll(async () => {
    calendar = businessCalendar(
      (await t.db.select({ day: publicHolidays.day }).from(publicHolidays)).map((row) => row.day),
    );
    start = addBusinessDays(calendar, dayOf(calendar, new Date(Date.now() - 70 * DAY_MS)), 1);
    founder = await aPaidApplication(t.app, anApplication({ startupName: "Falak Labs" }));
  });

  const page = async (token: string) =>
    (await asFounder(t.app, token, { url: "/api/my-application" })).json();

  /**
   * A paid application decided `days` business days after its payment: paid at 10:00 on the
   * `offset`th business day after the start, its decision mail at 12:00 on the day `days` later.
   */
  async function aDecision(days: number, offset: number, id?: string) {
    const paidDay = addBusinessDays(calendar, start, offset);
    const values = {
      paidAt: inDubai(paidDay, "10:00"),
      decisionSentAt: inDubai(addBusinessDays(calendar, paidDay, days), "12:00"),
      founderStage: "Decision made",
      status: "Resolved",
    };
    const applicationId =
      id ??
      (
        await createApplication(t.db, anApplication(), {
          paymentId: `pay_fixture_${days}_${offset}`,
          couponCode: null,
          finalPrice: 500000,
          partnerName: null,
        })
      )._id;
    await t.db.update(applications).set(values).where(eq(applications.id, applicationId));
    return { applicationId, ...values };
  }

  it("shows a paid founder the stage since when and the business days since the payment", async () => {
    const body = await page(founder.token);
    expect(body.stage).toBe("Received");
    expect(body.clock).toMatchObject({ daysTotal: 0, decidedAt: null });
    // Received since the payment itself.
    expect(body.clock.stageSince).toBe(body.clock.paidAt);
    expect(Date.now() - Date.parse(body.clock.paidAt)).toBeLessThan(60_000);
    // Nothing decided yet: no figure, not even a placeholder.
    expect(body.decisionTimes).toBeNull();
  });

  it("gives a founder whose application was free no clock", async () => {
    await createCoupon(t.db, { code: "CLOCKFREE", partnerName: "Nakhla Scouts", finalPrice: 0 });
    const free = await t.app.inject({
      method: "POST",
      url: "/api/apply",
      payload: {
        ...anApplication({ startupName: "Free Co" }),
        couponCode: "CLOCKFREE",
        finalPrice: 0,
      },
    });
    expect(free.statusCode).toBe(201);
    expect((await page(free.json().founderToken)).clock).toBeNull();
  });

  it("counts the founder's days in business days, under review since its day, to the decision mail", async () => {
    const paidDay = addBusinessDays(calendar, start, 0);
    const reviewDay = addBusinessDays(calendar, paidDay, 2);
    await t.db
      .update(applications)
      .set({
        paidAt: inDubai(paidDay, "10:00"),
        stageSince: inDubai(reviewDay, "09:00"),
        founderStage: "Under review",
        status: "In Discussion",
      })
      .where(eq(applications.id, founder.applicationId));
    const running = await page(founder.token);
    expect(running.stage).toBe("Under review");
    expect(running.clock).toMatchObject({
      paidAt: inDubai(paidDay, "10:00").toISOString(),
      stageSince: inDubai(reviewDay, "09:00").toISOString(),
      decidedAt: null,
    });
    expect(running.clock.daysTotal).toBeGreaterThan(30);

    // Decided five business days after the payment: the clock stops there.
    const decided = await aDecision(5, 0, founder.applicationId);
    const body = await page(founder.token);
    expect(body.stage).toBe("Decision made");
    expect(body.clock).toEqual({
      paidAt: decided.paidAt.toISOString(),
      stageSince: inDubai(reviewDay, "09:00").toISOString(),
      decidedAt: decided.decisionSentAt.toISOString(),
      daysTotal: 5,
    });
  });

  it("shows no figure from 9 decisions, and counts only paid decisions of the last 12 months", async () => {
    // With the founder's 5: 1, 2, 3, 3, 5, 6, 7, 9, 15.
    for (const [index, days] of [1, 2, 3, 3, 6, 7, 9, 15].entries())
      await aDecision(days, index + 1);
    // Not counted: a decision mail 13 months ago, one for an application nothing was paid for,
    // and a paid application still waiting.
    const old = await aDecision(2, 3);
    await t.db
      .update(applications)
      .set({
        paidAt: new Date(Date.now() - 400 * DAY_MS),
        decisionSentAt: new Date(Date.now() - 396 * DAY_MS),
      })
      .where(eq(applications.id, old.applicationId));
    const unpaid = await aDecision(1, 4);
    await t.db
      .update(applications)
      .set({ paidAt: null })
      .where(eq(applications.id, unpaid.applicationId));
    await aPaidApplication(t.app, anApplication({ startupName: "Still Waiting" }));

    expect(await firmDecisionTimes(t.db)).toBeNull();
    expect((await page(founder.token)).decisionTimes).toBeNull();
  });

  it("shows the median and the 90th percentile from the 10th decision, as computed by hand", async () => {
    await aDecision(20, 9);
    // 1, 2, 3, 3, 5, 6, 7, 9, 15, 20: percentile_disc takes the 5th of 10 for the median (5) and
    // the 9th for the 90th percentile (15).
    const times = { decisions: 10, medianDays: 5, p90Days: 15 };
    expect(await firmDecisionTimes(t.db)).toEqual(times);
    expect((await page(founder.token)).decisionTimes).toEqual(times);
    expect(decisionTimesText(times, "en")).toBe(
      "Our time from payment to decision over the last 12 months: a median of 5 business days; 9 in 10 within 15 business days (from 10 decisions).",
    );
    expect(decisionTimesText(times, "ar")).toBe(
      "مدة اتخاذ قرارنا من الدفع إلى القرار خلال الأشهر الاثني عشر الماضية: الوسيط 5 أيام عمل، و9 من كل 10 قرارات صدرت في مدة أقصاها 15 يوم عمل (من 10 قرارات).",
    );

    // An 11th, of 1 day: 1, 1, 2, … the median is the 6th of 11 (5), the 90th percentile the 10th (15).
    await aDecision(1, 10);
    expect(await firmDecisionTimes(t.db)).toEqual({ decisions: 11, medianDays: 5, p90Days: 15 });
  });
});
