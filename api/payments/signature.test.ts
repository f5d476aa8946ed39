import { describe, expect, it } from "vitest";
import { isValidPaymentSignature, isValidWebhookSignature, paymentSignature } from "./signature";

// Vectors computed independently with OpenSSL:
//   printf 'order_DBJOWzybf0sJbb|pay_DBJOsT3DSqFSwp' | openssl dgst -sha256 -hmac 'EnLs21M47BllR3X8PSFtjtbd'
//   printf '{"event":"payment.captured"}' | openssl dgst -sha256 -hmac 'whsec_local'
const SECRET = "EnLs21M47BllR3X8PSFtjtbd";
const ORDER = "order_DBJOWzybf0sJbb";
const PAYMENT = "pay_DBJOsT3DSqFSwp";
const SIGNATURE = "272aa1eb0c6ab8f0de11394e8cf6eb46cc998901ed65de51f4b4fb8c28283277";
const WEBHOOK_BODY = '{"event":"payment.captured"}';
const WEBHOOK_SIGNATURE = "fcad314516ebc2821a8643a6e7397496a6385fe86bba356c3f7583e8224f7ac1";

describe("Razorpay's payment signature: HMAC-SHA256 of order_id|payment_id", () => {
  it("matches the known vector", () => {
    expect(paymentSignature(SECRET, ORDER, PAYMENT)).toBe(SIGNATURE);
    expect(
      isValidPaymentSignature(SECRET, { orderId: ORDER, paymentId: PAYMENT, signature: SIGNATURE }),
    ).toBe(true);
  });

  it.each([
    ["another secret", "another-secret", ORDER, PAYMENT, SIGNATURE],
    ["another order", SECRET, "order_OTHER", PAYMENT, SIGNATURE],
    ["another payment", SECRET, ORDER, "pay_OTHER", SIGNATURE],
    ["a changed signature", SECRET, ORDER, PAYMENT, `${SIGNATURE.slice(0, -1)}8`],
    ["a truncated signature", SECRET, ORDER, PAYMENT, SIGNATURE.slice(0, 10)],
    ["a signature that is not hex", SECRET, ORDER, PAYMENT, "z".repeat(64)],
    ["an empty signature", SECRET, ORDER, PAYMENT, ""],
  ])("refuses %s", (_, secret, orderId, paymentId, signature) => {
    expect(isValidPaymentSignature(secret, { orderId, paymentId, signature })).toBe(false);
  });

  it("accepts the signature in upper case hex too", () => {
    expect(
      isValidPaymentSignature(SECRET, {
        orderId: ORDER,
        paymentId: PAYMENT,
        signature: SIGNATURE.toUpperCase(),
      }),
    ).toBe(true);
  });
});

describe("the webhook signature: HMAC-SHA256 of the raw body", () => {
  it("matches the known vector and nothing else", () => {
    const body = Buffer.from(WEBHOOK_BODY);
    expect(isValidWebhookSignature("whsec_local", body, WEBHOOK_SIGNATURE)).toBe(true);
    expect(isValidWebhookSignature("whsec_other", body, WEBHOOK_SIGNATURE)).toBe(false);
    // The same JSON with other spacing is other bytes: the raw body is what is signed.
    const respaced = Buffer.from('{ "event": "payment.captured" }');
    expect(isValidWebhookSignature("whsec_local", respaced, WEBHOOK_SIGNATURE)).toBe(false);
  });
});
