// npm run bench: the API budgets of docs/architecture.md section 6, measured as ratios within one run.
// A benchmark, not a test: a missed budget is reported, never turned into a failing exit code.
import { availableParallelism, cpus, loadavg } from "node:os";
import { aContact } from "../api/test/factories";
import { runBackupBench, wantsBackupBench } from "./backup";
import { type ServerChild, startChild } from "./children";
import { type BenchDatabases, prepareDatabases } from "./databases";
import { type LoadSettings, measure } from "./load";
import { runNewsletterBench, wantsNewsletterBench } from "./newsletter";
import { runPagesBench, wantsPagesBench } from "./pages";
import { takePort } from "./ports";
import { ENV } from "./protocol";
import { runRenderBench, wantsRenderBench } from "./render";
import { type Budget, type Comparison, formatBudgetLine, formatComparison } from "./report";
import { BENCH_ADMIN, BENCH_SEARCH } from "./seed-admin-list";
import { BENCH_REVIEWER } from "./seed-review-queue";
import { runTtfbBench, wantsTtfbBench } from "./ttfb";

const API_OVERHEAD: Budget = {
  id: "api-overhead",
  title: "API overhead (no database work, all plugins on)",
  minRatio: 0.5,
};
const DATABASE_ROUTE: Budget = {
  id: "database-route",
  title: "Database route (POST /api/contact vs the same insert through the driver)",
  minRatio: 0.8,
};

/**
 * An admin list page (50 of 1,000,000 rows, with search) at 20 clients: p99 under 50 ms on
 * PostgreSQL. PGlite seeds 100,000 (a million take minutes to index there, and its one connection
 * queues the 20 clients anyway: docs/decisions/004-admin-lists.md).
 */
const ADMIN_LIST_P99_MS = 50;
const adminListRows = (kind: BenchDatabases["kind"]) => (kind === "postgres" ? 1_000_000 : 100_000);
const adminListTitle = (rows: number) =>
  `Admin list (a page of 50 of ${rows.toLocaleString("en-US")} contacts, with search, 20 clients)`;

/**
 * The review queue (docs/decisions/020-scorecards.md): a reviewer's "next" and opening an
 * application with 10 reviews (its scorecards), each p99 under 50 ms at 20 clients, with 100,000
 * applications.
 */
const REVIEW_QUEUE_P99_MS = 50;
const REVIEW_QUEUE_ROWS = 100_000;

const numberFromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

const settings: LoadSettings = {
  connections: numberFromEnv("BENCH_CONNECTIONS", 10),
  warmupSeconds: numberFromEnv("BENCH_WARMUP", 2),
  durationSeconds: numberFromEnv("BENCH_DURATION", 8),
};
/**
 * "api" or "database" runs one half only, e.g. while profiling; "reviews" the review queue only;
 * "admin-list" the admin list only.
 */
