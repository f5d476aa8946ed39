import { and, eq, gt, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import { COUPON_EXPIRED, INVALID_COUPON, USED_UP } from "../../core/application-messages";
import { APPLICATION_FEE_PAISE } from "../../core/constants";
import type { Database } from "../db/client";
import { coupons, paymentOrders } from "../db/schema/payments";
import { HttpError } from "../lib/http-error";

export type CouponRow = typeof coupons.$inferSelect;

/** What the founder pays, decided here and never taken from the browser (docs/architecture.md, rule 8). */
export type Price = {
  finalPrice: number;
  couponCode: string | null;
  partnerName: string | null;
};

export { INVALID_COUPON, USED_UP };

/** Codes match whatever their case: 'gulf50' is GULF50. */
export async function findCoupon(db: Database, code: string): Promise<CouponRow | undefined> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(sql`upper(${coupons.code}) = upper(${code.trim()})`);
  return row;
}

/** Why a coupon cannot be used now, or null when it can. */
export function couponProblem(coupon: CouponRow | undefined, now: Date): string | null {
  if (!coupon?.active) return INVALID_COUPON;
  if (coupon.expiresAt && coupon.expiresAt <= now) return COUPON_EXPIRED;
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) return USED_UP;
  return null;
}

/** The fee for an optional coupon code; an unusable code is a 400 with the reason. */
export async function priceFor(
  db: Database,
  code: string | null | undefined,
  now = new Date(),
): Promise<Price> {
  if (!code) return { finalPrice: APPLICATION_FEE_PAISE, couponCode: null, partnerName: null };
  let coupon = await findCoupon(db, code);
  let problem = couponProblem(coupon, now);
  const heldCode = coupon?.code;
  if (problem === USED_UP && heldCode) {
    // Uses held by orders past their lifetime may be free again.
    if ((await db.transaction((tx) => releaseLapsedCouponUses(tx, now, heldCode))) > 0) {
      coupon = await findCoupon(db, heldCode);
      problem = couponProblem(coupon, now);
    }
  }
  if (problem || !coupon) throw new HttpError(400, problem ?? INVALID_COUPON);
  return {
    finalPrice: coupon.finalPrice,
    couponCode: coupon.code,
    partnerName: coupon.partnerName,
  };
}

/** The coupon with this code, whatever the case of either. */
const sameCode = (code: string) => sql`upper(${coupons.code}) = upper(${code})`;

/**
 * Gives back the uses held by unpaid orders past their lifetime (docs/decisions/010-payments.md):
 * each such order becomes `expired` and its coupon's `used_count` goes down by one, in the caller's
 * transaction, all coupons or only `code`'s. Orders another transaction has locked (being paid at
 * this moment) are skipped, never waited for. Answers how many uses were given back.
 */
export async function releaseLapsedCouponUses(
  tx: Database,
  now: Date,
  code?: string,
): Promise<number> {
  const lapsed = tx
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.status, "created"),
        eq(paymentOrders.couponReserved, true),
        lte(paymentOrders.expiresAt, now),
        code === undefined ? undefined : sql`upper(${paymentOrders.couponCode}) = upper(${code})`,
      ),
    )
    .for("update", { skipLocked: true });
  const released = await tx
    .update(paymentOrders)
    .set({ status: "expired", couponReserved: false, updatedAt: now })
    .where(inArray(paymentOrders.id, lapsed))
    .returning({ couponCode: paymentOrders.couponCode });
  const perCoupon = new Map<string, number>();
  for (const { couponCode } of released) {
    if (couponCode) perCoupon.set(couponCode, (perCoupon.get(couponCode) ?? 0) + 1);
  }
  // One coupon after the other in a fixed order, so two releases cannot wait on each other.
  for (const [couponCode, count] of [...perCoupon].sort(([a], [b]) => a.localeCompare(b))) {
    await tx
      .update(coupons)
      .set({ usedCount: sql`greatest(${coupons.usedCount} - ${count}, 0)` })
      .where(sameCode(couponCode));
  }
  return released.length;
}

/**
 * Takes one use of the coupon if it can be used now: active, not expired, under its limit, checked
 * and counted in one conditional UPDATE, so any number of connections asking for the last use get
 * it exactly once. Uses held by orders past their lifetime are given back first. Answers the
 * coupon, or the reason it cannot be used ('This coupon has been used up', …). Call it in the
 * transaction that saves what the use is for (the order, the free application).
 */
export async function takeCouponUse(
  tx: Database,
  code: string,
  now = new Date(),
): Promise<{ coupon: CouponRow; problem?: undefined } | { coupon?: undefined; problem: string }> {
  await releaseLapsedCouponUses(tx, now, code);
  const [coupon] = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(
        sameCode(code),
        eq(coupons.active, true),
        or(isNull(coupons.expiresAt), gt(coupons.expiresAt, now)),
        or(isNull(coupons.usageLimit), lt(coupons.usedCount, coupons.usageLimit)),
      ),
    )
    .returning();
  if (coupon) return { coupon };
  return { problem: couponProblem(await findCoupon(tx, code), now) ?? USED_UP };
}

/**
 * Counts a use the coupon's rules no longer allow: only for an order paid after its lifetime whose
 * use could not be taken again (the founder paid that price; docs/decisions/010-payments.md).
 */
export async function countCouponUseBeyondRules(tx: Database, code: string): Promise<void> {
  await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(sameCode(code));
}

export type NewCoupon = {
  code: string;
  partnerName: string;
  finalPrice: number;
  expiresAt?: Date | null;
  usageLimit?: number | null;
};

export async function createCoupon(db: Database, coupon: NewCoupon): Promise<CouponRow> {
  const [row] = await db
    .insert(coupons)
    .values({ ...coupon, code: coupon.code.trim() })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export const isCouponCodeTaken = async (db: Database, code: string) =>
  (await findCoupon(db, code)) !== undefined;
