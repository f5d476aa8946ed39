import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { createApplication } from "../applications/applications-repository";
import { dealAnswers } from "../db/schema/deal-answers";
import { affiliatedFirms, dealAccessEvents, dealMemos, dealShares } from "../db/schema/deals";
import { anApplication } from "../test/factories";
import { useTestApp } from "../test/helpers";

// What a share keeps of its firm's answers and memo views (migration 0053,
// docs/decisions/083-share-answers-kept-on-the-share.md): whatever writes deal_answers,
// deal_access_events or deal_shares, the share says what a count over those tables would.

describe("a share's answers and memo views", () => {
  const t = useTestApp();
  let deal: string;
  let firm: string;
  let memo: string;

  const day = (n: number) => new Date(Date.UTC(2026, 5, n, 8));

  beforeEach(async () => {
    const free = { paymentId: null, couponCode: null, finalPrice: null, partnerName: null };
    deal = (await createApplication(t.db, anApplication(), free))._id;
    const [made] = await t.db
      .insert(affiliatedFirms)
      .values({ name: `Firm ${Math.random().toString(36).slice(2)}` })
      .returning();
    firm = made?.id ?? "";
    const [version] = await t.db
      .insert(dealMemos)
      .values({
        applicationId: deal,
        version: 1,
        editedByName: "Noura Al Habsi",
        scorecard: { reviewers: 0, weightedTotal: null, spread: null, topics: [], redFlags: [] },
      })
      .returning();
    memo = version?.id ?? "";
  });

  const share = () =>
    t.db
      .insert(dealShares)
      .values({ applicationId: deal, firmId: firm, memoId: memo, sharedByName: "Noura Al Habsi" });
  const answer = (kind: string, createdAt: Date, amount?: number, currency?: string) =>
    t.db
      .insert(dealAnswers)
      .values({
        applicationId: deal,
        firmId: firm,
        kind,
        createdAt,
        amount: amount ?? null,
        currency: currency ?? null,
        answeredByName: "Partner",
        answeredByEmail: "partner@firm.example",
      })
      .returning();
  const view = (event = "memo viewed") =>
    t.db.insert(dealAccessEvents).values({ applicationId: deal, firmId: firm, event }).returning();
  const kept = async () => {
    const [row] = await t.db
      .select({
        firstAnsweredAt: dealShares.firstAnsweredAt,
        answerKind: dealShares.answerKind,
        answerAmount: dealShares.answerAmount,
        answerCurrency: dealShares.answerCurrency,
        memoViewed: dealShares.memoViewed,
      })
      .from(dealShares)
      .where(and(eq(dealShares.applicationId, deal), eq(dealShares.firmId, firm)));
    return row;
  };

  it("keeps the first answer's time and the newest answer, and reads them again when one goes", async () => {
    await share();
    expect(await kept()).toEqual({
      firstAnsweredAt: null,
      answerKind: null,
      answerAmount: null,
      answerCurrency: null,
      memoViewed: false,
    });
    await answer("interested", day(2));
    const [circle] = await answer("soft-circle", day(4), 250_000, "USD");
    // An answer recorded late, dated between the two, changes neither the first nor the newest.
    await answer("pass", day(3));
    expect(await kept()).toMatchObject({
      firstAnsweredAt: day(2),
      answerKind: "soft-circle",
      answerAmount: 250_000,
      answerCurrency: "USD",
    });

    await t.db.delete(dealAnswers).where(eq(dealAnswers.id, circle?.id ?? ""));
    expect(await kept()).toMatchObject({
      firstAnsweredAt: day(2),
      answerKind: "pass",
      answerAmount: null,
      answerCurrency: null,
    });
    await t.db.delete(dealAnswers).where(eq(dealAnswers.applicationId, deal));
    expect(await kept()).toMatchObject({ firstAnsweredAt: null, answerKind: null });
  });

  it("says the memo was viewed while a view of it is kept", async () => {
    await share();
    await view("code sent");
    expect((await kept())?.memoViewed).toBe(false);
    const [first] = await view();
    const [second] = await view();
    expect((await kept())?.memoViewed).toBe(true);
    // Retention removes the views one by one: the share was viewed until the last goes.
    await t.db.delete(dealAccessEvents).where(eq(dealAccessEvents.id, first?.id ?? ""));
    expect((await kept())?.memoViewed).toBe(true);
    await t.db.delete(dealAccessEvents).where(eq(dealAccessEvents.id, second?.id ?? ""));
    expect((await kept())?.memoViewed).toBe(false);
  });

  it("gives a share made again the answers and views its firm left on the deal", async () => {
    await share();
    await answer("hard-circle", day(5), 100_000, "AED");
    await view();
    await t.db.delete(dealShares).where(eq(dealShares.applicationId, deal));
    await share();
    expect(await kept()).toEqual({
      firstAnsweredAt: day(5),
      answerKind: "hard-circle",
      answerAmount: 100_000,
      answerCurrency: "AED",
      memoViewed: true,
    });
  });
});
