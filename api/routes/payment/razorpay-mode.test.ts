import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APPLICATION_FEE_PAISE } from "../../../core/constants";
import { paymentSignature } from "../../payments/signature";
import { contentSecurityPolicy } from "../../plugins/security-headers";
import { anApplication } from "../../test/factories";
import { type FakeRazorpay, startFakeRazorpay } from "../../test/fake-razorpay";
import { build } from "../../test/helpers";
import { applyWith, createOrder, submission, webhook } from "../../test/payments";

const KEYS = {
  keyId: "rzp_test_nakhla",
  keySecret: "razorpay-key-secret",
  webhookSecret: "razorpay-webhook-secret",
};

describe("payments through Razorpay (a local fake of its API)", () => {
  let fake: FakeRazorpay;
  let t: Awaited<ReturnType<typeof build>>;

  beforeAll(async () => {
    fake = await startFakeRazorpay(KEYS);
    t = await build({
      PAYMENT_MODE: "razorpay",
      RAZORPAY_KEY_ID: KEYS.keyId,
      RAZORPAY_KEY_SECRET: KEYS.keySecret,
      RAZORPAY_WEBHOOK_SECRET: KEYS.webhookSecret,
      RAZORPAY_API_URL: fake.url,
    });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it("says so on GET /api/health", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.json()).toEqual({ status: "ok", database: "ok", payments: "razorpay" });
  });

  it("creates the order at Razorpay and gives the browser the public key", async () => {
    fake.failWith = null;
    const { response, order } = await createOrder(t.app);
    expect(response.statusCode).toBe(200);
    expect(order).toEqual({
      amount: APPLICATION_FEE_PAISE,
      currency: "INR",
      orderId: fake.orders.at(-1)?.id,
      provider: "razorpay",
      keyId: KEYS.keyId,
    });
  });

  it("answers 'Failed to create order' when Razorpay fails", async () => {
    fake.failWith = 503;
    const { response } = await createOrder(t.app);
    fake.failWith = null;
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe("Failed to create order");
  });

  it("accepts a payment signed with the key secret, and has no test checkout", async () => {
    const answers = anApplication({ startupName: "Razor Sharp" });
    const { order } = await createOrder(t.app, { answers });
    const paymentId = "pay_RazorSharp01";
    const payment = {
      razorpay_order_id: order.orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: paymentSignature(KEYS.keySecret, order.orderId, paymentId),
    };
    const response = await applyWith(
      t.app,
      submission(answers, payment, { finalPrice: order.amount }),
    );
    expect(response.statusCode).toBe(201);
    const testCheckout = await t.app.inject({
      method: "POST",
      url: "/api/payment/test-checkout",
      payload: { orderId: order.orderId },
    });
    expect(testCheckout.statusCode).toBe(404);
  });

  it("verifies webhooks with the webhook secret", async () => {
    const { order } = await createOrder(t.app);
    const event = { orderId: order.orderId, paymentId: "pay_hook", amount: order.amount };
    const withKeySecret = await webhook(t.app, { ...event, secret: KEYS.keySecret });
    expect(withKeySecret.statusCode).toBe(400);
    const signed = await webhook(t.app, { ...event, secret: KEYS.webhookSecret });
    expect(signed.json()).toEqual({ status: "processed" });
  });
});

describe("the Content-Security-Policy and Razorpay's checkout", () => {
  it("allows Razorpay's hosts only when Razorpay is configured", () => {
    const withRazorpay = contentSecurityPolicy({ razorpayCheckout: true });
    expect(withRazorpay).toContain("script-src 'self' https://checkout.razorpay.com");
    expect(withRazorpay).toContain("frame-src https://api.razorpay.com");
    const testMode = contentSecurityPolicy();
    expect(testMode).not.toContain("razorpay");
    expect(testMode).toContain("script-src 'self';");
  });
});
