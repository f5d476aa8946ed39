import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { MessageSchema } from "../../../core/schemas/common";
import {
  FOUNDER_LINK_SENT,
  FounderApplicationSchema,
  FounderLinkRequestSchema,
} from "../../../core/schemas/founder";
import { founderApplicationId } from "../../founder/founder-access";
import { sendFounderLinks } from "../../founder/founder-links";
import { founderApplication } from "../../founder/founder-view";

export type FounderRoutesOptions = {
  /** The site's public origin (SITE_URL), for the links mailed by "E-mail me my link". */
  siteUrl: string;
  /** The firm's GSTIN when configured: receipts are then tax invoices. */
  gstin: string | null;
};

/**
 * The founder's page (/my-application): public routes whose only key is the private link's token,
 * sent in the x-founder-token header (docs/decisions/019-founder-access-tokens.md). Founders
 * have no accounts; the token names their one application.
 */
export const myApplicationRoutes: FastifyPluginAsyncZod<FounderRoutesOptions> = async (
  app,
  { siteUrl, gstin },
) => {
  app.get(
    "/my-application",
    { config: { public: true }, schema: { response: { 200: FounderApplicationSchema } } },
    async (request) =>
      founderApplication(app.db, await founderApplicationId(app.db, request), { gstin }),
  );

  // The same answer whatever the address, so nobody can learn who applied; rate-limited per IP.
  app.post(
    "/my-application/link",
    {
      config: { public: true, rateLimit: app.rateLimits.publicWrite },
      schema: { body: FounderLinkRequestSchema, response: { 202: MessageSchema } },
    },
    async (request, reply) => {
      await sendFounderLinks({ db: app.db, mailer: app.mailer, siteUrl }, request.body.email);
      return reply.status(202).send({ message: FOUNDER_LINK_SENT });
    },
  );
};
