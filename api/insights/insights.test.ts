import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { APPLICATION_FEE_PAISE } from "../../core/constants";
import type { Insights } from "../../core/schemas/insights";
import { createApplication } from "../applications/applications-repository";
import { applicationDrafts } from "../db/schema/application-drafts";
import { applications } from "../db/schema/applications";
import { publicHolidays } from "../db/schema/calendar";
import { dealAnswers } from "../db/schema/deal-answers";
import { affiliatedFirms, dealAccessEvents, dealMemos, dealShares } from "../db/schema/deals";
import { paymentOrders } from "../db/schema/payments";
import { consultancyLeads, fundingInterest, pitchLeads } from "../db/schema/public-forms";
import { scorecards } from "../db/schema/reviews";
import { anAdmin, loginAsAdmin, loginAsReviewer } from "../test/admin";
import { aScoredApplication } from "../test/deals";
import { aFounderLead, aHandbookLead, anApplication } from "../test/factories";
import { useTestApp } from "../test/helpers";
import { insights as insightsAsOf } from "./insights";

// A hand-made fixture in the two months before this one (M2 the older, M1 last month), so the
// figures below hold whenever the test runs. Each month's events start on its anchor: the first
// Monday on or after the 8th, 08:00 in Abu Dhabi, so every date used stays in its month. The
// public holidays are taken out of the calendar: a business day is then a weekday, and from the
// anchor, day +1 (Tuesday) counts 1, +2: 2, +3: 3, +4 (Friday): 4, +7 (next Monday): 5,
// +10 (Thursday): 8, +11 (Friday): 9, +14 (Monday): 10; 28 days before a Monday is 20.

/** Abu Dhabi is UTC+4 all year. */
const DUBAI_OFFSET_MS = 4 * 3600_000;
const nowInDubai = new Date(Date.now() + DUBAI_OFFSET_MS);

/** The month `monthsAgo` before this one: its year and (0-based) month. */
const monthOf = (monthsAgo: number) => {
  const first = new Date(
    Date.UTC(nowInDubai.getUTCFullYear(), nowInDubai.getUTCMonth() - monthsAgo, 1),
  );
  return { year: first.getUTCFullYear(), month: first.getUTCMonth() };
};
const label = (monthsAgo: number) => {
  const { year, month } = monthOf(monthsAgo);
  return `${year}-${String(month + 1).padStart(2, "0")}`;
};

/** `plusDays` after the anchor of the month `monthsAgo`, at `hour` in Abu Dhabi. */
function at(monthsAgo: number, plusDays: number, hour = 8) {
  const { year, month } = monthOf(monthsAgo);
  const weekday = new Date(Date.UTC(year, month, 8)).getUTCDay();
  const monday = 8 + ((1 - weekday + 7) % 7);
  return new Date(Date.UTC(year, month, monday + plusDays, hour) - DUBAI_OFFSET_MS);
}
const M1 = 1;
const M2 = 2;

