import rateLimit from "@fastify/rate-limit";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyInstance {
    /** Route config for public writes: `config: { rateLimit: app.rateLimits.publicWrite }`. */
    rateLimits: { publicWrite: { max: number; timeWindow: number } };
  }
}

/** Limits are per route and per client IP; only routes that opt in are limited. */
export const rateLimitPlugin = fp<{ publicWritesPerWindow: number; windowMs: number }>(
  async (app, options) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      }),
    });
    app.decorate("rateLimits", {
      publicWrite: { max: options.publicWritesPerWindow, timeWindow: options.windowMs },
    });
  },
  { name: "rate-limit" },
);
