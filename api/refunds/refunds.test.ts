import { createHmac } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { App } from "../app";
import { refundSecondCaptures } from "../applications/payment-reconciliation";
import { applications } from "../db/schema/applications";
import { auditEvents } from "../db/schema/audit";
import { mailOutbox } from "../db/schema/mail";
import { paymentOrders } from "../db/schema/payments";
import { creditNotes, refunds } from "../db/schema/refunds";
import { composeMail } from "../mail/compose";
import type { TestPaymentProvider } from "../payments/test-provider";
import { loginAsAdmin, loginAsReviewer } from "../test/admin";
import { anApplication } from "../test/factories";
import { aPaidApplication, asFounder } from "../test/founder";
import { useTestApp } from "../test/helpers";
import { paymentTestEnv, TEST_PAYMENT_SECRET, webhook } from "../test/payments";
import { pdftotext } from "../test/pdf-text";
import { silentLog } from "../test/silent-log";
import { refundApplication } from "./refund-payment";

// Refunds and GST credit notes (docs/decisions/085-refunds-and-credit-notes.md), through the test
// checkout's simulated gateway and its webhooks, on a firm registered in Karnataka.

type Headers = Record<string, string>;
const GSTIN = "29ABCDE1234F1Z5";

const gateway = (app: App) => app.paymentProvider as TestPaymentProvider;

/** A refund webhook signed as the simulated gateway (and Razorpay) sign it. */
function refundWebhook(
  app: App,
  {
    event,
    refundId,
    paymentId,
    ourId,
    arn = null,
    eventId = `evt_${Math.random().toString(36).slice(2)}`,
  }: {
    event: "refund.processed" | "refund.failed";
    refundId: string;
    paymentId: string;
    ourId: string;
    arn?: string | null;
    eventId?: string;
  },
) {
  const body = JSON.stringify({
    entity: "event",
    event,
    contains: ["refund"],
    payload: {
      refund: {
        entity: {
          id: refundId,
          entity: "refund",
          payment_id: paymentId,
          notes: { refund_id: ourId },
          acquirer_data: { arn },
          status: event === "refund.processed" ? "processed" : "failed",
        },
      },
    },
  });
  return app.inject({
    method: "POST",
    url: "/api/payment/webhook",
    headers: {
      "content-type": "application/json",
      "x-razorpay-event-id": eventId,
      "x-razorpay-signature": createHmac("sha256", TEST_PAYMENT_SECRET).update(body).digest("hex"),
    },
    payload: body,
  });
}

