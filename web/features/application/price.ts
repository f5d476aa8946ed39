import { APPLICATION_FEE_PAISE } from "../../../core/constants";

/** What the founder will pay; the server confirms it (coupon verify) and decides it (orders). */
export type Price = { finalPrice: number; couponCode: string | null; partnerName: string | null };

export const FULL_PRICE: Price = {
  finalPrice: APPLICATION_FEE_PAISE,
  couponCode: null,
  partnerName: null,
};

/** Paise shown in rupees as the spec writes them: 500000 is ₹5000 (the display divides by 100). */
export function rupees(paise: number): string {
  const amount = paise / 100;
  return `₹${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;
}
