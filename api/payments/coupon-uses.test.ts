import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { applications } from "../db/schema/applications";
import { coupons, paymentOrders } from "../db/schema/payments";
import { anApplication } from "../test/factories";
import { postJson, useTestApp } from "../test/helpers";
import {
  applyWith,
  createOrder,
  paidOrder,
  payInTestCheckout,
  paymentTestEnv,
  submission,
  webhook,
} from "../test/payments";
import { createCoupon } from "./coupons";
import { expireUnpaidOrders, ORDER_EXPIRED } from "./orders";

/**
 * A coupon's uses are taken when the order is made and held for the order's lifetime
 * (docs/decisions/010-payments.md): the limit holds against founders arriving together, against
 * orders made first and paid later, and an unpaid order gives its use back when it expires.
 */
describe("coupon uses and order lifetimes", () => {
  const t = useTestApp(paymentTestEnv);

  const coupon = (code: string, finalPrice: number, usageLimit: number | null = null) =>
    createCoupon(t.db, { code, partnerName: `${code} Partners`, finalPrice, usageLimit });

  const usedCount = async (code: string) => {
    const [row] = await t.db.select().from(coupons).where(eq(coupons.code, code));
    return row?.usedCount;
  };
  const orderRow = async (orderId: string) => {
    const [row] = await t.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.providerOrderId, orderId));
    return row;
  };
  /** Time passes: the order's lifetime ended a minute ago. */
  const outlive = (orderId: string) =>
    t.db
      .update(paymentOrders)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(paymentOrders.providerOrderId, orderId));
  const applicationsWith = (code: string) =>
    t.db.select().from(applications).where(eq(applications.couponCode, code));
  const priced = (code: string, finalPrice: number) => ({
    finalPrice,
    couponCode: code,
    partnerName: `${code} Partners`,
  });

  beforeAll(async () => {
    await coupon("ONESEAT", 200_000, 1);
    await coupon("TWOSEATS", 200_000, 2);
    await coupon("LAPSING", 200_000, 1);
    await coupon("SWEEP", 200_000, 1);
    await coupon("WINDOW", 150_000, 5);
    await coupon("LATEKEPT", 150_000, 3);
    await coupon("LATEFULL", 150_000, 1);
    await coupon("LATEOFF", 150_000, null);
    await coupon("CLOSING", 150_000, null);
    await coupon("FREEONE", 0, 1);
  });

  it("gives the last use of a coupon to exactly one of 20 founders ordering at once", async () => {
    const attempts = await Promise.all(
      Array.from({ length: 20 }, () =>
        createOrder(t.app, { amount: 200_000, couponCode: "ONESEAT" }),
      ),
    );
    const made = attempts.filter(({ response }) => response.statusCode === 200);
    const refused = attempts.filter(({ response }) => response.statusCode !== 200);
    expect(made).toHaveLength(1);
    expect(refused.map(({ response }) => [response.statusCode, response.json().message])).toEqual(
      Array.from({ length: 19 }, () => [400, "This coupon has been used up"]),
    );
    expect(await usedCount("ONESEAT")).toBe(1);
    const orders = await t.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.couponCode, "ONESEAT"));
    expect(orders).toHaveLength(1);
  });

  it("lets only as many orders as the limit be made, then paid one by one", async () => {
    const attempts = [];
    for (let i = 0; i < 5; i++) {
      attempts.push(await createOrder(t.app, { amount: 200_000, couponCode: "TWOSEATS" }));
    }
    expect(attempts.map(({ response }) => response.statusCode)).toEqual([200, 200, 400, 400, 400]);
    expect(attempts[4]?.response.json().message).toBe("This coupon has been used up");

    const outcomes = [];
    for (const { order, answers, response } of attempts) {
      if (response.statusCode !== 200) continue;
      const payment = await payInTestCheckout(t.app, order.orderId);
      const applied = await applyWith(
        t.app,
        submission(answers, payment, priced("TWOSEATS", 200_000)),
      );
      outcomes.push(applied.statusCode);
    }
    expect(outcomes).toEqual([201, 201]);
    expect(await applicationsWith("TWOSEATS")).toHaveLength(2);
    expect(await usedCount("TWOSEATS")).toBe(2);
  });

  it("frees the use of an order never paid in its lifetime for the next founder, with no job running", async () => {
    const first = await createOrder(t.app, { amount: 200_000, couponCode: "LAPSING" });
    expect(first.response.statusCode).toBe(200);
    const blocked = await createOrder(t.app, { amount: 200_000, couponCode: "LAPSING" });
    expect(blocked.response.json().message).toBe("This coupon has been used up");
    const verified = await postJson(t.app, "/api/coupon/verify", { code: "lapsing" });
    expect(verified.json().message).toBe("This coupon has been used up");

    await outlive(first.order.orderId);
    const again = await postJson(t.app, "/api/coupon/verify", { code: "lapsing" });
    expect(again.statusCode).toBe(200);
    const next = await createOrder(t.app, { amount: 200_000, couponCode: "LAPSING" });
    expect(next.response.statusCode).toBe(200);
    expect(await orderRow(first.order.orderId)).toMatchObject({
      status: "expired",
      couponReserved: false,
    });
    expect(await usedCount("LAPSING")).toBe(1);
  });

  it("expireUnpaidOrders expires unpaid orders past their lifetime and gives their uses back", async () => {
    const lapsed = await createOrder(t.app, { amount: 200_000, couponCode: "SWEEP" });
    const full = await createOrder(t.app); // no coupon
    const fresh = await createOrder(t.app);
    const paid = await paidOrder(t.app);
    await applyWith(t.app, submission(paid.answers, paid.payment, { finalPrice: 500_000 }));
    for (const { order } of [lapsed, full, paid]) await outlive(order.orderId);
    expect(await usedCount("SWEEP")).toBe(1);

    const result = await expireUnpaidOrders(t.db, new Date());
    expect(result.releasedUses).toBe(1);
    expect(result.expired).toBeGreaterThanOrEqual(2);
    expect(await usedCount("SWEEP")).toBe(0);
    expect((await orderRow(lapsed.order.orderId))?.status).toBe("expired");
    expect((await orderRow(full.order.orderId))?.status).toBe("expired");
    expect((await orderRow(fresh.order.orderId))?.status).toBe("created");
    expect((await orderRow(paid.order.orderId))?.status).toBe("paid");

    // Running it again changes nothing: the use is given back once.
    expect(await expireUnpaidOrders(t.db, new Date())).toEqual({ expired: 0, releasedUses: 0 });
    expect(await usedCount("SWEEP")).toBe(0);
    expect(
      (await createOrder(t.app, { amount: 200_000, couponCode: "SWEEP" })).response.statusCode,
    ).toBe(200);
  });

  it("completes an order paid within its lifetime with the use it reserved, though its coupon was since deactivated or expired", async () => {
    const byBrowser = await createOrder(t.app, { amount: 150_000, couponCode: "WINDOW" });
    const byWebhook = await createOrder(t.app, { amount: 150_000, couponCode: "WINDOW" });
    expect(await usedCount("WINDOW")).toBe(2);

    await t.db.update(coupons).set({ active: false }).where(eq(coupons.code, "WINDOW"));
    const payment = await payInTestCheckout(t.app, byBrowser.order.orderId);
    const applied = await applyWith(
      t.app,
      submission(byBrowser.answers, payment, priced("WINDOW", 150_000)),
    );
    expect(applied.statusCode).toBe(201);

    await t.db
      .update(coupons)
      .set({ active: true, expiresAt: new Date("2026-01-01T00:00:00Z") })
      .where(eq(coupons.code, "WINDOW"));
    const hook = await webhook(t.app, {
      orderId: byWebhook.order.orderId,
      paymentId: "pay_window_webhook",
      amount: 150_000,
    });
    expect(hook.json()).toEqual({ status: "processed" });

    expect(
      (await applicationsWith("WINDOW")).map(({ finalPrice, partnerName }) => [
        finalPrice,
        partnerName,
      ]),
    ).toEqual([
      [150_000, "WINDOW Partners"],
      [150_000, "WINDOW Partners"],
    ]);
    expect(await usedCount("WINDOW")).toBe(2);
    expect((await orderRow(byBrowser.order.orderId))?.couponProblem).toBeNull();
  });

  it("refuses to take payment in the test checkout for an order past its lifetime", async () => {
    const { order } = await createOrder(t.app);
    await outlive(order.orderId);
    const response = await postJson(t.app, "/api/payment/test-checkout", {
      orderId: order.orderId,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ORDER_EXPIRED);
  });

  describe("an order paid after its lifetime", () => {
    /** An order paid in the checkout whose confirmation reaches us only after its lifetime. */
    async function latePayment(code: string) {
      const made = await createOrder(t.app, { amount: 150_000, couponCode: code });
      expect(made.response.statusCode).toBe(200);
      const payment = await payInTestCheckout(t.app, made.order.orderId);
      await outlive(made.order.orderId);
      return { ...made, payment };
    }
    const confirm = (late: Awaited<ReturnType<typeof latePayment>>, code: string) =>
      applyWith(t.app, submission(late.answers, late.payment, priced(code, 150_000)));

    it("is saved with its coupon when the coupon still has a use for it", async () => {
      const late = await latePayment("LATEKEPT");
      expect(await expireUnpaidOrders(t.db, new Date())).toMatchObject({ releasedUses: 1 });
      expect(await usedCount("LATEKEPT")).toBe(0);
      expect((await confirm(late, "LATEKEPT")).statusCode).toBe(201);
      expect(await orderRow(late.order.orderId)).toMatchObject({
        status: "paid",
        couponReserved: true,
        couponProblem: null,
      });
      expect(await usedCount("LATEKEPT")).toBe(1);
    });

    it("is saved when another founder took its use meanwhile, counted beyond the limit and flagged for staff", async () => {
      const late = await latePayment("LATEFULL");
      const other = await createOrder(t.app, { amount: 150_000, couponCode: "LATEFULL" });
      expect(other.response.statusCode).toBe(200);

      const response = await confirm(late, "LATEFULL");
      expect(response.statusCode).toBe(201);
      const [saved] = await t.db
        .select()
        .from(applications)
        .where(eq(applications.id, response.json()._id));
      expect(saved).toMatchObject({ couponCode: "LATEFULL", finalPrice: 150_000 });
      expect(await orderRow(late.order.orderId)).toMatchObject({
        status: "paid",
        couponProblem: "This coupon has been used up",
      });
      // The count tells the truth: two uses of a one-use coupon.
      expect(await usedCount("LATEFULL")).toBe(2);
      expect(
        (await createOrder(t.app, { amount: 150_000, couponCode: "LATEFULL" })).response.json()
          .message,
      ).toBe("This coupon has been used up");
    });

    it("is saved by the webhook when its coupon was deactivated meanwhile, flagged for staff", async () => {
      const late = await latePayment("LATEOFF");
      await t.db.update(coupons).set({ active: false }).where(eq(coupons.code, "LATEOFF"));
      const hook = await webhook(t.app, {
        orderId: late.order.orderId,
        paymentId: late.payment.razorpay_payment_id,
        amount: 150_000,
      });
      expect(hook.json()).toEqual({ status: "processed" });
      expect(await applicationsWith("LATEOFF")).toHaveLength(1);
      expect((await orderRow(late.order.orderId))?.couponProblem).toBe("Invalid coupon");
      expect(await usedCount("LATEOFF")).toBe(1);
    });

    it("is saved when its coupon expired meanwhile, flagged for staff", async () => {
      const late = await latePayment("CLOSING");
      await t.db
        .update(coupons)
        .set({ expiresAt: new Date("2026-01-01T00:00:00Z") })
        .where(eq(coupons.code, "CLOSING"));
      expect((await confirm(late, "CLOSING")).statusCode).toBe(201);
      expect((await orderRow(late.order.orderId))?.couponProblem).toBe("This coupon has expired");
    });
  });

  it("gives a free coupon's last use to exactly one of 20 founders applying at once", async () => {
    const attempts = await Promise.all(
      Array.from({ length: 20 }, () =>
        applyWith(t.app, submission(anApplication(), undefined, priced("FREEONE", 0))),
      ),
    );
    expect(attempts.filter((response) => response.statusCode === 201)).toHaveLength(1);
    expect(
      new Set(attempts.filter((r) => r.statusCode !== 201).map((r) => r.json().message)),
    ).toEqual(new Set(["This coupon has been used up"]));
    expect(await applicationsWith("FREEONE")).toHaveLength(1);
    expect(await usedCount("FREEONE")).toBe(1);
  });
});
