import { and, isNull, lt, or, sql } from "drizzle-orm";
import { APPLICATION_FEE_PAISE } from "../../core/constants";
import type { Database } from "../db/client";
import { coupons } from "../db/schema";
import { HttpError } from "../lib/http-error";

export type CouponRow = typeof coupons.$inferSelect;

/** What the founder pays, decided here and never taken from the browser (docs/architecture.md, rule 8). */
export type Price = {
  finalPrice: number;
  couponCode: string | null;
  partnerName: string | null;
};

export const INVALID_COUPON = "Invalid coupon";

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
  if (coupon.expiresAt && coupon.expiresAt <= now) return "This coupon has expired";
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) {
    return "This coupon has been used up";
  }
  return null;
}

/** The fee for an optional coupon code; an unusable code is a 400 with the reason. */
export async function priceFor(
  db: Database,
  code: string | null | undefined,
  now = new Date(),
): Promise<Price> {
  if (!code) return { finalPrice: APPLICATION_FEE_PAISE, couponCode: null, partnerName: null };
  const coupon = await findCoupon(db, code);
  const problem = couponProblem(coupon, now);
  if (problem || !coupon) throw new HttpError(400, problem ?? INVALID_COUPON);
  return {
    finalPrice: coupon.finalPrice,
    couponCode: coupon.code,
    partnerName: coupon.partnerName,
  };
}

/**
 * Counts one use. With `withinLimit` the use is refused (false) once the limit is reached, in the
 * same statement, so two free applications cannot both take the last use. Paid orders count
 * without the check: the founder has already paid.
 */
export async function countCouponUse(
  db: Database,
  code: string,
  { withinLimit }: { withinLimit: boolean },
): Promise<boolean> {
  const sameCode = sql`upper(${coupons.code}) = upper(${code})`;
  const rows = await db
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      withinLimit
        ? and(sameCode, or(isNull(coupons.usageLimit), lt(coupons.usedCount, coupons.usageLimit)))
        : sameCode,
    )
    .returning({ id: coupons.id });
  return rows.length > 0;
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
