// npm run bench: the API budgets of DESIGN.md section 8, measured as ratios within one run.
// A benchmark, not a test: a missed budget is reported, never turned into a failing exit code.
import { availableParallelism, cpus, loadavg } from "node:os";
import { aContact } from "../api/test/factories";
import { type ServerChild, startChild } from "./children";
import { type BenchDatabases, prepareDatabases } from "./databases";
import { type LoadSettings, measure } from "./load";
import { takePort } from "./ports";
import { ENV } from "./protocol";
import { type Budget, type Comparison, formatBudgetLine, formatComparison } from "./report";

const API_OVERHEAD: Budget = {
  id: "api-overhead",
  title: "API overhead (no database work, all plugins on)",
  minRatio: 0.6,
};
const DATABASE_ROUTE: Budget = {
  id: "database-route",
  title: "Database route (POST /api/contact vs the same insert through the driver)",
  minRatio: 0.8,
};

const numberFromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

const settings: LoadSettings = {
  connections: numberFromEnv("BENCH_CONNECTIONS", 10),
  warmupSeconds: numberFromEnv("BENCH_WARMUP", 2),
  durationSeconds: numberFromEnv("BENCH_DURATION", 8),
};
/** "api" or "database" runs one half only, e.g. while profiling. */
const only = process.env.BENCH_ONLY;
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

const progress = (message: string) => console.error(`... ${message}`);

async function startServers(databases: BenchDatabases) {
  const taken = new Set<number>();
  const [barePort, appPort, directPort] = [
    await takePort(taken),
    await takePort(taken),
    await takePort(taken),
  ];
  const database = (spec: unknown) => ({ [ENV.database]: JSON.stringify(spec) });
  const appEnv: Record<string, string> = { ...database(databases.app) };
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
      process.env[ENV.pingRateLimit] === "off" ? "off" : "on"
    } for the no-database route\n`,
  );

  progress("starting servers");
  const servers = await startServers(databases);
  const comparisons: Comparison[] = [];

  if (only !== "database") {
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

  if (only !== "api") {
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

  await cleanup();
  console.info("");
  for (const comparison of comparisons) console.info(`${formatComparison(comparison)}\n`);
  for (const comparison of comparisons) console.info(formatBudgetLine(comparison));
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanup();
}
// autocannon and pg may keep handles alive a little; the figures are printed, so leave now.
process.exit(process.exitCode ?? 0);
