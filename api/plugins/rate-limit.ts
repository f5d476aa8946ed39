import rateLimit from "@fastify/rate-limit";
import fp from "fastify-plugin";
import { tooManyRequestsMessage } from "../../core/rate-limit-message";
import { databaseRateLimitStore } from "./rate-limit-store";

declare module "fastify" {
  interface FastifyInstance {
    /** Route config for public writes: `config: { rateLimit: app.rateLimits.publicWrite }`. */
    rateLimits: { publicWrite: { max: number; timeWindow: number } };
  }
}

/** Clients counted at once by the in-process store; the least recently seen is dropped past it. */
const IN_PROCESS_CLIENTS = 100_000;

/**
 * Limits are per route and per client IP; only routes that opt in are limited. `shared`: the
 * counters live in the database, so every API instance on it counts against the same limit
 * (rate-limit-store.ts); the server shares them on PostgreSQL, where several instances may run.
 * Otherwise they live in this process: the embedded database is held by one process (db/lock.ts),
 * so its limits are the same, without a database statement on every limited request
 * (docs/decisions/016-several-instances.md).
 */
export const rateLimitPlugin = fp<{
  publicWritesPerWindow: number;
  windowMs: number;
  shared: boolean;
}>(
  async (app, options) => {
    await app.register(rateLimit, {
      global: false,
      ...(options.shared
        ? { store: databaseRateLimitStore(app.db) }
        : { cache: IN_PROCESS_CLIENTS }),
      // The x-ratelimit-* headers go only with a 429 (and its retry-after): on every allowed
      // request they told a client nothing it acts on, and cost a third of a request's CPU time
      // in `npm run bench` (docs/decisions/016-several-instances.md).
      addHeadersOnExceeding: {
        "x-ratelimit-limit": false,
        "x-ratelimit-remaining": false,
        "x-ratelimit-reset": false,
      },
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: tooManyRequestsMessage(Math.ceil(context.ttl / 1000)),
      }),
    });
    app.decorate("rateLimits", {
      publicWrite: { max: options.publicWritesPerWindow, timeWindow: options.windowMs },
    });
  },
  { name: "rate-limit", dependencies: ["db"] },
);
