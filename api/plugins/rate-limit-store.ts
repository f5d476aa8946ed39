import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Database } from "../db/client";
import { countRateLimitHit } from "../rate-limits/rate-limit-hits";

type LimitOptions = {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo?: { method?: string | string[]; url?: string };
};

/**
 * A store for @fastify/rate-limit that keeps its counters in the database (rate_limit_hits), so
 * several API instances on one PostgreSQL share each limit instead of granting it once per process
 * (docs/decisions/016-several-instances.md). The same SQL runs on PGlite; ended windows are
 * removed by the rate-limit-cleanup job.
 */
export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    /** Each route counts apart: "POST /api/contact <ip>". */
    private readonly prefix: string;

    constructor(limit: LimitOptions, prefix = "") {
      if (limit.continueExceeding || limit.exponentialBackoff) {
        throw new Error(
          "The database rate-limit store supports fixed windows only (no continueExceeding or exponentialBackoff)",
        );
      }
      this.prefix = prefix;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      countRateLimitHit(db, `${this.prefix}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore["child"]>[0]): FastifyRateLimitStore {
      // At run time these are the route's merged limit options, with the route in routeInfo.
      const limit = routeOptions as LimitOptions;
      const { method = "", url = "" } = limit.routeInfo ?? {};
      const route = `${[method].flat().join(",")} ${url}`.trim();
      return new DatabaseStore(limit, route ? `${route} ` : this.prefix);
    }
  }
  // @fastify/rate-limit constructs the store with its global options.
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}
