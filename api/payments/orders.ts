import { eq } from "drizzle-orm";
import type { ApplicationAnswers } from "../../core/schemas/application";
import type { Database } from "../db/client";
import { paymentOrders } from "../db/schema";
import type { Price } from "./coupons";
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
 * Marks a locked order paid. The first report of the payment keeps its id and time; `confirmed`
 * records that the browser came back with it (a second browser confirmation is refused upstream).
 */
export async function markOrderPaid(
  tx: Database,
  order: OrderRow,
  { paymentId, confirmed }: { paymentId: string; confirmed: boolean },
): Promise<void> {
  const now = new Date();
  await tx
    .update(paymentOrders)
    .set({
      status: "paid",
      paymentId: order.paymentId ?? paymentId,
      paidAt: order.paidAt ?? now,
      confirmedAt: confirmed ? now : order.confirmedAt,
      updatedAt: now,
    })
    .where(eq(paymentOrders.id, order.id));
}
