import { APPLICATION_FEE_PAISE } from "../../../core/constants";

/** What the founder will pay; the server confirms it (coupon verify) and decides it (orders). */
export type Price = { finalPrice: number; couponCode: string | null; partnerName: string | null };

export const FULL_PRICE: Price = {
  finalPrice: APPLICATION_FEE_PAISE,
  couponCode: null,
  partnerName: null,
};
