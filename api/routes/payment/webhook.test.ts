import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { APPLICATION_FEE_PAISE } from "../../../core/constants";
import { applications } from "../../db/schema/applications";
import { mailOutbox } from "../../db/schema/mail";
import { paymentOrders } from "../../db/schema/payments";
import { anApplication } from "../../test/factories";
import { useTestApp } from "../../test/helpers";
import {
  applyWith,
  createOrder,
  paidOrder,
  paymentTestEnv,
  submission,
  webhook,
} from "../../test/payments";

const FEE = { finalPrice: APPLICATION_FEE_PAISE };

describe("POST /api/payment/webhook", () => {
  const t = useTestApp(paymentTestEnv);

  const applicationsOf = (startupName: string) =>
    t.db.select().from(applications).where(eq(applications.startupName, startupName));
  // The confirmations (the pitch deck request follows each; api/routes/applications/apply.test.ts).
  const mailsTo = (email: string) =>
    t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, "application")));

  it("alone turns a paid order into the application when the browser never came back", async () => {
    const answers = anApplication({ startupName: "Closed Tab" });
    const { order } = await createOrder(t.app, { answers });
    const response = await webhook(t.app, {
      orderId: order.orderId,
      paymentId: "pay_closed_tab",
      amount: order.amount,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "processed" });
    const [stored] = await applicationsOf("Closed Tab");
    expect(stored).toMatchObject({
      status: "Pending",
      paymentId: "pay_closed_tab",
      finalPrice: 500_000,
      journey: answers.journey,
      email: answers.email,
    });
    const [row] = await t.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.providerOrderId, order.orderId));
    expect(row).toMatchObject({ status: "paid", paymentId: "pay_closed_tab", confirmedAt: null });
    expect(await mailsTo(answers.email)).toHaveLength(1);
  });

  it("refuses a bad signature and changes nothing", async () => {
    const answers = anApplication({ startupName: "Bad Signature" });
    const { order } = await createOrder(t.app, { answers });
    const forged = await webhook(t.app, {
      orderId: order.orderId,
      paymentId: "pay_forged",
      amount: order.amount,
      secret: "not-the-webhook-secret",
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe("Invalid webhook signature");
    const missing = await webhook(t.app, {
      orderId: order.orderId,
      paymentId: "pay_forged",
      amount: order.amount,
      signature: "",
    });
    expect(missing.statusCode).toBe(400);
    expect(await applicationsOf("Bad Signature")).toHaveLength(0);
  });

  it("handles a replayed event once", async () => {
    const answers = anApplication({ startupName: "Replay" });
    const { order } = await createOrder(t.app, { answers });
    const event = { orderId: order.orderId, paymentId: "pay_replay", amount: order.amount };
    const first = await webhook(t.app, { ...event, eventId: "evt_replay_1" });
    const replay = await webhook(t.app, { ...event, eventId: "evt_replay_1" });
    expect(first.json()).toEqual({ status: "processed" });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ status: "duplicate" });
    // order.paid after payment.captured: another event, the same order, still one application.
    const orderPaid = await webhook(t.app, {
      ...event,
      event: "order.paid",
      eventId: "evt_replay_2",
    });
    expect(orderPaid.json()).toEqual({ status: "processed" });
    expect(await applicationsOf("Replay")).toHaveLength(1);
    expect(await mailsTo(answers.email)).toHaveLength(1);
  });

  it("arriving after the browser adds nothing", async () => {
    const answers = anApplication({ startupName: "Browser First" });
    const { order, payment } = await paidOrder(t.app, { answers });
    expect((await applyWith(t.app, submission(answers, payment, FEE))).statusCode).toBe(201);
    const late = await webhook(t.app, {
      orderId: order.orderId,
      paymentId: payment.razorpay_payment_id,
      amount: order.amount,
    });
    expect(late.json()).toEqual({ status: "processed" });
    expect(await applicationsOf("Browser First")).toHaveLength(1);
  });

  it("arriving before the browser: the browser's confirmation is answered with the same application, once", async () => {
    const answers = anApplication({ startupName: "Webhook First" });
    const { order, payment } = await paidOrder(t.app, { answers });
    await webhook(t.app, {
      orderId: order.orderId,
      paymentId: payment.razorpay_payment_id,
      amount: order.amount,
    });
    const [created] = await applicationsOf("Webhook First");
    const confirmed = await applyWith(t.app, submission(answers, payment, FEE));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()._id).toBe(created?.id);
    expect((await applyWith(t.app, submission(answers, payment, FEE))).statusCode).toBe(409);
    expect(await applicationsOf("Webhook First")).toHaveLength(1);
  });

  it("arriving together with the browser makes exactly one application", async () => {
    for (let round = 0; round < 5; round++) {
      const startupName = `Race ${round}`;
      const answers = anApplication({ startupName });
      const { order, payment } = await paidOrder(t.app, { answers });
      const [browser, provider] = await Promise.all([
        applyWith(t.app, submission(answers, payment, FEE)),
        webhook(t.app, {
          orderId: order.orderId,
          paymentId: payment.razorpay_payment_id,
          amount: order.amount,
        }),
      ]);
      expect([200, 201]).toContain(browser.statusCode);
      expect(provider.statusCode).toBe(200);
      expect(await applicationsOf(startupName)).toHaveLength(1);
      expect(await mailsTo(answers.email)).toHaveLength(1);
    }
  });

  it("ignores events it does not handle, orders that are not ours and wrong amounts", async () => {
    const answers = anApplication({ startupName: "Ignored" });
    const { order } = await createOrder(t.app, { answers });
    const failed = await webhook(t.app, {
      event: "payment.failed",
      orderId: order.orderId,
      paymentId: "pay_failed",
      amount: order.amount,
    });
    expect(failed.json()).toEqual({ status: "ignored" });
    const notOurs = await webhook(t.app, {
      orderId: "order_other",
      paymentId: "pay_o",
      amount: 100,
    });
    expect(notOurs.json()).toEqual({ status: "ignored" });
    const short = await webhook(t.app, { orderId: order.orderId, paymentId: "pay_s", amount: 100 });
    expect(short.json()).toEqual({ status: "ignored" });
    expect(await applicationsOf("Ignored")).toHaveLength(0);
  });
});
