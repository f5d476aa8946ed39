import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { MessageSchema } from "../../../core/schemas/common";
import {
  RefundRequestSchema,
  RefundsViewSchema,
  StaffRefundSchema,
} from "../../../core/schemas/refund";
import { founderApplicationId, requireFounder } from "../../founder/founder-access";
import { adminOf } from "../../plugins/auth";
import { refundApplication } from "../../refunds/refund-payment";
import {
  creditNotePdf,
  creditNotesCsv,
  refundsView,
  staffRefundOf,
} from "../../refunds/refund-views";
import { sendPdf } from "../pdf-reply";

const IdParamsSchema = z.object({ id: z.uuid("Unknown application") });
const RefundParamsSchema = IdParamsSchema.extend({ refundId: z.uuid("Unknown refund") });
const MonthQuerySchema = z.strictObject({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Choose a month as YYYY-MM, e.g. 2026-12"),
});

/**
 * Refunds of the application fee and their GST credit notes (docs/decisions/085-refunds-and-credit-notes.md):
 * admins refund from an application's record and export the month's credit notes; the founder
 * downloads a credit note from their page. The provider's webhook is api/routes/payment/webhook.ts.
 */
export const refundRoutes: FastifyPluginAsyncZod = async (app) => {
  const { gstin } = app.settings;
  const deps = () => ({ db: app.db, mailer: app.mailer, provider: app.paymentProvider, gstin });

  app.get(
    "/admin/applications/:id/refunds",
    {
      schema: {
        summary: "Read what an application paid and its refunds",
        params: IdParamsSchema,
        response: { 200: RefundsViewSchema },
      },
    },
    async (request) => refundsView(app.db, request.params.id, gstin),
  );

  app.post(
    "/admin/applications/:id/refunds",
    {
      schema: {
        summary: "Refund an application's payment, in full or in part, with a reason",
        params: IdParamsSchema,
        body: RefundRequestSchema,
        response: {
          201: StaffRefundSchema,
          409: MessageSchema.describe("Nothing paid, or more than is left to refund."),
        },
      },
    },
    async (request, reply) => {
      const admin = adminOf(request);
      const refund = await refundApplication(
        { ...deps(), log: request.log },
        request.params.id,
        request.body,
        { id: admin.id, name: admin.name },
        request.now(),
      );
      return reply.code(201).send(await staffRefundOf(app.db, request.params.id, refund.id));
    },
  );

  app.get(
    "/admin/applications/:id/refunds/:refundId/credit-note",
    {
      schema: { summary: "Download a refund's GST credit note", params: RefundParamsSchema },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await creditNotePdf(app.db, request.params.id, request.params.refundId),
        "attachment",
      ),
  );

  app.get(
    "/admin/credit-notes.csv",
    {
      schema: {
        summary: "The credit notes issued in a month, for the accountant",
        querystring: MonthQuerySchema,
      },
    },
    async (request, reply) =>
      reply
        .type("text/csv; charset=utf-8")
        .header(
          "content-disposition",
          `attachment; filename="credit-notes-${request.query.month}.csv"`,
        )
        .send(await creditNotesCsv(app.db, request.query.month)),
  );

  app.get(
    "/my-application/credit-notes/:refundId",
    {
      config: { public: true },
      onRequest: requireFounder(app.db),
      schema: {
        summary: "Download a credit note of the founder's refund",
        params: z.object({ refundId: z.uuid("Unknown refund") }),
      },
    },
    async (request, reply) => {
      const applicationId = await founderApplicationId(app.db, request);
      return sendPdf(
        reply,
        await creditNotePdf(app.db, applicationId, request.params.refundId),
        "attachment",
      );
    },
  );
};