const only = process.env.BENCH_ONLY;
/** Which parts run: every one unless BENCH_ONLY names one. */
const runs = (part: "api" | "database" | "admin-list" | "reviews") => !only || only === part;
/** When set, every child runs under --cpu-prof and writes its profile to <dir>/<child> on exit. */
const profileDir = process.env.BENCH_PROFILE_DIR;
const profileFlags = (child: string) =>
  profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}/${child}`] : [];

const cleanups: Array<() => Promise<void>> = [];
async function cleanup() {
  // Last in, first out: servers stop before their databases are removed.
  for (let step = cleanups.pop(); step; step = cleanups.pop()) {
    await step().catch((error: unknown) => console.error("cleanup:", error));
  }
}
process.once("SIGINT", () => {
  void cleanup().finally(() => process.exit(130));
});

/** Whether the ping opts into the rate limiter: as bench/servers/app.ts decides. */
const pingLimited = (kind: BenchDatabases["kind"]) =>
  process.env[ENV.pingRateLimit] ? process.env[ENV.pingRateLimit] !== "off" : kind !== "postgres";

const progress = (message: string) => console.error(`... ${message}`);

async function startServers(databases: BenchDatabases) {
  const taken = new Set<number>();
  const [barePort, appPort, directPort] = [
    await takePort(taken),
    await takePort(taken),
    await takePort(taken),
  ];
  const database = (spec: unknown) => ({ [ENV.database]: JSON.stringify(spec) });
  const appEnv: Record<string, string> = {
    ...database(databases.app),
    [ENV.adminRows]: runs("admin-list") ? String(adminListRows(databases.kind)) : "0",
    [ENV.reviewRows]: runs("reviews") ? String(REVIEW_QUEUE_ROWS) : "0",
  };
  for (const name of [ENV.logLevel, ENV.pingRateLimit]) {
    const value = process.env[name];
    if (value) appEnv[name] = value;
  }
  // Started together: creating each PGlite directory takes seconds, mostly waiting on one core.
  const started = await Promise.allSettled([
    startChild({
      name: "bare node:http",
      script: "bench/servers/bare-http.ts",
      port: barePort,
      nodeFlags: profileFlags("bare"),
    }),
    startChild({
      name: "app",
      script: "bench/servers/app.ts",
      port: appPort,
      env: appEnv,
      nodeFlags: profileFlags("app"),
      readyTimeoutMs: 600_000,
    }),
    startChild({
      name: "direct insert",
      script: "bench/servers/direct-insert.ts",
      port: directPort,
      env: database(databases.direct),
      nodeFlags: profileFlags("direct"),
    }),
  ]);
  for (const outcome of started) {
    if (outcome.status === "fulfilled") cleanups.push(() => outcome.value.stop());
  }
  const failed = started.find((outcome) => outcome.status === "rejected");
  if (failed) throw failed.reason;
  const [bare, app, direct] = started.map(
    (outcome) => (outcome as PromiseFulfilledResult<ServerChild>).value,
  ) as [ServerChild, ServerChild, ServerChild];
  return { bare, app, direct };
}

async function main() {
  const cpu = cpus()[0]?.model ?? "unknown CPU";
  console.info(`machine: ${availableParallelism()} cores (${cpu}), Node ${process.version}`);
  console.info(
    `load average before the run: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(" ")}`,
  );
  console.info(
    `load: autocannon in this process, ${settings.connections} connections, ${settings.warmupSeconds} s warm-up + ${settings.durationSeconds} s measured per server; each server in its own process`,
  );

  const databases = await prepareDatabases();
  cleanups.push(() => databases.cleanup());
  const where =
    databases.kind === "postgres"
      ? "PostgreSQL from DATABASE_URL, a fresh schema per server, pool of 10"
      : "embedded PGlite, a fresh temp directory per server";
  console.info(`database: ${where}`);
  console.info(
    `app: all plugins, log level ${process.env[ENV.logLevel] || "info"} written to /dev/null, rate limiter ${
      pingLimited(databases.kind)
        ? `on (counted in the ${databases.kind === "postgres" ? "database" : "process"})`
        : process.env[ENV.pingRateLimit]
          ? "off"
          : "off (on PostgreSQL it counts in the database)"
    } for the no-database route\n`,
  );

  progress("starting servers");
  const servers = await startServers(databases);
  const comparisons: Comparison[] = [];

  if (runs("api")) {
    progress("loading bare node:http");
    const bare = await measure(
      { url: servers.bare.url, cpuUsage: servers.bare.cpuUsage },
      settings,
    );
    progress("loading app GET /api/bench/ping");
    const app = await measure(
      { url: `${servers.app.url}/api/bench/ping`, cpuUsage: servers.app.cpuUsage },
      settings,
    );
    comparisons.push({
      budget: API_OVERHEAD,
      reference: { label: "bare node:http", result: bare },
      subject: { label: "Fastify app", result: app },
    });
  }

  if (runs("database")) {
    const contact = aContact();
    progress("loading direct insert");
    const direct = await measure(
      { url: servers.direct.url, method: "POST", body: contact, cpuUsage: servers.direct.cpuUsage },
      settings,
    );
    progress("loading app POST /api/contact");
    const app = await measure(
      {
        url: `${servers.app.url}/api/contact`,
        method: "POST",
        body: contact,
        cpuUsage: servers.app.cpuUsage,
      },
      settings,
    );
    comparisons.push({
      budget: DATABASE_ROUTE,
      note: databases.kind === "postgres" ? "on PostgreSQL" : "on PGlite",
      reference: { label: "direct insert", result: direct },
      subject: { label: "POST /api/contact", result: app },
    });
  }

  let adminList: string[] = [];
  if (runs("admin-list")) {
    progress("loading app GET /api/admin/contacts (search, page of 50)");
    adminList = await measureAdminList(servers.app, servers.bare, adminListRows(databases.kind));
  }
  let reviewQueue: string[] = [];
  if (runs("reviews")) {
    progress("loading app GET /api/review-queue/next and an application's 10 scorecards");
    reviewQueue = await measureReviewQueue(servers.app);
  }

  await cleanup();
  console.info("");
  for (const comparison of comparisons) console.info(`${formatComparison(comparison)}\n`);
  if (adminList.length > 0) console.info(`${adminList.join("\n")}\n`);
  const reviewLines = reviewQueue.filter((line) => !line.startsWith("budget"));
  if (reviewLines.length > 0) console.info(`${reviewLines.join("\n")}\n`);
  for (const comparison of comparisons) console.info(formatBudgetLine(comparison));
  if (adminList.length > 0) console.info(adminList[adminList.length - 1]);
  for (const line of reviewQueue.filter((line) => line.startsWith("budget"))) console.info(line);
}

/** Signs in as the seeded reviewer, then loads its next application and a 10-review application's scorecards. */
async function measureReviewQueue(app: ServerChild): Promise<string[]> {
  const login = await fetch(`${app.url}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(BENCH_REVIEWER),
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const oldest = await fetch(`${app.url}/api/admin/applications?sort=oldest&pageSize=1`, {
    headers,
  });
  const { items } = (await oldest.json()) as { items: { _id: string; reviews: number }[] };
  const reviewed = items[0];
  if (!reviewed || reviewed.reviews !== 10)
    throw new Error("the bench's 10-review application is missing");
  const clients = { ...settings, connections: 20 };
  const lines = [
    `Review queue (${REVIEW_QUEUE_ROWS.toLocaleString("en-US")} applications, 20 clients)`,
  ];
  const budgets: string[] = [];
  for (const [id, label, url] of [
    ["review-next", "GET /api/review-queue/next", `${app.url}/api/review-queue/next`],
    [
      "review-open",
      "10 scorecards of one application",
      `${app.url}/api/admin/applications/${reviewed._id}/scorecards`,
    ],
  ] as const) {
    const result = await measure({ url, headers, cpuUsage: app.cpuUsage }, clients);
    const met = result.rate > 0 && result.failures === 0 && result.p99 < REVIEW_QUEUE_P99_MS;
    lines.push(
      `  ${label.padEnd(34)} ${Math.round(result.rate).toLocaleString("en-US").padStart(7)} req/s   p50 ${result.p50} ms   p99 ${result.p99} ms   failures ${result.failures}`,
    );
    budgets.push(
      `budget ${id}: ${met ? "MET" : "MISSED"} (p99 ${result.p99} ms, budget < ${REVIEW_QUEUE_P99_MS} ms)`,
    );
  }
  return [...lines, ...budgets];
}

