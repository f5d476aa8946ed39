import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ApplyResponseSchema, ApplySubmissionSchema } from "../../../core/schemas/payment";
import { createApplication } from "../../applications/applications-repository";
import { sendApplicationConfirmation } from "../../applications/confirmation-mail";
import { HttpError } from "../../lib/http-error";
import { countCouponUse, priceFor } from "../../payments/coupons";
import { completeOrder, findOrder } from "../../payments/orders";
import type { PaymentProvider } from "../../payments/provider";

const sameCode = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? "").toUpperCase() === (b ?? "").toUpperCase();

/**
 * POST /api/apply: the application, accepted only with a verified payment of an order we created
 * for this fee (one order, one application), or with a coupon that makes it free (DESIGN.md 4).
 */
export const applyRoutes: FastifyPluginAsyncZod<{ provider: PaymentProvider }> = async (
  app,
  { provider },
) => {
  app.post(
    "/apply",
    {
      config: { public: true, rateLimit: app.rateLimits.publicWrite },
      schema: {
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
        ...answers
      } = request.body;

      if (!payment) {
        const price = await priceFor(app.db, couponCode);
        if (price.finalPrice !== 0) {
          throw new HttpError(400, "A verified payment is needed to submit the application.");
        }
        if (finalPrice !== 0) throw new HttpError(400, "The final price does not match the fee.");
        const application = await app.db.transaction(async (tx) => {
          if (
            price.couponCode &&
            !(await countCouponUse(tx, price.couponCode, { withinLimit: true }))
          ) {
            throw new HttpError(409, "This coupon has been used up");
          }
          return createApplication(tx, answers, {
            paymentId: null,
            couponCode: price.couponCode,
            finalPrice: 0,
            partnerName: price.partnerName,
          });
        });
        await sendApplicationConfirmation(app, application);
        return reply.status(201).send({ _id: application._id, message: "Application submitted" });
      }

      const proof = {
        orderId: payment.razorpay_order_id,
        paymentId: payment.razorpay_payment_id,
        signature: payment.razorpay_signature,
      };
      if (!provider.verifyPayment(proof)) {
        throw new HttpError(400, "The payment could not be verified.");
      }
      if (paymentId && paymentId !== proof.paymentId) {
        throw new HttpError(400, "The payment id does not match the payment.");
      }
      const { application, created } = await app.db.transaction(async (tx) => {
        const order = await findOrder(tx, proof.orderId, { lock: true });
        if (!order) throw new HttpError(400, "The payment is not for an order of ours.");
        if (order.amount !== finalPrice || !sameCode(order.couponCode, couponCode)) {
          throw new HttpError(400, "The final price does not match the paid order.");
        }
        return completeOrder(tx, { order, paymentId: proof.paymentId, by: "browser", answers });
      });
      if (created) await sendApplicationConfirmation(app, application);
      return reply
        .status(created ? 201 : 200)
        .send({ _id: application._id, message: "Application submitted" });
    },
  );
};
