// npm run bench -- live-pages (or BENCH_ONLY=live-pages): the live pages (events, cohorts) of
// docs/decisions/024-events-and-cohorts.md. How long the server takes to answer them from its
// cache, beside a prerendered page; and what one render costs when a change makes them stale
// (all three pages and their data, from one database read, compressed), measured in this process
// on the seeded embedded database. A benchmark, not a test: it reports, it never fails.
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../api/db/client";
import { livePageCache } from "../api/plugins/live-page-cache";
import { loadLivePageRenderer } from "../api/plugins/live-page-renderer";
import { siteContentAt } from "../api/site-content/public-content";
import { LIVE_PAGE_PATHS } from "../core/site-paths";
import { BUILD_DIR, build, startServer, stop, waitFor } from "./pages";
import { takePort } from "./ports";

const REQUESTS = Number(process.env.BENCH_LIVE_REQUESTS) || 300;
const RENDERS = Number(process.env.BENCH_LIVE_RENDERS) || 30;
/** A prerendered page served from memory, for comparison. */
const STATIC_PATH = "/about";

export const wantsLivePagesBench = () =>
  process.env.BENCH_ONLY === "live-pages" || process.argv.slice(2).includes("live-pages");

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
const ms = (value: number) => `${value.toFixed(2)} ms`;

async function timeRequests(url: string) {
  const times: number[] = [];
  let bytes = 0;
  for (let index = 0; index < REQUESTS + 20; index++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { "accept-encoding": "br" } });
    const body = await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    // The first 20 warm the connection and the cache.
    if (index >= 20) times.push(performance.now() - started);
    bytes = body.byteLength;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), bytes };
}

async function timeRenders(dataDir: string) {
  const database = await openDatabase({ driver: "pglite", dataDir });
  try {
    const render = await loadLivePageRenderer(join(BUILD_DIR, "client"));
    if (!render) throw new Error(`no render build beside ${BUILD_DIR}/client`);
    // Kept for no time at all: every call renders again, as after a change.
    const cache = livePageCache({
      paths: LIVE_PAGE_PATHS,
      render,
      content: (now) => siteContentAt(database.db, now),
      version: () => 0,
      maxAgeMs: 0,
      retryAfterMs: 0,
      onError: (error) => {
        throw error;
      },
    });
    const times: number[] = [];
    for (let index = 0; index < RENDERS + 3; index++) {
      const started = performance.now();
      await cache.page("/");
      if (index >= 3) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return { p50: percentile(times, 50), p95: percentile(times, 95) };
  } finally {
    await database.close();
  }
}

export async function runLivePagesBench() {
  const port = await takePort(new Set());
  const origin = `http://localhost:${port}`;
  const scratch = mkdtempSync(join(tmpdir(), "nakhla-bench-live-"));
  let server: ChildProcess | undefined;
  try {
    build(origin);
    server = startServer(port, join(scratch, "data"));
    await waitFor(`${origin}/api/health`, "the server");
    console.info(`\nServed from memory, ${REQUESTS} sequential GETs each (brotli), ${origin}\n`);
    console.info("path               p50        p95        bytes");
    for (const path of [STATIC_PATH, ...LIVE_PAGE_PATHS, "/events.data"]) {
      const result = await timeRequests(`${origin}${path}`);
      const kind = path === STATIC_PATH ? " (prerendered at build)" : "";
      console.info(
        `${path.padEnd(16)} ${ms(result.p50).padStart(9)}  ${ms(result.p95).padStart(9)}  ${String(result.bytes).padStart(7)}${kind}`,
      );
    }
    await stop(server);
    server = undefined;
    const renders = await timeRenders(join(scratch, "data"));
    console.info(
      `\nA render after a change (${LIVE_PAGE_PATHS.join(", ")} and their data, ${RENDERS} times): p50 ${ms(renders.p50)}, p95 ${ms(renders.p95)}`,
    );
  } finally {
    if (server) await stop(server);
    rmSync(scratch, { recursive: true, force: true });
  }
}
