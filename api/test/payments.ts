import { createHmac } from "node:crypto";
import { APPLICATION_FEE_PAISE } from "../../core/constants";
import type { ApplicationAnswers } from "../../core/schemas/application";
import type { CreateOrderResponse, PaymentProof } from "../../core/schemas/payment";
import type { App } from "../app";
import { anApplication } from "./factories";

/** The test checkout's secret in API tests: webhooks are signed with it. */
export const TEST_PAYMENT_SECRET = "local-test-payment-secret-0123456789";
export const paymentTestEnv = { PAYMENT_TEST_SECRET: TEST_PAYMENT_SECRET };

export async function createOrder(
  app: App,
  {
    answers = anApplication(),
    amount = APPLICATION_FEE_PAISE,
    couponCode,
    language,
  }: {
    answers?: ApplicationAnswers;
    amount?: number;
    couponCode?: string;
    /** The page's language; left out, as an older client would. */
    language?: string;
  } = {},
) {
  const response = await app.inject({
    method: "POST",
    url: "/api/payment/create-order",
    payload: {
      amount,
      answers,
      ...(couponCode ? { couponCode } : {}),
      ...(language ? { language } : {}),
    },
  });
  return { response, order: response.json() as CreateOrderResponse, answers };
}

/** Pays an order through the test checkout, as the browser does. */
export async function payInTestCheckout(app: App, orderId: string): Promise<PaymentProof> {
  const response = await app.inject({
    method: "POST",
    url: "/api/payment/test-checkout",
    payload: { orderId },
  });
  if (response.statusCode !== 200) throw new Error(`test checkout: ${response.body}`);
  return response.json();
}

/** An order created and paid: what the browser holds when it sends POST /api/apply. */
export async function paidOrder(app: App, options: Parameters<typeof createOrder>[1] = {}) {
  const { order, answers } = await createOrder(app, options);
  const payment = await payInTestCheckout(app, order.orderId);
  return { order, answers, payment };
}

export const applyWith = (app: App, payload: object) =>
  app.inject({ method: "POST", url: "/api/apply", payload });

/** The POST /api/apply body for a paid order, as the application form sends it. */
export const submission = (
  answers: ApplicationAnswers,
  payment: PaymentProof | undefined,
  price: { finalPrice: number; couponCode?: string; partnerName?: string },
) => ({
  ...answers,
  paymentId: payment?.razorpay_payment_id ?? null,
  couponCode: price.couponCode ?? null,
  finalPrice: price.finalPrice,
  partnerName: price.partnerName ?? null,
  ...(payment ? { payment } : {}),
});

/** A Razorpay-shaped webhook, signed like Razorpay signs it. */
export function webhook(
  app: App,
  {
    event = "payment.captured",
    orderId,
    paymentId,
    amount,
    eventId = `evt_${Math.random().toString(36).slice(2)}`,
    secret = TEST_PAYMENT_SECRET,
    signature,
  }: {
    event?: string;
    orderId: string;
    paymentId: string;
    amount: number;
    eventId?: string;
    secret?: string;
    signature?: string;
  },
) {
  const body = JSON.stringify({
    entity: "event",
    account_id: "acc_test",
    event,
    contains: ["payment"],
    payload: {
      payment: {
        entity: {
          id: paymentId,
          entity: "payment",
          amount,
          currency: "INR",
          status: "captured",
          order_id: orderId,
        },
      },
    },
    created_at: Math.floor(Date.now() / 1000),
  });
  return app.inject({
    method: "POST",
    url: "/api/payment/webhook",
    headers: {
      "content-type": "application/json",
      "x-razorpay-event-id": eventId,
      "x-razorpay-signature": signature ?? createHmac("sha256", secret).update(body).digest("hex"),
    },
    payload: body,
  });
}
