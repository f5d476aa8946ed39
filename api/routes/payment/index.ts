import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  amountMismatch,
  NO_PAYMENT_NEEDED,
  ORDER_NOT_CREATED,
} from "../../../core/application-messages";
import {
  CouponVerifyRequestSchema,
  CouponVerifyResponseSchema,
  CreateOrderRequestSchema,
  CreateOrderResponseSchema,
  PaymentProofSchema,
  TestCheckoutRequestSchema,
} from "../../../core/schemas/payment";
import { HttpError, notFound } from "../../lib/http-error";
import { priceFor } from "../../payments/coupons";
import {
  createPaymentOrder,
  findOrder,
  isPastLifetime,
  ORDER_EXPIRED,
} from "../../payments/orders";
import { PaymentProviderError } from "../../payments/provider";
import { isTestProvider } from "../../payments/provider-from-config";
import type { PaymentRoutesOptions } from "./options";
import { webhookRoutes } from "./webhook";

/** Coupon check, order creation, the test checkout and the provider's webhook (docs/product.md, section 7). */
export const paymentRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (
  app,
  { provider },
) => {
  const { orderLifetimeMinutes } = app.settings;
  const publicWrite = { public: true, rateLimit: app.rateLimits.publicWrite };

  app.post(
    "/coupon/verify",
    {
      config: publicWrite,
      schema: {
        summary: "Check a coupon and get its final price",
        body: CouponVerifyRequestSchema,
        response: { 200: CouponVerifyResponseSchema },
      },
    },
    async (request) => {
      const price = await priceFor(app.db, request.body.code);
      return {
        finalPrice: price.finalPrice,
        partnerName: price.partnerName ?? "",
        message: "Coupon applied",
      };
    },
  );

  app.post(
    "/payment/create-order",
    {
      config: publicWrite,
      schema: {
        summary: "Create the application fee's payment order",
        body: CreateOrderRequestSchema,
        response: { 200: CreateOrderResponseSchema },
      },
    },
    async (request) => {
      const { amount, couponCode, answers, language } = request.body;
      const price = await priceFor(app.db, couponCode);
      if (price.finalPrice === 0) {
        throw new HttpError(400, NO_PAYMENT_NEEDED);
      }
      if (amount !== price.finalPrice) {
        throw new HttpError(400, amountMismatch(price.finalPrice));
      }
      try {
        const order = await createPaymentOrder(app.db, provider, {
          price,
          answers,
          language,
          lifetimeMinutes: orderLifetimeMinutes,
        });
        return {
          amount: order.amount,
          currency: order.currency,
          orderId: order.providerOrderId,
          provider: provider.name,
          ...(provider.keyId ? { keyId: provider.keyId } : {}),
        };
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        request.log.error({ err: error, provider: provider.name }, "payment order not created");
        throw new HttpError(502, ORDER_NOT_CREATED);
      }
    },
  );

  if (isTestProvider(provider)) {
    // The labelled test checkout: plays the provider's part and signs the payment (test mode only).
    app.post(
      "/payment/test-checkout",
      {
        config: publicWrite,
        schema: {
          summary: "Pay or decline an order in the test checkout",
          body: TestCheckoutRequestSchema,
          response: { 200: PaymentProofSchema },
        },
      },
      async (request) => {
        const order = await findOrder(app.db, request.body.orderId);
        if (!order) throw notFound("Payment order");
        // A checkout left open past the order's lifetime: the order no longer holds its price.
        if (order.status !== "paid" && isPastLifetime(order, new Date())) {
          throw new HttpError(400, ORDER_EXPIRED);
        }
        return provider.pay(order.providerOrderId);
      },
    );
  }

  await app.register(webhookRoutes, { provider });
};
