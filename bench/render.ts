// npm run bench -- render (or BENCH_ONLY=render): what a server-rendered page costs the server
// (docs/decisions/034-server-rendering.md). The home page, with a published cohort open for
// applications and the spec's past one, asked for 1,000 times as a browser asks (compressed),
// through the whole app: hooks, helmet, the loader's database reading, React Router's render,
// compression, the request log. The CPU time this process spent on each is the figure: on the
// embedded database that includes the database's own work; on PostgreSQL (DATABASE_URL) the
// database server's is not counted. A benchmark, not a test: it reports, it never fails.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../api/app";
import { loadConfig } from "../api/config";
import { openDatabase } from "../api/db/client";
import { createCohort, setCohortStatus } from "../api/site-content/cohorts-repository";
import { prepareDatabases } from "./databases";
import { BUILD_DIR, build } from "./pages";

const RENDERS = Number(process.env.BENCH_RENDERS) || 1000;
const WARM_UP = 50;
/** docs/architecture.md section 6: a server-rendered page at most 5 ms of CPU (median). */
export const RENDER_CPU_BUDGET_MS = 5;

export const wantsRenderBench = () =>
  process.env.BENCH_ONLY === "render" || process.argv.slice(2).includes("render");

const progress = (message: string) => console.error(`... ${message}`);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/** What Chromium sends for a page. */
const BROWSER_HEADERS = {
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "accept-encoding": "gzip, deflate, br, zstd",
  "user-agent":
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36",
};

type RenderFigures = {
  kind: string;
  median: number;
  p95: number;
  mean: number;
  wallMedian: number;
};

/** The home page, with a published cohort open for applications and the spec's past one. */
const homePage: PagePreparation = async (_app, db) => {
  const year = new Date().getUTCFullYear() + 1;
  const cohort = await createCohort(db, {
    name: `Gulf Cohort ${year}`,
    startDate: `${year}-02-01`,
    lengthDays: 90,
    place: "Abu Dhabi",
    sponsorship: "Fully sponsored",
    applicationDeadline: `${year}-01-10`,
    timeZone: "Asia/Dubai",
    summary: "Ten teams, ninety days, one demo day.",
    nameAr: `دفعة الخليج ${year}`,
    placeAr: "أبوظبي",
    sponsorshipAr: "ممولة بالكامل",
    summaryAr: "عشرة فرق، تسعون يومًا، ويوم عرض واحد.",
  });
  await setCohortStatus(db, cohort._id, "published");

  return { url: "/" };
};

/** What a page's bench prepares in the app before measuring: the page's address and headers. */
export type PagePreparation = (
  app: Awaited<ReturnType<typeof buildApp>>,
  db: Awaited<ReturnType<typeof openDatabase>>["db"],
) => Promise<{ url: string; headers?: Record<string, string> }>;

async function measure(
  spec: Parameters<typeof openDatabase>[0],
  prepare: PagePreparation,
): Promise<RenderFigures> {
  const database = await openDatabase(spec);
  try {
    const config = loadConfig({
      NODE_ENV: "production",
      PAYMENT_MODE: "test",
      LOG_LEVEL: "info",
      SERVE_WEB: "true",
      WEB_BUILD_DIR: join(BUILD_DIR, "client"),
      JOBS_ENABLED: "false",
    });
    // The log is formatted as in production and dropped here, not written to this terminal.
    const app = await buildApp({
      config,
      database,
      logStream: { write: () => undefined },
    });
    await app.ready();
    const { url, headers } = await prepare(app, database.db);

    const cpu: number[] = [];
    const wall: number[] = [];
    for (let index = 0; index < WARM_UP + RENDERS; index++) {
      const started = performance.now();
      const before = process.cpuUsage();
      const response = await app.inject({
        method: "GET",
        url,
        headers: { ...BROWSER_HEADERS, ...headers },
      });
      const used = process.cpuUsage(before);
      const took = performance.now() - started;
      if (response.statusCode !== 200 || !response.headers["content-encoding"]) {
        throw new Error(
          `GET ${url} answered ${response.statusCode}, ${response.headers["content-encoding"]}`,
        );
      }
      if (index === 0 && !response.rawPayload.length)
        throw new Error(`GET ${url} answered nothing`);
      if (index >= WARM_UP) {
        cpu.push((used.user + used.system) / 1000);
        wall.push(took);
      }
    }
    await app.close();
    cpu.sort((a, b) => a - b);
    wall.sort((a, b) => a - b);
    return {
      kind: spec.driver === "pglite" ? "PGlite (embedded)" : "PostgreSQL",
      median: percentile(cpu, 50),
      p95: percentile(cpu, 95),
      mean: cpu.reduce((sum, value) => sum + value, 0) / cpu.length,
      wallMedian: percentile(wall, 50),
    };
  } finally {
    await database.close();
  }
}

/**
 * Measures a server-rendered page (`name` for the report, `prepare` seeding what it reads) on
 * PGlite and, with DATABASE_URL, on PostgreSQL, and reports it against the 5 ms budget.
 */
export async function runPageRenderBench(name: string, budgetId: string, prepare: PagePreparation) {
  if (process.env.BENCH_REUSE_BUILD !== "true") build("http://localhost:3000");
  if (process.env.NODE_ENV !== "production") {
    // As in production: React picks its production build by NODE_ENV when it is first loaded,
    // so the measuring runs in a process started with it.
    const { status } = spawnSync(process.execPath, process.execArgv.concat(process.argv.slice(1)), {
      stdio: "inherit",
      env: { ...process.env, NODE_ENV: "production", BENCH_REUSE_BUILD: "true" },
    });
    if (status !== 0) process.exitCode = status ?? 1;
    return;
  }
  const figures: RenderFigures[] = [];
  const scratch = mkdtempSync(join(tmpdir(), "nakhla-bench-render-"));
  try {
    progress(`rendering ${name} ${RENDERS} times on PGlite`);
    figures.push(await measure({ driver: "pglite", dataDir: join(scratch, "data") }, prepare));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  if (process.env.DATABASE_URL) {
    const databases = await prepareDatabases();
    try {
      progress(`rendering ${name} ${RENDERS} times on PostgreSQL`);
      figures.push(await measure(databases.app, prepare));
    } finally {
      await databases.cleanup();
    }
  }

  const ms = (value: number) => `${value.toFixed(2)} ms`;
  console.info(
    `\n${name} rendered on request, ${RENDERS} times after ${WARM_UP} to warm up (CPU time of this process per request; load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(" ")})\n`,
  );
  for (const figure of figures) {
    console.info(
      `  ${figure.kind.padEnd(20)} median ${ms(figure.median)}   p95 ${ms(figure.p95)}   mean ${ms(figure.mean)}   (wall time median ${ms(figure.wallMedian)})`,
    );
  }
  if (!process.env.DATABASE_URL)
    console.info("  (set DATABASE_URL to measure it on PostgreSQL too)");
  console.info("");
  for (const figure of figures) {
    const met = figure.median <= RENDER_CPU_BUDGET_MS;
    console.info(
      `budget ${budgetId} (${figure.kind}): ${met ? "MET" : "MISSED"} (median ${ms(figure.median)}, budget <= ${RENDER_CPU_BUDGET_MS} ms)`,
    );
  }
}

export const runRenderBench = () => runPageRenderBench("The home page", "render-cpu", homePage);
