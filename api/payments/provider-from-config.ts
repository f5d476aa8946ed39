import { randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config";
import type { PaymentProvider } from "./provider";
import { razorpayProvider } from "./razorpay-provider";
import { TEST_REFUND_DELAY_MS, type TestPaymentProvider, testProvider } from "./test-provider";

/**
 * The provider PAYMENT_MODE names. The config has already checked that razorpay comes with its
 * three keys and test with none (docs/decisions/013-payment-mode-and-logs.md).
 */
export function paymentProviderFrom(
  config: Config,
  log: FastifyBaseLogger,
): PaymentProvider | TestPaymentProvider {
  if (config.PAYMENT_MODE === "razorpay") {
    const { RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET } = config;
    if (!RAZORPAY_KEY_ID || !RAZORPAY_KEY_SECRET || !RAZORPAY_WEBHOOK_SECRET) {
      throw new Error("PAYMENT_MODE=razorpay needs the three Razorpay keys");
    }
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
      { paymentMode: "test" },
      "payments run in TEST MODE: the labelled test checkout takes no money and anyone can pay",
    );
  }
  // Tests wait for the simulated gateway's webhooks (webhooksDelivered) rather than a delay.
  return testProvider(config.PAYMENT_TEST_SECRET ?? randomBytes(32).toString("hex"), {
    refundDelayMs: config.NODE_ENV === "test" ? 0 : TEST_REFUND_DELAY_MS,
  });
}

export const isTestProvider = (
  provider: PaymentProvider | TestPaymentProvider,
): provider is TestPaymentProvider => provider.name === "test";
