import { describe, expect, it } from "vitest";
import { type CouponRow, couponProblem, INVALID_COUPON } from "./coupons";

const NOW = new Date("2026-11-21T10:00:00Z");
const aCoupon = (overrides: Partial<CouponRow> = {}): CouponRow => ({
  id: "7d7c3c3e-0a0b-4c1d-8e2f-3a4b5c6d7e8f",
  code: "GULF50",
  partnerName: "Gulf Angels",
  finalPrice: 250_000,
  active: true,
  expiresAt: null,
  usageLimit: null,
  usedCount: 0,
  createdAt: NOW,
  ...overrides,
});

describe("whether a coupon can be used", () => {
  it.each([
    ["an active coupon without limits", aCoupon(), null],
    ["no coupon", undefined, INVALID_COUPON],
    ["an inactive coupon", aCoupon({ active: false }), INVALID_COUPON],
    ["one expiring later", aCoupon({ expiresAt: new Date("2026-11-21T10:00:01Z") }), null],
    [
      "one expired at this instant",
      aCoupon({ expiresAt: new Date("2026-11-21T10:00:00Z") }),
      "This coupon has expired",
    ],
    ["one with a use left", aCoupon({ usageLimit: 3, usedCount: 2 }), null],
    ["one used up", aCoupon({ usageLimit: 3, usedCount: 3 }), "This coupon has been used up"],
  ])("%s", (_, coupon, problem) => {
    expect(couponProblem(coupon, NOW)).toBe(problem);
  });
});
