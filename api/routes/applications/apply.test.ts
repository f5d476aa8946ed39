import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { APPLICATION_FEE_PAISE } from "../../../core/constants";
import { applications } from "../../db/schema/applications";
import { mailOutbox } from "../../db/schema/mail";
import { coupons, paymentOrders } from "../../db/schema/payments";
import { createCoupon } from "../../payments/coupons";
import { paymentSignature } from "../../payments/signature";
import { anApplication } from "../../test/factories";
import { useTestApp } from "../../test/helpers";
import {
  applyWith,
  createOrder,
  paidOrder,
  paymentTestEnv,
  submission,
  TEST_PAYMENT_SECRET,
} from "../../test/payments";

const FEE = { finalPrice: APPLICATION_FEE_PAISE };

describe("POST /api/apply", () => {
  const t = useTestApp(paymentTestEnv);

  beforeAll(async () => {
    await createCoupon(t.db, { code: "GULF50", partnerName: "Gulf Angels", finalPrice: 250_000 });
    await createCoupon(t.db, {
      code: "FREEPASS",
      partnerName: "Nakhla Scouts",
      finalPrice: 0,
      usageLimit: 1,
    });
  });

  const applicationsOf = (startupName: string) =>
    t.db.select().from(applications).where(eq(applications.startupName, startupName));

  it("stores a paid application as Pending, exactly once for its order, and mails the founder", async () => {
    const answers = anApplication({ startupName: "Sahla Pay" });
    const { payment } = await paidOrder(t.app, { answers });
    const first = await applyWith(t.app, submission(answers, payment, FEE));
    expect(first.statusCode).toBe(201);
    const [stored] = await applicationsOf("Sahla Pay");
    expect(stored).toMatchObject({
      id: first.json()._id,
      status: "Pending",
      paymentId: payment.razorpay_payment_id,
      finalPrice: 500_000,
      couponCode: null,
      fullName: answers.fullName,
    });

    const again = await applyWith(t.app, submission(answers, payment, FEE));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This payment has already been used for an application.");
    expect(await applicationsOf("Sahla Pay")).toHaveLength(1);

    // The confirmation, then the pitch deck request the thank-you page promises; each once.
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, answers.email))
      .orderBy(mailOutbox.createdAt);
    expect(mails.map((mail) => mail.kind)).toEqual(["application", "deck-requested"]);
    expect(mails[0]).toMatchObject({ subject: "Application Submitted: Sahla Pay" });
    expect(mails[0]?.text).toContain("Our analysts are reviewing your submission.");
    expect(mails[0]?.text).toContain("Fee paid: ₹5,000");
    expect(mails[1]?.text).toContain("pitch deck");
    expect(mails[1]?.text).toContain("book a pitch slot");
  });

  it("stores the coupon, partner and price of a discounted payment and counts the use", async () => {
    const answers = anApplication({ startupName: "Dhow Data" });
    const { payment } = await paidOrder(t.app, { answers, amount: 250_000, couponCode: "gulf50" });
    const response = await applyWith(
      t.app,
      submission(answers, payment, {
        finalPrice: 250_000,
        couponCode: "gulf50",
        partnerName: "Gulf Angels",
      }),
    );
    expect(response.statusCode).toBe(201);
    const [stored] = await applicationsOf("Dhow Data");
    expect(stored).toMatchObject({
      couponCode: "GULF50",
      partnerName: "Gulf Angels",
      finalPrice: 250_000,
    });
    const [coupon] = await t.db.select().from(coupons).where(eq(coupons.code, "GULF50"));
    expect(coupon?.usedCount).toBe(1);
  });

  it("refuses an application without a payment", async () => {
    const answers = anApplication({ startupName: "No Pay" });
    const response = await applyWith(t.app, submission(answers, undefined, FEE));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("A verified payment is needed to submit the application.");
    expect(await applicationsOf("No Pay")).toHaveLength(0);
  });

  it("refuses a forged signature", async () => {
    const answers = anApplication({ startupName: "Forged" });
    const { payment } = await paidOrder(t.app, { answers });
    const forged = {
      ...payment,
      razorpay_signature: paymentSignature("guessed-secret", payment.razorpay_order_id, "pay_x"),
    };
    const response = await applyWith(t.app, submission(answers, forged, FEE));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("The payment could not be verified.");
    expect(await applicationsOf("Forged")).toHaveLength(0);
  });

  it("refuses a correctly signed payment of an order that is not ours", async () => {
    const answers = anApplication({ startupName: "Elsewhere" });
    const orderId = "order_made_elsewhere";
    const payment = {
      razorpay_order_id: orderId,
      razorpay_payment_id: "pay_elsewhere",
      razorpay_signature: paymentSignature(TEST_PAYMENT_SECRET, orderId, "pay_elsewhere"),
    };
    const response = await applyWith(t.app, submission(answers, payment, FEE));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("The payment is not for an order of ours.");
  });

  it("refuses a final price or coupon other than the order's", async () => {
    const answers = anApplication({ startupName: "Cheap Claim" });
    const { payment } = await paidOrder(t.app, { answers, amount: 250_000, couponCode: "GULF50" });
    for (const price of [
      { finalPrice: 500_000, couponCode: "GULF50" },
      { finalPrice: 250_000 },
      { finalPrice: 100, couponCode: "GULF50" },
    ]) {
      const response = await applyWith(t.app, submission(answers, payment, price));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe("The final price does not match the paid order.");
    }
    expect(await applicationsOf("Cheap Claim")).toHaveLength(0);
  });

  it("accepts a retry with the same paid order after a failed save, once", async () => {
    const answers = anApplication({ startupName: "Retry Labs" });
    const { payment } = await paidOrder(t.app, { answers });
    // The database refuses this application's row once: the save fails after the payment.
    await t.db.execute(sql`
      create function refuse_retry_labs() returns trigger language plpgsql as $$
      begin raise exception 'disk full'; end $$`);
    await t.db.execute(sql`
      create trigger refuse_retry_labs before insert on applications
      for each row when (new.startup_name = 'Retry Labs') execute function refuse_retry_labs()`);
    const failed = await applyWith(t.app, submission(answers, payment, FEE));
    expect(failed.statusCode).toBe(500);
    expect(failed.json().message).not.toContain("disk full");
    expect(await applicationsOf("Retry Labs")).toHaveLength(0);
    await t.db.execute(sql`drop trigger refuse_retry_labs on applications`);
    await t.db.execute(sql`drop function refuse_retry_labs()`);

    const retry = await applyWith(t.app, submission(answers, payment, FEE));
    expect(retry.statusCode).toBe(201);
    expect((await applyWith(t.app, submission(answers, payment, FEE))).statusCode).toBe(409);
    expect(await applicationsOf("Retry Labs")).toHaveLength(1);
  });

  it.each([
    "fullName",
    "designation",
    "phone",
    "email",
    "journey",
    "legacy",
    "problem",
    "startupName",
    "industry",
    "pitch",
    "developmentStage",
    "funded",
    "investmentDetails",
    "customerAcquisition",
    "challenge",
    "cofounders",
    "teamSize",
    "decisionMaking",
    "expectations",
  ] as const)("enforces the required %s on the server", async (field) => {
    const answers = anApplication();
    const { payment } = await paidOrder(t.app, { answers });
    const { [field]: _, ...incomplete } = submission(answers, payment, FEE);
    const response = await applyWith(t.app, incomplete);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].path).toBe(field);
  });

  it("takes a free application without payment when the coupon's price is 0, within its limit", async () => {
    const answers = anApplication({ startupName: "Free Ride" });
    const free = { finalPrice: 0, couponCode: "FREEPASS", partnerName: "Nakhla Scouts" };
    const first = await applyWith(t.app, submission(answers, undefined, free));
    expect(first.statusCode).toBe(201);
    const [stored] = await applicationsOf("Free Ride");
    expect(stored).toMatchObject({ finalPrice: 0, paymentId: null, couponCode: "FREEPASS" });

    const second = await applyWith(t.app, submission(anApplication(), undefined, free));
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe("This coupon has been used up");
  });

  it("keeps a paid order unseen by staff until it is paid", async () => {
    const answers = anApplication({ startupName: "Unpaid Co" });
    const { order } = await createOrder(t.app, { answers });
    expect(await applicationsOf("Unpaid Co")).toHaveLength(0);
    const [kept] = await t.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.providerOrderId, order.orderId));
    expect(kept?.status).toBe("created");
  });
});
