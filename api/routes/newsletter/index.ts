import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { CHECK_INBOX_TEXT } from "../../../core/mailing-list";
import { MessageSchema } from "../../../core/schemas/common";
import {
  SubscribedSchema,
  SubscriberEmailSchema,
  SubscriberImportResultSchema,
  SubscriberImportSchema,
  SubscriberSchema,
  SubscribeSchema,
  SubscriptionStateSchema,
  SubscriptionTokenSchema,
} from "../../../core/schemas/newsletter";
import { notFound } from "../../lib/http-error";
import { importSubscribers } from "../../newsletter/import-subscribers";
import {
  deleteSubscriber,
  listSubscribers,
  subscribersList,
} from "../../newsletter/subscribers-repository";
import {
  confirmSubscription,
  subscribe,
  subscribeAgain,
  unsubscribe,
} from "../../newsletter/subscriptions";
import { registerAdminList } from "../admin-list";

/** The mailing list: sign-up with confirmation, unsubscribe, and the console's subscribers. */
export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const { siteUrl } = app.settings;
  const deps = { db: app.db, mailer: app.mailer, siteUrl };
  const publicWrite = { public: true, rateLimit: app.rateLimits.publicWrite };

  app.post(
    "/newsletter/subscribe",
    {
      config: publicWrite,
      schema: {
        summary: "Sign an e-mail address up for the newsletter (it must confirm from a mail)",
        body: SubscribeSchema,
        response: { 200: SubscribedSchema },
      },
    },
    async (request) => {
      await subscribe(deps, request.body);
      // The spec's answer, whether the address was new, pending or already subscribed.
      return { message: "Subscribed", next: CHECK_INBOX_TEXT };
    },
  );

  const tokenRoute = (
    path: string,
    summary: string,
    handle: (token: string) => Promise<z.infer<typeof SubscriptionStateSchema>>,
  ) =>
    app.post(
      path,
      {
        config: publicWrite,
        schema: {
          summary,
          body: SubscriptionTokenSchema,
          response: { 200: SubscriptionStateSchema },
        },
      },
      async (request) => handle(request.body.token),
    );
  tokenRoute("/newsletter/confirm", "Confirm a sign-up with its mailed token", (token) =>
    confirmSubscription(deps, token),
  );
  tokenRoute("/newsletter/unsubscribe", "Unsubscribe with a newsletter's token", (token) =>
    unsubscribe(deps, token, "unsubscribe page"),
  );
  tokenRoute("/newsletter/subscribe-again", "Subscribe again with the same token", (token) =>
    subscribeAgain(deps, token),
  );

  app.get(
    "/newsletter/all",
    {
      schema: {
        summary: "List every newsletter subscriber",
        response: { 200: z.array(SubscriberSchema) },
      },
    },
    async () => listSubscribers(app.db),
  );

  app.delete(
    "/newsletter/delete",
    {
      schema: {
        summary: "Remove a newsletter subscriber (a suppressed address stays suppressed)",
        body: SubscriberEmailSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      // The suppression list is apart: a deleted address that had left stays suppressed.
      if (!(await deleteSubscriber(app.db, request.body.email))) throw notFound("Subscriber");
      return { message: "Subscriber deleted" };
    },
  );

  app.post(
    "/admin/subscribers/import",
    {
      schema: {
        summary: "Import addresses, each asked to confirm; suppressed ones left out",
        body: SubscriberImportSchema,
        response: { 200: SubscriberImportResultSchema },
      },
    },
    async (request) => importSubscribers(deps, request.body.addresses),
  );

  registerAdminList(app, {
    path: "/admin/subscribers",
    source: subscribersList,
    item: SubscriberSchema,
    csvColumns: [
      { header: "E-mail", value: (s) => s.email },
      { header: "Status", value: (s) => s.status },
      { header: "Signed up", value: (s) => s.createdAt },
      { header: "Confirmed", value: (s) => s.confirmedAt ?? "" },
      { header: "Left", value: (s) => s.leftAt ?? "" },
      { header: "Interests", value: (s) => s.interests.join("; ") },
    ],
  });
};
