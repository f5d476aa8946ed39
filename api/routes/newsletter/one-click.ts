import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { UNSUBSCRIBE_PATH } from "../../../core/mailing-list";
import { SubscriptionTokenSchema } from "../../../core/schemas/newsletter";
import { unsubscribe } from "../../newsletter/subscriptions";

/**
 * RFC 8058's one-click unsubscribe: the mail client POSTs `List-Unsubscribe=One-Click` to the
 * List-Unsubscribe URL, the page's own address, with the token in its query. The POST alone
 * unsubscribes (no session, no page, no confirmation); a GET of the same URL is the page, which
 * changes nothing until the visitor's browser runs it. Outside /api: the URL is the page's.
 */
export const oneClickUnsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  // This plugin only: mail clients send form encodings (RFC 8058 §3.1), whose content we ignore.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string", bodyLimit: 4096 }, (_request, _body, done) =>
    done(null, undefined),
  );
  app.post(
    UNSUBSCRIBE_PATH,
    {
      // No rate limit: the mail providers' few addresses POST for all their users, and the
      // token (a random UUID) cannot be guessed.
      config: { public: true },
      schema: {
        hide: true,
        querystring: SubscriptionTokenSchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      const state = await unsubscribe({ db: app.db }, request.query.token, "one-click");
      return { message: state.message };
    },
  );
};
