import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { MessageSchema } from "../../../core/schemas/common";
import { SubscriberSchema, SubscribeSchema } from "../../../core/schemas/newsletter";
import { notFound } from "../../lib/http-error";
import {
  deleteSubscriber,
  listSubscribers,
  subscribe,
  subscribersList,
} from "../../newsletter/newsletter-repository";
import { registerAdminList } from "../admin-list";

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/newsletter/subscribe",
    {
      config: { public: true, rateLimit: app.rateLimits.publicWrite },
      schema: {
        summary: "Subscribe an e-mail address to the newsletter",
        body: SubscribeSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      await subscribe(app.db, request.body.email);
      return { message: "Subscribed" };
    },
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
        summary: "Remove a newsletter subscriber",
        body: SubscribeSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      if (!(await deleteSubscriber(app.db, request.body.email))) throw notFound("Subscriber");
      return { message: "Subscriber deleted" };
    },
  );

  registerAdminList(app, {
    path: "/admin/subscribers",
    source: subscribersList,
    item: SubscriberSchema,
    csvColumns: [
      { header: "E-mail", value: (s) => s.email },
      { header: "Subscribed", value: (s) => s.createdAt },
    ],
  });
};
