import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { APPLICATION_FEE_PAISE } from "../../../core/constants";
import { paymentOrders } from "../../db/schema/payments";
import { createCoupon, takeCouponUse } from "../../payments/coupons";
import { anApplication } from "../../test/factories";
import { postJson, useTestApp } from "../../test/helpers";
import { createOrder, paymentTestEnv } from "../../test/payments";

describe("coupons and payment orders", () => {
  const t = useTestApp(paymentTestEnv);

  beforeAll(async () => {
    await createCoupon(t.db, { code: "GULF50", partnerName: "Gulf Angels", finalPrice: 250_000 });
    await createCoupon(t.db, {
      code: "OLDCODE",
      partnerName: "Last Year's Partner",
      finalPrice: 100_000,
      expiresAt: new Date("2025-01-01T00:00:00Z"),
    });
    await createCoupon(t.db, {
      code: "ONCEONLY",
      partnerName: "Desert Seed",
      finalPrice: 300_000,
      usageLimit: 1,
    });
    await t.db.transaction((tx) => takeCouponUse(tx, "ONCEONLY"));
    await createCoupon(t.db, { code: "FOUNDERFREE", partnerName: "Nakhla", finalPrice: 0 });
  });

  const verify = (code: unknown) => postJson(t.app, "/api/coupon/verify", { code });

  describe("POST /api/coupon/verify", () => {
    it("answers the coupon's final price and partner", async () => {
      const response = await verify("GULF50");
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        finalPrice: 250_000,
        partnerName: "Gulf Angels",
        message: "Coupon applied",
      });
    });

    it("trims the code and ignores its case", async () => {
      expect((await verify("  gulf50 \n")).json()).toMatchObject({ finalPrice: 250_000 });
    });

    it.each([
      ["an unknown code", "NOPE", "Invalid coupon"],
      ["an expired code", "OLDCODE", "This coupon has expired"],
      ["a used-up code", "ONCEONLY", "This coupon has been used up"],
      ["only spaces", "   ", "Code: Enter a coupon code"],
    ])("refuses %s with a message", async (_, code, message) => {
      const response = await verify(code);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    });
  });

  describe("POST /api/payment/create-order", () => {
    it("creates an order for the full fee and keeps the answers with it, unseen by staff", async () => {
      const answers = anApplication({ startupName: "Qamar Labs" });
      const { response, order } = await createOrder(t.app, { answers });
      expect(response.statusCode).toBe(200);
      expect(order).toEqual({
        amount: APPLICATION_FEE_PAISE,
        currency: "INR",
        orderId: expect.stringMatching(/^order_test_/),
        provider: "test",
      });
      const [row] = await t.db
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.providerOrderId, order.orderId));
      expect(row).toMatchObject({ amount: 500_000, status: "created", couponCode: null, answers });
    });

    it("creates an order for the coupon's price", async () => {
      const { order } = await createOrder(t.app, { amount: 250_000, couponCode: " gulf50 " });
      expect(order.amount).toBe(250_000);
      const [row] = await t.db
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.providerOrderId, order.orderId));
      expect(row).toMatchObject({ couponCode: "GULF50", partnerName: "Gulf Angels" });
    });

    it.each([
      ["a lower amount than the fee", { amount: 100 }],
      ["the full fee with a coupon", { amount: 500_000, couponCode: "GULF50" }],
      ["the coupon price without the coupon", { amount: 250_000 }],
    ])("refuses %s: the server decides the price", async (_, options) => {
      const { response } = await createOrder(t.app, options);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^The amount does not match the application fee/);
    });

    it("refuses an unusable coupon with its reason", async () => {
      const { response } = await createOrder(t.app, { amount: 100_000, couponCode: "OLDCODE" });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe("This coupon has expired");
    });

    it("makes no order when the coupon makes the application free", async () => {
      const { response } = await createOrder(t.app, { amount: 0, couponCode: "FOUNDERFREE" });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/No payment is needed/);
    });

    it("checks the answers it keeps with the server's own rules", async () => {
      const { startupName: _, ...answers } = anApplication();
      const response = await postJson(t.app, "/api/payment/create-order", {
        amount: APPLICATION_FEE_PAISE,
        answers,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe("StartupName: This field is required");
    });
  });

  describe("POST /api/payment/test-checkout", () => {
    it("signs a payment for one of our orders only", async () => {
      const { order } = await createOrder(t.app);
      const paid = await postJson(t.app, "/api/payment/test-checkout", { orderId: order.orderId });
      expect(paid.json()).toEqual({
        razorpay_order_id: order.orderId,
        razorpay_payment_id: expect.stringMatching(/^pay_test_/),
        razorpay_signature: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
      const unknown = await postJson(t.app, "/api/payment/test-checkout", { orderId: "order_x" });
      expect(unknown.statusCode).toBe(404);
    });
  });
});
