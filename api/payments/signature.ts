import { createHmac, timingSafeEqual } from "node:crypto";

/** Hex HMAC-SHA256, the scheme Razorpay uses for payment and webhook signatures. */
const hmacSha256Hex = (secret: string, data: string | Buffer) =>
  createHmac("sha256", secret).update(data).digest("hex");

/** Compares two hex strings in constant time; anything malformed is simply unequal. */
function sameHex(expected: string, actual: string): boolean {
  if (!/^[0-9a-f]+$/i.test(actual) || actual.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(expected, "hex"), Buffer.from(actual, "hex"));
}

/** Checkout's signature of a payment: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export const paymentSignature = (secret: string, orderId: string, paymentId: string) =>
  hmacSha256Hex(secret, `${orderId}|${paymentId}`);

export const isValidPaymentSignature = (
  secret: string,
  proof: { orderId: string; paymentId: string; signature: string },
) => sameHex(paymentSignature(secret, proof.orderId, proof.paymentId), proof.signature);

/** A webhook's X-Razorpay-Signature: HMAC-SHA256 of the raw request body with the webhook secret. */
export const isValidWebhookSignature = (secret: string, rawBody: Buffer, signature: string) =>
  sameHex(hmacSha256Hex(secret, rawBody), signature);
