import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeRazorpay, startFakeRazorpay } from "../test/fake-razorpay";
import { PaymentProviderError, RefundRefusedError } from "./provider";
import { razorpayProvider } from "./razorpay-provider";
import { paymentSignature } from "./signature";

const KEYS = { keyId: "rzp_test_nakhla", keySecret: "key-secret-for-tests", webhookSecret: "wh" };

describe("the Razorpay adapter against a local fake of Razorpay's API", () => {
  let fake: FakeRazorpay;
  beforeAll(async () => {
    fake = await startFakeRazorpay(KEYS);
  });
  afterAll(() => fake.close());

  const input = { amount: 500_000, currency: "INR", receipt: "our-order-id", notes: {} };

  it("creates an order with basic auth and reads Razorpay's answer", async () => {
    fake.failWith = null;
    const order = await razorpayProvider(KEYS, fake.url).createOrder(input);
    expect(order).toEqual({
      providerOrderId: expect.stringMatching(/^order_/),
      amount: 500_000,
      currency: "INR",
    });
    expect(fake.orders.at(-1)).toMatchObject({
      id: order.providerOrderId,
      amount: 500_000,
      receipt: "our-order-id",
    });
  });

  it("fails with a provider error on wrong keys, a server error or no answer", async () => {
    fake.failWith = null;
    const wrongKeys = razorpayProvider({ ...KEYS, keySecret: "wrong" }, fake.url);
    await expect(wrongKeys.createOrder(input)).rejects.toThrow(
      /Razorpay refused the order \(401\)/,
    );
    fake.failWith = 500;
    await expect(razorpayProvider(KEYS, fake.url).createOrder(input)).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
    fake.failWith = null;
    await expect(
      razorpayProvider(KEYS, "http://127.0.0.1:9", 2_000).createOrder(input),
    ).rejects.toThrow(/Razorpay did not answer/);
  });

  it("lists an order's payments (GET /v1/orders/:id/payments) for reconciliation", async () => {
    fake.failWith = null;
    const provider = razorpayProvider(KEYS, fake.url);
    const order = await provider.createOrder(input);
    expect(await provider.fetchOrderPayments(order.providerOrderId)).toEqual([]);
    const failed = fake.pay(order.providerOrderId, { status: "failed" });
    const captured = fake.pay(order.providerOrderId);
    expect(await provider.fetchOrderPayments(order.providerOrderId)).toEqual([
      {
        id: failed.id,
        orderId: order.providerOrderId,
        amount: 500_000,
        currency: "INR",
        status: "failed",
      },
      {
        id: captured.id,
        orderId: order.providerOrderId,
        amount: 500_000,
        currency: "INR",
        status: "captured",
      },
    ]);
    await expect(provider.fetchOrderPayments("order_unknown")).rejects.toThrow(
      /Razorpay refused the payments of order_unknown \(400\)/,
    );
    const wrongKeys = razorpayProvider({ ...KEYS, keySecret: "wrong" }, fake.url);
    await expect(wrongKeys.fetchOrderPayments(order.providerOrderId)).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
  });

  it("verifies checkout signatures with the key secret", () => {
    const provider = razorpayProvider(KEYS, fake.url);
    const signature = paymentSignature(KEYS.keySecret, "order_1", "pay_1");
    expect(provider.verifyPayment({ orderId: "order_1", paymentId: "pay_1", signature })).toBe(
      true,
    );
    const forged = paymentSignature("not-the-secret", "order_1", "pay_1");
    expect(
      provider.verifyPayment({ orderId: "order_1", paymentId: "pay_1", signature: forged }),
    ).toBe(false);
  });

  it("asks for a refund at optimum speed with our refund's id in its notes, and passes on a refusal's reason", async () => {
    fake.failWith = null;
    const razorpay = razorpayProvider(KEYS, fake.url);
    const order = await razorpay.createOrder(input);
    const payment = fake.pay(order.providerOrderId);
    const refund = await razorpay.refund({
      paymentId: payment.id,
      amount: 250_000,
      refundId: "ours-1",
    });
    expect(refund).toEqual({ id: expect.stringMatching(/^rfnd_/), status: "pending", arn: null });
    expect(fake.refunds.at(-1)).toMatchObject({
      payment_id: payment.id,
      amount: 250_000,
      speed_requested: "optimum",
      notes: { refund_id: "ours-1" },
    });
    await expect(
      razorpay.refund({ paymentId: payment.id, amount: 250_001, refundId: "ours-2" }),
    ).rejects.toThrow(
      new RefundRefusedError("The total refund amount is greater than the refund payment amount"),
    );
  });
});
