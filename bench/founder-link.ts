// npm run bench -- founder-link (or BENCH_ONLY=founder-link): "E-mail me my link" must not tell who
// applied by how long it takes. POST /api/my-application/link for an address that applied and for
// one that never did, interleaved, SAMPLES of each through the whole app (embedded database, SMTP,
// background jobs on, as in production); the two medians may differ by at most MAX_RATIO, or the
// run fails (exit code 1).
import { performance } from "node:perf_hooks";
import { buildApp } from "../api/app";
import { loadConfig } from "../api/config";
import { openDatabase } from "../api/db/client";
import { aPaidApplication } from "../api/test/founder";
import { paymentTestEnv } from "../api/test/payments";
import { startSmtpServer } from "../api/test/smtp";

export const wantsFounderLinkBench = () =>
  process.env.BENCH_ONLY === "founder-link" || process.argv.slice(2).includes("founder-link");

const SAMPLES = 40;
const WARM_UP = 10;
/** The slower median over the faster one. */
const MAX_RATIO = 1.25;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

export async function runFounderLinkBench() {
  const smtp = await startSmtpServer();
  // A fresh embedded database in memory.
  const database = await openDatabase({ driver: "pglite" });
  const config = loadConfig({
    NODE_ENV: "production",
    LOG_LEVEL: "info",
    SERVE_WEB: "false",
    PUBLIC_WRITE_RATE_LIMIT: "10000",
    PAYMENT_MODE: "test",
    ...paymentTestEnv,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    JOBS_ENABLED: "true",
  });
  // The log is formatted as in production and dropped here.
  const app = await buildApp({ config, database, logStream: { write: () => undefined } });
  const close = async () => {
    await app.close();
    await database.close();
  };
  try {
    await app.ready();
    const { answers } = await aPaidApplication(app);
    const ask = async (email: string) => {
      const started = performance.now();
      const response = await app.inject({
        method: "POST",
        url: "/api/my-application/link",
        payload: { email },
      });
      const ms = performance.now() - started;
      if (response.statusCode !== 202)
        throw new Error(`link: ${response.statusCode} ${response.body}`);
      return ms;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < WARM_UP + SAMPLES; round++) {
      // Interleaved, so a slow moment of the machine falls on both.
      const a = await ask(answers.email);
      const b = await ask(`nobody-${round}@example.com`);
      if (round >= WARM_UP) {
        known.push(a);
        unknown.push(b);
      }
    }
    const knownMedian = median(known);
    const unknownMedian = median(unknown);
    const ratio = Math.max(knownMedian, unknownMedian) / Math.min(knownMedian, unknownMedian);
    const held = ratio <= MAX_RATIO;
    console.info(`"E-mail me my link" (POST /api/my-application/link), ${SAMPLES} samples each`);
    console.info(`  an address that applied:   median ${knownMedian.toFixed(1)} ms`);
    console.info(`  an address that never did: median ${unknownMedian.toFixed(1)} ms`);
    console.info(
      `  ratio ${ratio.toFixed(2)} (at most ${MAX_RATIO}): ${held ? "held" : "FAILED: the answer's time tells who applied"}`,
    );
    if (!held) process.exitCode = 1;
  } finally {
    await close();
    await smtp.close();
  }
}
