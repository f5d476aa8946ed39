import type { Database } from "../api/db/client";
import { createCoupon, isCouponCodeTaken } from "../api/payments/coupons";

/** The coupon the intake call applies with: the fee becomes 0, so no payment step. */
export const BENCH_COUPON = "BENCHFREE";

/** Adds the coupon, without a limit; a kept schema (BENCH_KEEP_SCHEMA) has it already. */
export async function seedCoupon(db: Database) {
  if (await isCouponCodeTaken(db, BENCH_COUPON)) return;
  await createCoupon(db, { code: BENCH_COUPON, partnerName: "Bench Partners", finalPrice: 0 });
}
