import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { pingDatabase } from "../../db/client";

const HealthSchema = z.object({ status: z.enum(["ok", "unavailable"]), database: z.string() });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    { config: { public: true }, schema: { response: { 200: HealthSchema, 503: HealthSchema } } },
    async (request, reply) => {
      try {
        await pingDatabase(app.db);
        return { status: "ok" as const, database: "ok" };
      } catch (error) {
        request.log.error({ err: error }, "health check: database unreachable");
        return reply.status(503).send({ status: "unavailable", database: "unreachable" });
      }
    },
  );
};
