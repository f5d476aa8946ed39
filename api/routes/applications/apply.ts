import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ApplyResponseSchema, ApplySubmissionSchema } from "../../../core/schemas/payment";
import { submitFreeApplication, submitPaidApplication } from "../../applications/intake";
import { founderCookie } from "../../founder/founder-cookie";
import type { PaymentProvider } from "../../payments/provider";

/**
 * POST /api/apply: the application, accepted only with a verified payment of an order we created
 * for this fee (one order, one application), or with a coupon that makes it free
 * (docs/decisions/010-payments.md). The browser that applied gets the founder cookie of the new
 * private link with the answer, so its thank-you page leads straight to the founder's page
 * (docs/decisions/036-founder-cookie.md).
 */
export const applyRoutes: FastifyPluginAsyncZod<{
  provider: PaymentProvider;
}> = async (app, { provider }) => {
  const { siteUrl } = app.settings;
  app.post(
    "/apply",
    {
      config: { public: true, rateLimit: app.rateLimits.publicWrite },
      schema: {
        summary: "Submit a paid (or free) application",
        body: ApplySubmissionSchema,
        response: { 200: ApplyResponseSchema, 201: ApplyResponseSchema },
      },
    },
    async (request, reply) => {
      const {
        payment,
        paymentId,
        couponCode,
        finalPrice,
        partnerName: _,
        language,
        ...answers
      } = request.body;
      const deps = { db: app.db, mailer: app.mailer, log: request.log, siteUrl };
      if (!payment) {
        const { application, founderToken } = await submitFreeApplication(deps, {
          answers,
          couponCode,
          finalPrice,
          language,
        });
        return reply
          .status(201)
          .header("set-cookie", founderCookie(founderToken))
          .send({ _id: application._id, message: "Application submitted", founderToken });
      }
      const { application, created, founderToken } = await submitPaidApplication(deps, provider, {
        answers,
        proof: {
          orderId: payment.razorpay_order_id,
          paymentId: payment.razorpay_payment_id,
          signature: payment.razorpay_signature,
        },
        paymentId,
        couponCode,
        finalPrice,
      });
      if (founderToken) reply.header("set-cookie", founderCookie(founderToken));
      return reply
        .status(created ? 201 : 200)
        .send({ _id: application._id, message: "Application submitted", founderToken });
    },
  );
};
