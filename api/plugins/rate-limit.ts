import rateLimit from "@fastify/rate-limit";
import fp from "fastify-plugin";
import { databaseRateLimitStore } from "./rate-limit-store";

declare module "fastify" {
  interface FastifyInstance {
    /** Route config for public writes: `config: { rateLimit: app.rateLimits.publicWrite }`. */
    rateLimits: { publicWrite: { max: number; timeWindow: number } };
  }
}

/**
 * Limits are per route and per client IP; only routes that opt in are limited. The counters live in
 * the database, so every API instance on it counts against the same limit (rate-limit-store.ts).
 */
export const rateLimitPlugin = fp<{ publicWritesPerWindow: number; windowMs: number }>(
  async (app, options) => {
    await app.register(rateLimit, {
      global: false,
      store: databaseRateLimitStore(app.db),
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      }),
    });
    app.decorate("rateLimits", {
      publicWrite: { max: options.publicWritesPerWindow, timeWindow: options.windowMs },
    });
  },
  { name: "rate-limit", dependencies: ["db"] },
);
