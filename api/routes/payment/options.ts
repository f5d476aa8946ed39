import type { PaymentProvider } from "../../payments/provider";

export type PaymentRoutesOptions = {
  provider: PaymentProvider;
};
