import { eq } from "drizzle-orm";
import {
  type Application,
  type ApplicationAnswers,
  ApplicationAnswersSchema,
} from "../../core/schemas/application";
import { createApplication, toApplication } from "../applications/applications-repository";
import type { Database } from "../db/client";
import { applications, paymentOrders } from "../db/schema";
import { HttpError } from "../lib/http-error";
import { countCouponUse, type Price } from "./coupons";
import type { PaymentProvider } from "./provider";

export type OrderRow = typeof paymentOrders.$inferSelect;

/** Creates the order with the provider, then keeps it with the answers it pays for. */
export async function createPaymentOrder(
  db: Database,
  provider: PaymentProvider,
  { price, answers }: { price: Price; answers: ApplicationAnswers },
): Promise<OrderRow> {
  const id = crypto.randomUUID();
  const order = await provider.createOrder({
    amount: price.finalPrice,
    currency: "INR",
    receipt: id,
    notes: { startupName: answers.startupName.slice(0, 200), email: answers.email },
  });
  const [row] = await db
    .insert(paymentOrders)
    .values({
      id,
      provider: provider.name,
      providerOrderId: order.providerOrderId,
      amount: order.amount,
      currency: order.currency,
      couponCode: price.couponCode,
      partnerName: price.partnerName,
      answers,
    })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** Our order behind a provider's order id; `lock` holds its row until the transaction ends. */
export async function findOrder(
  db: Database,
  providerOrderId: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<OrderRow | undefined> {
  const query = db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.providerOrderId, providerOrderId));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

export const ORDER_ALREADY_USED = "This payment has already been used for an application.";

/**
 * Records a paid order and makes sure it has its one application, whoever reports the payment
 * first: the browser (POST /api/apply, with the answers it holds) or the provider's webhook (with
 * the answers kept at create-order). Call inside a transaction with the order found by
 * `findOrder(tx, …, { lock: true })`: the lock lets the two arrive together and still make exactly
 * one application. A second browser confirmation is a 409.
 */
export async function completeOrder(
  tx: Database,
  {
    order,
    paymentId,
    by,
    answers,
  }: {
    order: OrderRow;
    paymentId: string;
    by: "browser" | "webhook";
    answers?: ApplicationAnswers;
  },
): Promise<{ application: Application; created: boolean }> {
  if (by === "browser" && order.confirmedAt) throw new HttpError(409, ORDER_ALREADY_USED);

  const now = new Date();
  await tx
    .update(paymentOrders)
    .set({
      status: "paid",
      paymentId: order.paymentId ?? paymentId,
      paidAt: order.paidAt ?? now,
      confirmedAt: by === "browser" ? now : order.confirmedAt,
      updatedAt: now,
    })
    .where(eq(paymentOrders.id, order.id));

  const [existing] = await tx.select().from(applications).where(eq(applications.orderId, order.id));
  if (existing) return { application: toApplication(existing), created: false };

  if (order.couponCode) await countCouponUse(tx, order.couponCode, { withinLimit: false });
  const application = await createApplication(
    tx,
    answers ?? ApplicationAnswersSchema.parse(order.answers),
    {
      paymentId: order.paymentId ?? paymentId,
      couponCode: order.couponCode,
      finalPrice: order.amount,
      partnerName: order.partnerName,
    },
    order.id,
  );
  return { application, created: true };
}
