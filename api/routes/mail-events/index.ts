import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { HttpError } from "../../lib/http-error";
import {
  recordMailEvent,
  verifiedMailEvent,
  WEBHOOK_NOT_CONFIGURED,
} from "../../newsletter/mail-events";

/**
 * POST /api/mail/events: the mail provider reports a bounce or a complaint, signed as Standard
 * Webhooks specifies (docs/decisions/049-bounce-webhook.md). Checked on the raw body.
 */
export const mailEventRoutes: FastifyPluginAsyncZod<{ secret: string | undefined }> = async (
  app,
  { secret },
) => {
  // This plugin only: keep the exact bytes, which the signature covers.
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (request, body, done) => {
    request.rawBody = body as Buffer;
    done(null, undefined);
  });

  app.post(
    "/mail/events",
    {
      config: { public: true },
      schema: {
        summary: "Record the mail provider's signed bounce or complaint, suppressing the address",
        response: { 200: z.object({ outcome: z.enum(["bounced", "complained", "ignored"]) }) },
      },
    },
    async (request) => {
      if (!secret) throw new HttpError(404, WEBHOOK_NOT_CONFIGURED);
      const event = verifiedMailEvent(secret, request.rawBody ?? Buffer.alloc(0), request.headers);
      return { outcome: await recordMailEvent({ db: app.db, log: request.log }, event) };
    },
  );
};
