import { and, eq, inArray, lte } from "drizzle-orm";
import { ORDER_ALREADY_USED, ORDER_EXPIRED } from "../../core/application-messages";
import type { Language } from "../../core/languages";
import type { ApplicationAnswers } from "../../core/schemas/application";
import type { Database } from "../db/client";
import { paymentOrders } from "../db/schema/payments";
import { HttpError } from "../lib/http-error";
import {
  countCouponUseBeyondRules,
  type Price,
  releaseLapsedCouponUses,
  takeCouponUse,
} from "./coupons";
import type { PaymentProvider } from "./provider";

export type OrderRow = typeof paymentOrders.$inferSelect;

/**
 * Creates the order with the provider, then keeps it with the answers it pays for, its lifetime
 * and, with a coupon, one of the coupon's uses, taken in the same transaction as the order row
 * (docs/decisions/010-payments.md). When the use cannot be taken (the last one went meanwhile)
 * nothing is kept and the provider's order is never shown to the browser, so never paid.
 */
export async function createPaymentOrder(
  db: Database,
  provider: PaymentProvider,
  {
    price,
    answers,
    language = "en",
    lifetimeMinutes,
    now = new Date(),
  }: {
    price: Price;
    answers: ApplicationAnswers;
    language?: Language;
    lifetimeMinutes: number;
    now?: Date;
  },
): Promise<OrderRow> {
  const id = crypto.randomUUID();
  const order = await provider.createOrder({
    amount: price.finalPrice,
    currency: "INR",
    receipt: id,
    notes: { startupName: answers.startupName.slice(0, 200), email: answers.email },
  });
  return db.transaction(async (tx) => {
    if (price.couponCode) {
      const use = await takeCouponUse(tx, price.couponCode, now);
      if (use.problem !== undefined) throw new HttpError(400, use.problem);
    }
    const [row] = await tx
      .insert(paymentOrders)
      .values({
        id,
        provider: provider.name,
        providerOrderId: order.providerOrderId,
        amount: order.amount,
        currency: order.currency,
        couponCode: price.couponCode,
        partnerName: price.partnerName,
        couponReserved: price.couponCode !== null,
        answers,
        language,
        expiresAt: new Date(now.getTime() + lifetimeMinutes * 60_000),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error("insert returned no row");
    return row;
  });
}

/**
 * Expires every unpaid order past its lifetime and gives back the coupon uses they held, in one
 * transaction; orders being paid at that moment are left to their payment. Safe to run at any time
 * and from several processes. The background job calls it on a schedule; until it runs, a coupon's
 * lapsed uses are also given back whenever the coupon is priced or a use is taken, so the limit is
 * right without it. Answers how many orders expired and how many uses came back.
 */
export async function expireUnpaidOrders(
  db: Database,
  now: Date = new Date(),
): Promise<{ expired: number; releasedUses: number }> {
  return db.transaction(async (tx) => {
    const releasedUses = await releaseLapsedCouponUses(tx, now);
    const unpaid = tx
      .select({ id: paymentOrders.id })
      .from(paymentOrders)
      .where(and(eq(paymentOrders.status, "created"), lte(paymentOrders.expiresAt, now)))
      .for("update", { skipLocked: true });
    const others = await tx
      .update(paymentOrders)
      .set({ status: "expired", updatedAt: now })
      .where(inArray(paymentOrders.id, unpaid))
      .returning({ id: paymentOrders.id });
    return { expired: releasedUses + others.length, releasedUses };
  });
}

export { ORDER_ALREADY_USED, ORDER_EXPIRED };

/** Whether an order, not yet paid, is past its lifetime at `now`. */
export const isPastLifetime = (order: OrderRow, now: Date) => order.expiresAt <= now;

/**
 * The coupon use of an order paid for the first time, in the transaction that completes it.
 * Within its lifetime, the use it reserved at create-order is its own, whatever the coupon's state
 * now. After it (or for an order made before uses were reserved) the use is taken again under the
 * coupon's rules now; when they refuse, the use is still counted, since the founder paid that
 * price and the application is saved, and the reason is answered to be kept on the order for
 * staff (docs/decisions/010-payments.md).
 */
export async function settleCouponUse(
  tx: Database,
  order: OrderRow,
  now: Date,
): Promise<{ couponProblem: string | null }> {
  if (!order.couponCode) return { couponProblem: null };
  if (order.couponReserved && !isPastLifetime(order, now)) return { couponProblem: null };
  // Its own lapsed use, if still held, is given back with the others before it is asked for again.
  const use = await takeCouponUse(tx, order.couponCode, now);
  if (use.problem === undefined) return { couponProblem: null };
  await countCouponUseBeyondRules(tx, order.couponCode);
  return { couponProblem: use.problem };
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

/**
 * Marks a locked order paid. The first report of the payment keeps its id and time; `confirmed`
 * records that the browser came back with it (a second browser confirmation is refused upstream).
 */
export async function markOrderPaid(
  tx: Database,
  order: OrderRow,
  {
    paymentId,
    confirmed,
    now = new Date(),
    couponProblem,
  }: { paymentId: string; confirmed: boolean; now?: Date; couponProblem?: string | null },
): Promise<void> {
  await tx
    .update(paymentOrders)
    .set({
      status: "paid",
      // Paid, its coupon's use is its own for good (settleCouponUse decided how).
      couponReserved: order.couponCode !== null,
      ...(couponProblem !== undefined ? { couponProblem } : {}),
      paymentId: order.paymentId ?? paymentId,
      paidAt: order.paidAt ?? now,
      confirmedAt: confirmed ? now : order.confirmedAt,
      updatedAt: now,
    })
    .where(eq(paymentOrders.id, order.id));
}