/** Signs in as the seeded admin, then loads a searched page; reports p99 against 50 ms. */
async function measureAdminList(
  app: ServerChild,
  bare: ServerChild,
  rows: number,
): Promise<string[]> {
  const login = await fetch(`${app.url}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(BENCH_ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  const clients = { ...settings, connections: 20 };
  const baseline = await measure({ url: bare.url, cpuUsage: bare.cpuUsage }, clients);
  const page = await measure(
    {
      url: `${app.url}/api/admin/contacts?q=${BENCH_SEARCH}&page=2&pageSize=50`,
      headers: { authorization: `Bearer ${token}` },
      cpuUsage: app.cpuUsage,
    },
    clients,
  );
  const met = page.rate > 0 && page.failures === 0 && page.p99 < ADMIN_LIST_P99_MS;
  const rate = (value: number) => `${Math.round(value).toLocaleString("en-US")} req/s`;
  return [
    adminListTitle(rows),
    `  bare node:http        ${rate(baseline.rate).padStart(14)}   p99 ${baseline.p99} ms`,
    `  admin list page       ${rate(page.rate).padStart(14)}   p50 ${page.p50} ms   p99 ${page.p99} ms   failures ${page.failures}`,
    `budget admin-list: ${met ? "MET" : "MISSED"} (p99 ${page.p99} ms, budget < ${ADMIN_LIST_P99_MS} ms)`,
  ];
}

try {
  // `npm run bench -- pages` (or BENCH_ONLY=pages): Lighthouse on every public route instead;
  // `-- render`: the CPU a server-rendered page costs; `-- ttfb`: a prerendered page's first byte;
  // `-- newsletter`: a 10,000-recipient newsletter, queued and delivered;
  // `-- backup`: backup and restore time and size for 100,000 applications.
  if (wantsPagesBench()) await runPagesBench();
  else if (wantsRenderBench()) await runRenderBench();
  else if (wantsTtfbBench()) await runTtfbBench();
  else if (wantsBackupBench()) await runBackupBench();
  else if (wantsNewsletterBench()) await runNewsletterBench();
  else await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanup();
}
// autocannon and pg may keep handles alive a little; the figures are printed, so leave now.
process.exit(process.exitCode ?? 0);