describe("refunds and credit notes", () => {
  const t = useTestApp({ ...paymentTestEnv, GSTIN });
  let admin: Headers;
  let reviewer: Headers;

  beforeAll(async () => {
    admin = (await loginAsAdmin(t.app, t.db, { name: "Huda Saleh" })).headers;
    reviewer = (await loginAsReviewer(t.app, t.db, { name: "Rana Aziz" })).headers;
  });

  const refund = (id: string, payload: object, headers = admin) =>
    t.app.inject({
      method: "POST",
      url: `/api/admin/applications/${id}/refunds`,
      headers,
      payload,
    });
  const viewOf = async (id: string) =>
    (await t.app.inject({ url: `/api/admin/applications/${id}/refunds`, headers: admin })).json();
  const mailsTo = (email: string, kind: string) =>
    t.db
      .select({
        subject: mailOutbox.subject,
        text: mailOutbox.text,
        attachments: mailOutbox.attachments,
      })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, kind)));

  it("refunds half the fee: pending, then processed with the ARN, and a credit note reversing half the GST", async () => {
    const answers = anApplication({ startupName: "Half Back", email: "half@example.com" });
    const { applicationId, token } = await aPaidApplication(t.app, answers);

    const started = await refund(applicationId, {
      amount: 250_000,
      reason: "withdrawn-before-review",
      note: "Withdrew the day after paying.",
      state: "29",
    });
    expect(started.statusCode).toBe(201);
    expect(started.json()).toMatchObject({ amount: 250_000, reason: "withdrawn-before-review" });
    await gateway(t.app).webhooksDelivered();

    const view = await viewOf(applicationId);
    expect(view).toMatchObject({ paid: 500_000, refundable: 250_000, needsState: false });
    expect(view.refunds).toHaveLength(1);
    const [done] = view.refunds;
    expect(done.status).toBe("processed");
    expect(done.arn).toMatch(/^TEST\d{15}$/);
    expect(done.creditNote.number).toMatch(/^NV\/CN\/\d{4}-\d{2}\/\d{6}$/);

    // The founder's page shows the refund, its bank reference and its credit note.
    const page = (await asFounder(t.app, token, { url: "/api/my-application" })).json();
    expect(page.refunds).toEqual([
      expect.objectContaining({ amount: 250_000, status: "processed", arn: done.arn }),
    ]);
    const [note] = await t.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.applicationId, applicationId));
    // ₹5,000 paid within Karnataka: taxable ₹4,237.29, CGST ₹381.36, SGST ₹381.35; half of each,
    // rounded half up to the paisa, CGST taking the odd one.
    expect(note).toMatchObject({
      amount: 250_000,
      taxable: 211_865,
      cgst: 19_068,
      sgst: 19_067,
      igst: null,
    });

    const pdf = await asFounder(t.app, token, {
      url: `/api/my-application/credit-notes/${done.id}`,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const lines = pdftotext(pdf.rawPayload)
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    const order = [
      "CREDIT NOTE",
      `GSTIN: ${GSTIN}`,
      `No. ${done.creditNote.number}`,
      "Place of supply: Karnataka (29)",
      "998311",
      "₹2,500",
      "Taxable value",
      "₹2,118.65",
      "CGST 9%",
      "₹190.68",
      "SGST 9%",
      "₹190.67",
      "Total refunded (GST included)",
      "₹2,500",
      "Reason: Withdrawn before review",
      `Bank reference (ARN): ${done.arn}`,
    ];
    // poppler reads each in turn, top to bottom: every one is found after the one before it.
    let from = 0;
    for (const text of order) {
      const at = lines.findIndex((line, index) => index >= from && line.includes(text));
      expect(at, `${text} after line ${from} in:\n${lines.join("\n")}`).toBeGreaterThanOrEqual(0);
      from = at + 1;
    }
    expect(lines.join(" ")).toContain(
      "Refund of the Startup Pitch Application Fee, against tax invoice NV/",
    );

    expect(await mailsTo(answers.email, "refund-started")).toEqual([
      expect.objectContaining({ subject: "Your refund has started" }),
    ]);
    const [doneMail] = await mailsTo(answers.email, "refund-processed");
    expect(doneMail?.text).toContain(
      `Your refund of ₹2,500 is done. The bank's reference (ARN) is ${done.arn}`,
    );
    expect(doneMail?.text).toContain(
      `Its GST credit note ${done.creditNote.number} is attached, and stays on your application's page.`,
    );
    // The credit note goes with it, the same PDF as the page's, and nodemailer sends it as a file.
    expect(doneMail?.attachments).toEqual([
      {
        fileName: `credit-note-${done.creditNote.number.replaceAll("/", "-")}.pdf`,
        contentType: "application/pdf",
        contentBase64: expect.any(String),
      },
    ]);
    const attached = Buffer.from(doneMail?.attachments?.[0]?.contentBase64 ?? "", "base64");
    expect(pdftotext(attached)).toContain(`No. ${done.creditNote.number}`);
    const sent = composeMail(
      { ...(doneMail as NonNullable<typeof doneMail>), to: answers.email },
      "mail-1",
      { from: "hello@nakhla.example", domain: "nakhla.example" },
    );
    expect(sent.attachments).toEqual([
      expect.objectContaining({
        filename: `credit-note-${done.creditNote.number.replaceAll("/", "-")}.pdf`,
        contentType: "application/pdf",
      }),
    ]);

    const history = await t.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.entityId, applicationId));
    expect(history.map((row) => row.action)).toEqual(
      expect.arrayContaining(["Refund started", "Refund processed"]),
    );

    // The rest, and never a paisa more.
    const tooMuch = await refund(applicationId, { amount: 250_001, reason: "goodwill" });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe(
      "A refund can give back at most ₹2,500: what was paid less what was refunded.",
    );
    expect((await refund(applicationId, { amount: 250_000, reason: "goodwill" })).statusCode).toBe(
      201,
    );
    await gateway(t.app).webhooksDelivered();
    const notes = await t.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.applicationId, applicationId))
      .orderBy(asc(creditNotes.sequence));
    // Two notes reverse exactly what the invoice charged.
    expect(notes.reduce((sum, one) => sum + one.taxable, 0)).toBe(423_729);
    expect(notes.reduce((sum, one) => sum + (one.cgst ?? 0), 0)).toBe(38_136);
    expect(notes.reduce((sum, one) => sum + (one.sgst ?? 0), 0)).toBe(38_135);
    const full = await refund(applicationId, { amount: 1, reason: "goodwill" });
    expect(full.json().message).toBe("This payment has already been refunded in full.");

    const csv = await t.app.inject({
      url: `/api/admin/credit-notes.csv?month=${note?.issuedAt.toISOString().slice(0, 7)}`,
      headers: admin,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(
      "Month,Credit note,Issued on,Original invoice,Invoice date,Taxable value (INR),CGST (INR),SGST (INR),IGST (INR),Total refunded (INR),Reason",
    );
    expect(csv.body).toContain(`${note?.number},`);
    expect(csv.body).toContain(",2118.65,190.68,190.67,,2500.00,Withdrawn before review");
  });

  it("asks for the founder's state when the tax invoice was never produced, and refuses bad input", async () => {
    const { applicationId } = await aPaidApplication(
      t.app,
      anApplication({ startupName: "No State" }),
    );
    const unasked = await refund(applicationId, { amount: 100_000, reason: "goodwill" });
    expect(unasked.statusCode).toBe(400);
    expect(unasked.json().message).toBe(
      "Choose the founder's state: the credit note needs the receipt's place of supply.",
    );
    const zero = await refund(applicationId, { amount: 0, reason: "goodwill", state: "29" });
    expect(zero.statusCode).toBe(400);
    const noReason = await refund(applicationId, { amount: 100, reason: "because", state: "29" });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toContain("Choose why the payment is refunded");
    // Reviewers read and score; money is admins' work.
    expect(
      (await refund(applicationId, { amount: 100, reason: "goodwill", state: "29" }, reviewer))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ url: "/api/admin/credit-notes.csv?month=2026-13", headers: admin }))
        .statusCode,
    ).toBe(400);
  });

  it("refunds in IGST for a founder in another state", async () => {
    const { applicationId } = await aPaidApplication(
      t.app,
      anApplication({ startupName: "Pune Co" }),
    );
    await refund(applicationId, { amount: 500_000, reason: "firm-error", state: "27" });
    await gateway(t.app).webhooksDelivered();
    const [note] = await t.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.applicationId, applicationId));
    expect(note).toMatchObject({
      amount: 500_000,
      taxable: 423_729,
      igst: 76_271,
      cgst: null,
      sgst: null,
    });
  });

  it("never refunds more than was paid when refunds race", async () => {
    const { applicationId } = await aPaidApplication(
      t.app,
      anApplication({ startupName: "Race Back" }),
    );
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        refund(applicationId, { amount: 200_000, reason: "goodwill", state: "29" }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(2);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(4);
    await gateway(t.app).webhooksDelivered();
    const rows = await t.db.select().from(refunds).where(eq(refunds.applicationId, applicationId));
    expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(400_000);
  });

  it("keeps the credit-note series without gaps under 20 concurrent refunds", async () => {
    const paid = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        aPaidApplication(t.app, anApplication({ startupName: `Series ${index}` })),
      ),
    );
    const before = await t.db.select({ sequence: creditNotes.sequence }).from(creditNotes);
    await Promise.all(
      paid.map(({ applicationId }) =>
        refund(applicationId, { amount: 100_000, reason: "goodwill", state: "29" }),
      ),
    );
    await gateway(t.app).webhooksDelivered();
    const sequences = (await t.db.select({ sequence: creditNotes.sequence }).from(creditNotes))
      .map((row) => row.sequence)
      .sort((a, b) => a - b);
    expect(sequences).toHaveLength(before.length + 20);
    expect(sequences).toEqual(sequences.map((_, index) => index + 1));
  });

  it("takes a failed refund's money back into what can be refunded, and a duplicate webhook changes nothing", async () => {
    const { applicationId } = await aPaidApplication(
      t.app,
      anApplication({ startupName: "Fails" }),
    );
    // A gateway that answers pending and reports nothing: the webhooks below are the provider's.
    const silent = {
      ...t.app.paymentProvider,
      refund: async () => ({ id: "rfnd_silent_1", status: "pending", arn: null }),
    };
    const row = await refundApplication(
      { db: t.db, mailer: t.app.mailer, log: silentLog, provider: silent, gstin: GSTIN },
      applicationId,
      { amount: 300_000, reason: "firm-error", state: "29" },
      { id: null, name: "Test" },
      new Date(),
    );
    expect(row).toMatchObject({ status: "pending", providerRefundId: "rfnd_silent_1" });
    const failed = {
      event: "refund.failed" as const,
      refundId: "rfnd_silent_1",
      paymentId: row.paymentId,
      ourId: row.id,
      eventId: "evt_failed_1",
    };
    expect((await refundWebhook(t.app, failed)).json()).toEqual({ status: "processed" });
    expect((await refundWebhook(t.app, failed)).json()).toEqual({ status: "duplicate" });
    const view = await viewOf(applicationId);
    expect(view.refundable).toBe(500_000);
    expect(view.refunds[0]).toMatchObject({
      status: "failed",
      failureReason: "The payment provider reported the refund as failed.",
    });
    expect(
      await t.db.select().from(creditNotes).where(eq(creditNotes.applicationId, applicationId)),
    ).toEqual([]);
  });

  it("records a webhook that overtakes the provider's answer, and the answer does not undo it", async () => {
    const { applicationId } = await aPaidApplication(
      t.app,
      anApplication({ startupName: "Overtaken" }),
    );
    const overtaking = {
      ...t.app.paymentProvider,
      refund: async ({ paymentId, refundId }: { paymentId: string; refundId: string }) => {
        const early = await refundWebhook(t.app, {
          event: "refund.processed",
          refundId: "rfnd_fast_1",
          paymentId,
          ourId: refundId,
          arn: "74836291045521",
        });
        expect(early.json()).toEqual({ status: "processed" });
        return { id: "rfnd_fast_1", status: "pending", arn: null };
      },
    };
    const row = await refundApplication(
      { db: t.db, mailer: t.app.mailer, log: silentLog, provider: overtaking, gstin: GSTIN },
      applicationId,
      { amount: 500_000, reason: "duplicate-payment", state: "29" },
      { id: null, name: "Test" },
      new Date(),
    );
    expect(row).toMatchObject({
      status: "processed",
      arn: "74836291045521",
      providerRefundId: "rfnd_fast_1",
    });
  });

  it("refunds a second capture of a paid order in full, once, from the webhook or from reconciliation", async () => {
    const answers = anApplication({ startupName: "Paid Twice", email: "twice@example.com" });
    const { applicationId } = await aPaidApplication(t.app, answers);
    const [paidOrder] = await t.db
      .select({ order: paymentOrders })
      .from(applications)
      .innerJoin(paymentOrders, eq(paymentOrders.id, applications.orderId))
      .where(eq(applications.id, applicationId))
      .then((rows) => rows.map((row) => row.order));
    if (!paidOrder) throw new Error("no order");
    // The test checkout takes a second payment of the same order; its webhook reports it.
    const second = gateway(t.app).pay(paidOrder.providerOrderId);
    const captured = await webhook(t.app, {
      orderId: paidOrder.providerOrderId,
      paymentId: second.razorpay_payment_id,
      amount: paidOrder.amount,
    });
    expect(captured.json()).toEqual({ status: "processed" });
    await gateway(t.app).webhooksDelivered();
    const automatic = await t.db
      .select()
      .from(refunds)
      .where(eq(refunds.paymentId, second.razorpay_payment_id));
    expect(automatic).toEqual([
      expect.objectContaining({
        amount: 500_000,
        reason: "duplicate-payment",
        status: "processed",
        requestedBy: null,
      }),
    ]);
    // No tax invoice was issued for the second payment: no credit note.
    expect(
      await t.db
        .select()
        .from(creditNotes)
        .where(eq(creditNotes.refundId, automatic[0]?.id ?? "")),
    ).toEqual([]);
    // Reconciliation finds it again, and the unique automatic refund per payment holds.
    const report = await refundSecondCaptures(
      { db: t.db, mailer: t.app.mailer },
      t.app.paymentProvider,
      silentLog,
    );
    expect(report.refunded).toBe(0);
    // A third capture nobody reported is found by reconciliation alone.
    const third = gateway(t.app).pay(paidOrder.providerOrderId);
    const found = await refundSecondCaptures(
      { db: t.db, mailer: t.app.mailer },
      t.app.paymentProvider,
      silentLog,
    );
    expect(found.refunded).toBe(1);
    await gateway(t.app).webhooksDelivered();
    const [thirdRefund] = await t.db
      .select()
      .from(refunds)
      .where(eq(refunds.paymentId, third.razorpay_payment_id));
    expect(thirdRefund).toMatchObject({ amount: 500_000, status: "processed" });
    expect((await mailsTo(answers.email, "refund-started")).length).toBe(2);
  });
});
