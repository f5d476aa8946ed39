import type { PaymentProvider } from "../../payments/provider";

export type PaymentRoutesOptions = {
  provider: PaymentProvider;
  /** How long an unpaid order holds its coupon use (ORDER_LIFETIME_MINUTES). */
  orderLifetimeMinutes: number;
};
