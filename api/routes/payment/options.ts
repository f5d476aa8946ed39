import type { PaymentProvider } from "../../payments/provider";

export type PaymentRoutesOptions = {
  provider: PaymentProvider;
  /** How long an unpaid order holds its coupon use (ORDER_LIFETIME_MINUTES). */
  orderLifetimeMinutes: number;
  /** The site's public origin (SITE_URL): the founder's private link in the confirmation mail. */
  siteUrl: string;
};
