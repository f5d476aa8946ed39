import { randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config";
import type { PaymentProvider } from "./provider";
import { razorpayProvider } from "./razorpay-provider";
import { type TestPaymentProvider, testProvider } from "./test-provider";

/** Razorpay when its keys are configured (config checks they come together), else test mode. */
export function paymentProviderFrom(
  config: Config,
  log: FastifyBaseLogger,
): PaymentProvider | TestPaymentProvider {
  const { RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET } = config;
  if (RAZORPAY_KEY_ID && RAZORPAY_KEY_SECRET && RAZORPAY_WEBHOOK_SECRET) {
    return razorpayProvider(
      {
        keyId: RAZORPAY_KEY_ID,
        keySecret: RAZORPAY_KEY_SECRET,
        webhookSecret: RAZORPAY_WEBHOOK_SECRET,
      },
      config.RAZORPAY_API_URL,
    );
  }
  // Loud on purpose: in test mode anyone can "pay" through the test checkout.
  if (config.NODE_ENV !== "test") {
    log.warn(
      "payments run in TEST MODE: no Razorpay keys are set, the labelled test checkout takes no money",
    );
  }
  return testProvider(config.PAYMENT_TEST_SECRET ?? randomBytes(32).toString("hex"));
}

export const isTestProvider = (
  provider: PaymentProvider | TestPaymentProvider,
): provider is TestPaymentProvider => provider.name === "test";
