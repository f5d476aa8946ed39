import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { MessageSchema } from "../../../core/schemas/common";
import { SubscribeSchema } from "../../../core/schemas/newsletter";
import { subscribe } from "./newsletter-repository";

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/newsletter/subscribe",
    {
      config: { rateLimit: app.rateLimits.publicWrite },
      schema: { body: SubscribeSchema, response: { 200: MessageSchema } },
    },
    async (request) => {
      await subscribe(app.db, request.body.email);
      return { message: "Subscribed" };
    },
  );
};
