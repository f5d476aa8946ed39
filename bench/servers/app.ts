// The real app, as api/server.ts builds it, on the bench's database with its seeds.
import { buildApp } from "../../api/app";
import { loadConfig } from "../../api/config";
import { openDatabase } from "../../api/db/client";
import { ENV } from "../protocol";
import { seedAdminList } from "../seed-admin-list";
import { seedCoupon } from "../seed-coupon";
import { seedReviewQueue } from "../seed-review-queue";
import { databaseFromEnv, portFromEnv, serveParent, signalReady } from "./child";

const port = portFromEnv();
const config = loadConfig({
  NODE_ENV: "production",
  // Production needs the mode said out loud; the bench takes no payments.
  PAYMENT_MODE: "test",
  HOST: "127.0.0.1",
  PORT: String(port),
  // "info" is the production default: one log line per request, to stdout, which the parent sends
  // to /dev/null.
  LOG_LEVEL: process.env[ENV.logLevel] || "info",
  SERVE_WEB: "false",
  // High enough that the limiter counts every request but never answers 429 during a run.
  PUBLIC_WRITE_RATE_LIMIT: "1000000000",
  // Requests counted and timed for /metrics, as on a watched deployment; BENCH_METRICS=off leaves
  // the metrics out, to see what they cost (docs/decisions/071-metrics-and-traces.md).
  METRICS_TOKEN: process.env.BENCH_METRICS === "off" ? "" : "bench-metrics-token-0123456789abcdef",
});

const database = await openDatabase(databaseFromEnv());
const adminRows = Number(process.env[ENV.adminRows] ?? 0);
if (adminRows > 0) await seedAdminList(database.db, adminRows);
const reviewRows = Number(process.env[ENV.reviewRows] ?? 0);
if (reviewRows > 0) await seedReviewQueue(database.db, reviewRows);
await seedCoupon(database.db);
const app = await buildApp({ config, database });

await app.listen({ host: config.HOST, port });
signalReady(port);

serveParent(async () => {
  await app.close();
  await database.close();
});