describe("the Insights figures", () => {
  const t = useTestApp();
  let admin: Record<string, string>;
  let insights: Insights;

  /** An application made at `createdAt`, paid then when `paid`, its decision sent at `decided`. */
  async function anApplicationAt(
    createdAt: Date,
    {
      paid = false,
      decided,
      email,
      startupName,
    }: {
      paid?: boolean;
      decided?: { at: Date; decision: "accepted" | "declined" };
      email?: string;
      startupName?: string;
    } = {},
  ) {
    const answers = anApplication({
      ...(email ? { email } : {}),
      ...(startupName ? { startupName } : {}),
    });
    const free = { paymentId: null, couponCode: null, finalPrice: null, partnerName: null };
    const { _id } = await createApplication(t.db, answers, free);
    await t.db
      .update(applications)
      .set({
        createdAt,
        paidAt: paid ? createdAt : null,
        decisionSentAt: decided?.at ?? null,
        decision: decided?.decision ?? null,
      })
      .where(eq(applications.id, _id));
    return _id;
  }

  beforeAll(async () => {
    admin = (await loginAsAdmin(t.app, t.db, { name: "Noura Al Habsi" })).headers;
    await t.db.delete(publicHolidays);

    // Leads: M2 one handbook lead; M1 two handbook leads, a founder-ebook lead, a funding interest.
    const handbook = (createdAt: Date) => {
      const { name, email, role, location } = aHandbookLead();
      return { name, email, role, location, createdAt };
    };
    await t.db
      .insert(pitchLeads)
      .values([handbook(at(M2, 0)), handbook(at(M1, 0)), handbook(at(M1, 3))]);
    const { name, email, startup, stage, location, investment, hours } = aFounderLead();
    await t.db
      .insert(consultancyLeads)
      .values({ name, email, startup, stage, location, investment, hours, createdAt: at(M1, 1) });
    await t.db.insert(fundingInterest).values({
      name: "Khalid Noor",
      email: "khalid@example.com",
      idea: "Halal-certified cloud kitchens.",
      createdAt: at(M1, 2),
    });

    // Decisions, days from payment to decision mail:
    //   M2, paid on its anchor: P1 2 accepted, P2 4 declined (through the console), P3 9 accepted.
    //   M1, paid on its anchor: Q1 1 accepted, Q2 3 declined, Q3 5 declined; Q4, paid 28 days
    //   before the anchor (in M2), decided at +1: 21, accepted.
    const p1 = await anApplicationAt(at(M2, 0), {
      paid: true,
      decided: { at: at(M2, 2), decision: "accepted" },
      startupName: "Falaj Water",
    });
    const { applicationId: p2 } = await aScoredApplication(t.app, t.db);
    const declined = await t.app.inject({
      method: "PATCH",
      url: "/api/apply/update-status",
      headers: admin,
      payload: { applicationId: p2, status: "Resolved", notify: "declined" },
    });
    expect(declined.statusCode).toBe(200);
    const [p2Row] = await t.db.select().from(applications).where(eq(applications.id, p2));
    expect(p2Row?.decision).toBe("declined");
    await t.db
      .update(applications)
      .set({ createdAt: at(M2, 0), paidAt: at(M2, 0), decisionSentAt: at(M2, 4) })
      .where(eq(applications.id, p2));
    // Its fee and its three scorecards (totals 3, 4, 5; scored at +1) go back with it.
    await t.db
      .update(paymentOrders)
      .set({ paidAt: at(M2, 0), createdAt: at(M2, 0) })
      .where(eq(paymentOrders.id, p2Row?.orderId ?? ""));
    await t.db
      .update(scorecards)
      .set({ submittedAt: at(M2, 1) })
      .where(eq(scorecards.applicationId, p2));
    const p3 = await anApplicationAt(at(M2, 0), {
      paid: true,
      decided: { at: at(M2, 11), decision: "accepted" },
    });
    const q1 = await anApplicationAt(at(M1, 0), {
      paid: true,
      decided: { at: at(M1, 1), decision: "accepted" },
      startupName: "Qasr Foods",
    });
    const q2 = await anApplicationAt(at(M1, 0), {
      paid: true,
      decided: { at: at(M1, 3), decision: "declined" },
      startupName: "Zayed Robotics",
    });
    const q3 = await anApplicationAt(at(M1, 0), {
      paid: true,
      decided: { at: at(M1, 7), decision: "declined" },
    });
    const q4 = await anApplicationAt(at(M1, -28), {
      paid: true,
      decided: { at: at(M1, 1), decision: "accepted" },
    });
    // Waiting: O1 paid on M2's anchor (over 30 business days: overdue), O2 paid now (not yet).
    await anApplicationAt(at(M2, 0), { paid: true });
    await anApplicationAt(new Date(), { paid: true });

    // Starts in M1: drafts from a@ (+0) and b@ (+1); a@'s application (+2) came from its draft;
    // c@'s free application (+2) had none.
    await t.db.insert(applicationDrafts).values([
      // Marked submitted when a@'s application came in, as the intake does.
      {
        email: "a@insights.example",
        step: 2,
        answers: {},
        createdAt: at(M1, 0),
        submittedAt: at(M1, 2),
      },
      { email: "b@insights.example", step: 1, answers: {}, createdAt: at(M1, 1) },
    ]);
    await anApplicationAt(at(M1, 2), { email: "A@insights.example" });
    await anApplicationAt(at(M1, 2), { email: "c@insights.example" });

    // Reviewers: Farah scores five applications 3 each (flat: flagged); Omar 2, 3, 3, 4 and 4.5.
    // Farah's sixth scorecard is a draft, which does not count.
    const farah = await anAdmin(t.db, { name: "Farah Flat", role: "reviewer" });
    const omar = await anAdmin(t.db, { name: "Omar Haddad", role: "reviewer" });
    const card = (
      reviewerId: string,
      applicationId: string,
      weightedTotal: number | null,
      submittedAt: Date | null,
    ) => ({ reviewerId, applicationId, weightedTotal, submittedAt, scores: {} });
    await t.db.insert(scorecards).values([
      // Days to score: 1, 2, 1, 3, 4: median 2.
      card(farah.id, p1, 3, at(M2, 1)),
      card(farah.id, p3, 3, at(M2, 2)),
      card(farah.id, q1, 3, at(M1, 1)),
      card(farah.id, q2, 3, at(M1, 3)),
      card(farah.id, q3, 3, at(M1, 4)),
      card(farah.id, q4, null, null),
      // Days to score: 4, 3, 3, 1, 5: median 3.
      card(omar.id, p1, 2, at(M2, 4)),
      card(omar.id, p3, 3, at(M2, 3)),
      card(omar.id, q1, 3, at(M1, 3)),
      card(omar.id, q2, 4, at(M1, 1)),
      card(omar.id, q3, 4.5, at(M1, 7)),
    ]);

    // Firms and deals. Sadu and Tamr are shared deals; Wadi none (left out).
    const [sadu, tamr] = await t.db
      .insert(affiliatedFirms)
      .values([{ name: "Sadu Capital" }, { name: "Tamr Partners" }, { name: "Wadi Ventures" }])
      .returning();
    if (!sadu || !tamr) throw new Error("firms not made");
    const memoOf = async (applicationId: string) => {
      const [memo] = await t.db
        .insert(dealMemos)
        .values({
          applicationId,
          version: 1,
          editedByName: "Noura Al Habsi",
          scorecard: { reviewers: 0, weightedTotal: null, spread: null, topics: [], redFlags: [] },
        })
        .returning();
      return memo?.id ?? "";
    };
    const [x, y, z] = [p1, q1, q2];
    const [memoX, memoY, memoZ] = [await memoOf(x), await memoOf(y), await memoOf(z)];
    /** The end of the day `plusDays` after the anchor: the next midnight in Abu Dhabi. */
    const endOf = (monthsAgo: number, plusDays: number) => at(monthsAgo, plusDays + 1, 0);
    const share = (
      applicationId: string,
      firmId: string,
      memoId: string,
      createdAt: Date,
      respondBy: Date | null,
    ) => ({ applicationId, firmId, memoId, createdAt, respondBy, sharedByName: "Noura Al Habsi" });
    await t.db.insert(dealShares).values([
      // X (Falaj Water), first shared on M2's anchor; the latest respond-by is Tamr's, +14: day 10.
      share(x, sadu.id, memoX, at(M2, 0), endOf(M2, 10)),
      share(x, tamr.id, memoX, at(M2, 1), endOf(M2, 14)),
      // Y (Qasr Foods) on M1's anchor, Z (Zayed Robotics) a day later; no respond-by date.
      share(y, sadu.id, memoY, at(M1, 0), null),
      share(y, tamr.id, memoY, at(M1, 0), null),
      share(z, sadu.id, memoZ, at(M1, 1), null),
      // Z to Tamr too, asked by the next Monday (business day 4 after Tuesday), never answered.
      share(z, tamr.id, memoZ, at(M1, 1), endOf(M1, 7)),
    ]);
    await t.db.insert(dealAccessEvents).values([
      { applicationId: x, firmId: sadu.id, event: "memo viewed", createdAt: at(M2, 1) },
      { applicationId: x, firmId: tamr.id, event: "memo viewed", createdAt: at(M2, 2) },
      { applicationId: x, firmId: tamr.id, event: "memo viewed", createdAt: at(M2, 3) },
      { applicationId: y, firmId: sadu.id, event: "code sent", createdAt: at(M1, 0) },
    ]);
    const answer = (
      applicationId: string,
      firmId: string,
      kind: string,
      createdAt: Date,
      amount: number | null = null,
      currency: string | null = null,
    ) => ({
      applicationId,
      firmId,
      kind,
      createdAt,
      amount,
      currency,
      answeredByName: "Partner",
      answeredByEmail: "partner@firm.example",
    });
    await t.db.insert(dealAnswers).values([
      // X: Sadu interested at +2 (its first), then soft-circles USD 250,000 at +3; Tamr
      // hard-circles USD 100,000 at +3 (2 days after its own share, 3 after the first share).
      answer(x, sadu.id, "interested", at(M2, 2)),
      answer(x, sadu.id, "soft-circle", at(M2, 3), 250_000, "USD"),
      answer(x, tamr.id, "hard-circle", at(M2, 3), 100_000, "USD"),
      // Y: Tamr soft-circles AED 30,000 at +2, Sadu passes at +4. Z: no answer.
      answer(y, tamr.id, "soft-circle", at(M1, 2), 30_000, "AED"),
      answer(y, sadu.id, "pass", at(M1, 4)),
    ]);

    // Fees: M1 one at the list price and one with a coupon at 3,500 rupees, an order never paid;
    // M2 one with a coupon at 4,000 rupees (beside P2's fee at the list price, paid in the console's flow).
    const order = (amount: number, couponCode: string | null, paidAt: Date | null) => ({
      provider: "test",
      providerOrderId: `order_${Math.random().toString(36).slice(2)}`,
      amount,
      currency: "INR",
      couponCode,
      status: paidAt ? "paid" : "created",
      paidAt,
      expiresAt: new Date(Date.now() + 3600_000),
    });
    await t.db
      .insert(paymentOrders)
      .values([
        order(APPLICATION_FEE_PAISE, null, at(M1, 1)),
        order(350_000, "GULF30", at(M1, 2)),
        order(350_000, "GULF30", null),
        order(400_000, "PARTNER20", at(M2, 3)),
      ]);

    const response = await t.app.inject({
      method: "GET",
      url: "/api/admin/insights",
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    insights = response.json();
  });

  /** The 12 months, oldest first, each with `zero` unless `figures` says otherwise. */
  const monthsWith = <T extends object>(zero: T, figures: Record<number, Partial<T>>) =>
    Array.from({ length: 12 }, (_, index) => ({
      month: label(11 - index),
      ...zero,
      ...figures[11 - index],
    }));

  it("covers this month and the 11 before it", () => {
    expect(insights.from).toBe(label(11));
    expect(insights.to).toBe(label(0));
  });

  it("counts up to the instant it is given as now", async () => {
    // Read as of next month's anchor: the window moves a month on, the months keep their figures.
    const later = await insightsAsOf(t.db, at(-1, 0));
    expect([later.from, later.to]).toEqual([label(10), label(-1)]);
    expect(later.funnel.slice(0, 11)).toEqual(insights.funnel.slice(1));
    expect(later.funnel[11]).toEqual({
      month: label(-1),
      leads: 0,
      started: 0,
      paid: 0,
      accepted: 0,
      declined: 0,
    });
  });

  it("counts the funnel by the month each step happened", () => {
    expect(insights.funnel).toEqual(
      monthsWith(
        { leads: 0, started: 0, paid: 0, accepted: 0, declined: 0 },
        {
          // P1, P2, P3, Q4 and O1 came in and were paid in M2; P1 and P3 accepted, P2 declined.
          [M2]: { leads: 1, started: 5, paid: 5, accepted: 2, declined: 1 },
          // Q1–Q3, c@'s application and the two drafts started (a@'s application came from its
          // draft); Q1–Q3 paid; Q1 and Q4 accepted, Q2 and Q3 declined.
          [M1]: { leads: 4, started: 6, paid: 3, accepted: 2, declined: 2 },
          // O2, paid today.
          0: { started: 1, paid: 1 },
        },
      ),
    );
  });

  it("gives the decision times by month, as a distribution and overall, and the overdue now", () => {
    const { months, distribution, ...overall } = insights.decisionTimes;
    expect(months).toEqual(
      monthsWith(
        { decisions: 0, medianDays: null as number | null, p90Days: null as number | null },
        {
          // 2, 4, 9: the median is the second, the 90th percentile the third.
          [M2]: { decisions: 3, medianDays: 4, p90Days: 9 },
          // 1, 3, 5, 21: the lower middle one, and the last (3 of 4 is under 90%).
          [M1]: { decisions: 4, medianDays: 3, p90Days: 21 },
        },
      ),
    );
    // 21 days is in the last bucket, "20 or more".
    const counts = Object.fromEntries(
      distribution.map((bucket) => [bucket.days, bucket.decisions]),
    );
    expect(distribution.map((bucket) => bucket.days)).toEqual(
      Array.from({ length: 21 }, (_, day) => day),
    );
    expect(counts).toMatchObject({ 0: 0, 1: 1, 2: 1, 3: 1, 4: 1, 5: 1, 6: 0, 9: 1, 19: 0, 20: 1 });
    expect(distribution.reduce((sum, bucket) => sum + bucket.decisions, 0)).toBe(7);
    // 1, 2, 3, 4, 5, 9, 21: the fourth of seven, and the seventh (6 of 7 is under 90%). O1 alone
    // waits past the target.
    expect(overall).toEqual({ medianDays: 4, p90Days: 21, overdueNow: 1 });
  });

  it("flags the reviewer whose totals do not vary, not the one whose do", () => {
    expect(insights.reviewers).toEqual([
      {
        name: "Farah Flat",
        scorecards: 5,
        medianDaysToScore: 2,
        lowest: 3,
        highest: 3,
        deviation: 0,
        mean: 3,
        flagged: true,
        far: false,
      },
      {
        name: "Omar Haddad",
        scorecards: 5,
        medianDaysToScore: 3,
        lowest: 2,
        highest: 4.5,
        // Mean 3.3; squares 1.69 + 0.09 + 0.09 + 0.49 + 1.44 = 3.8, over 4: 0.95, its root.
        deviation: expect.closeTo(Math.sqrt(0.95), 6),
        mean: expect.closeTo(3.3, 6),
        flagged: false,
        // Two reviewers with five scorecards: too few for a team median to be far from.
        far: false,
      },
      // P2's three reviewers, one scorecard each, a day after the payment.
      ...[
        ["Mei Tanaka", 5],
        ["Rana Said", 3],
        ["Vikram Rao", 4],
      ].map(([name, total]) => ({
        name,
        scorecards: 1,
        medianDaysToScore: 1,
        lowest: total,
        highest: total,
        deviation: null,
        mean: total,
        flagged: false,
        far: false,
      })),
    ]);
  });

  it("gives each firm's answers on the deals shared with it", () => {
    expect(insights.firms).toEqual([
      {
        firmId: expect.any(String),
        name: "Sadu Capital",
        // X, Y and Z; the memo viewed on X only; answers on X (first at day 2) and Y (day 4); Z,
        // asked by no date, is not due.
        received: 3,
        opened: 1,
        answered: 2,
        due: 2,
        answerRatePercent: 100,
        medianDaysToAnswer: 2,
        // Its answers now: soft circle on X, pass on Y.
        circles: 1,
        circled: [{ currency: "USD", amount: 250_000 }],
      },
      {
        firmId: expect.any(String),
        name: "Tamr Partners",
        // X (viewed twice: opened once) and Y, each answered 2 days after its share; Z, its date
        // passed without an answer, is due.
        received: 3,
        opened: 1,
        answered: 2,
        due: 3,
        answerRatePercent: 67,
        medianDaysToAnswer: 2,
        circles: 2,
        circled: [
          { currency: "AED", amount: 30_000 },
          { currency: "USD", amount: 100_000 },
        ],
      },
    ]);
  });

  it("draws each deal's first answers day by day, newest deal first", () => {
    expect(insights.deals).toEqual([
      {
        applicationId: expect.any(String),
        startupName: "Zayed Robotics",
        firms: 2,
        respondByDay: 4,
        curve: [],
      },
      {
        applicationId: expect.any(String),
        startupName: "Qasr Foods",
        firms: 2,
        respondByDay: null,
        curve: [
          { day: 2, answered: 1, kind: "soft-circle" },
          { day: 4, answered: 2, kind: "pass" },
        ],
      },
      {
        applicationId: expect.any(String),
        startupName: "Falaj Water",
        firms: 2,
        respondByDay: 10,
        // Sadu's first answer (interested), not its soft circle a day later.
        curve: [
          { day: 2, answered: 1, kind: "interested" },
          { day: 3, answered: 2, kind: "hard-circle" },
        ],
      },
    ]);
  });

  it("adds up the fees paid each month and what the coupons took off", () => {
    expect(insights.fees).toEqual(
      monthsWith(
        { paid: 0, amount: 0, discounted: 0, discount: 0 },
        {
          // P2's fee at 5,000 rupees and a coupon's 4,000 (1,000 off).
          [M2]: { paid: 2, amount: 900_000, discounted: 1, discount: 100_000 },
          // The list price, and a coupon's 3,500 (1,500 off); the unpaid order is not counted.
          [M1]: { paid: 2, amount: 850_000, discounted: 1, discount: 150_000 },
        },
      ),
    );
  });

  it("lets a reviewer read them, and nobody signed out", async () => {
    const { headers } = await loginAsReviewer(t.app, t.db);
    const read = await t.app.inject({ method: "GET", url: "/api/admin/insights", headers });
    expect(read.statusCode).toBe(200);
    const signedOut = await t.app.inject({ method: "GET", url: "/api/admin/insights" });
    expect(signedOut.statusCode).toBe(401);
  });
});
