// The real app, as api/server.ts builds it, plus one route that does no database work.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { buildApp } from "../../api/app";
import { loadConfig } from "../../api/config";
import { openDatabase } from "../../api/db/client";
import { noStore } from "../../api/plugins/security-headers";
import { ENV, PING_BODY } from "../protocol";
import { seedAdminList } from "../seed-admin-list";
import { seedReviewQueue } from "../seed-review-queue";
import { databaseFromEnv, portFromEnv, serveParent, signalReady } from "./child";

const port = portFromEnv();
const config = loadConfig({
  NODE_ENV: "production",
  // Production needs the mode said out loud; the bench takes no payments.
  PAYMENT_MODE: "test",
  HOST: "127.0.0.1",
  PORT: String(port),
  // "info" is the production default: one log line per request. The parent sends this
  // child's stdout to /dev/null, so the cost measured is pino's formatting and the write(2) call.
  LOG_LEVEL: process.env[ENV.logLevel] || "info",
  SERVE_WEB: "false",
  // High enough that the limiter counts every request but never answers 429 during a run.
  PUBLIC_WRITE_RATE_LIMIT: "1000000000",
});

const databaseSpec = databaseFromEnv();
const database = await openDatabase(databaseSpec);
const adminRows = Number(process.env[ENV.adminRows] ?? 0);
if (adminRows > 0) await seedAdminList(database.db, adminRows);
const reviewRows = Number(process.env[ENV.reviewRows] ?? 0);
if (reviewRows > 0) await seedReviewQueue(database.db, reviewRows);
const app = await buildApp({ config, database });

const PingSchema = z.object({ status: z.literal("ok"), service: z.string() });
/**
 * The limiter is on for the ping unless said otherwise, except on PostgreSQL: there it counts in the
 * database (plugins/rate-limit.ts), which this budget leaves out; the database route counts it.
 */
const limitPing = process.env[ENV.pingRateLimit]
  ? process.env[ENV.pingRateLimit] !== "off"
  : databaseSpec.driver !== "postgres";

/**
 * Goes through every plugin a real API route meets: request id, security headers, CORS, the rate
 * limiter (opted in like a public write, in the process's own counts), the error
 * handler, request logging and zod response serialisation. It does no database work.
 */
const benchRoutes: FastifyPluginAsyncZod = async (api) => {
  // The /api scope inside buildApp is encapsulated, so its no-store hook is added here too.
  api.addHook("onRequest", noStore);
  api.get(
    "/ping",
    {
      config: { rateLimit: limitPing ? app.rateLimits.publicWrite : false },
      schema: { response: { 200: PingSchema } },
    },
    async () => PING_BODY,
  );
};
// buildApp returns before ready(), so routes may still be added.
await app.register(benchRoutes, { prefix: "/api/bench" });

await app.listen({ host: config.HOST, port });
signalReady(port);

serveParent(async () => {
  await app.close();
  await database.close();
});
