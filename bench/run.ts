// npm run bench: the API's budgets (docs/architecture.md, section 6). The calls users make, each
// loaded for its throughput and p99 and held to the figures in bench/recorded.json: on PostgreSQL a
// call more than 15% below its recorded req/s fails the run (exit code 1). And POST /api/contact
// against the same insert made directly through the driver, at least 80%, reported.
import { availableParallelism, cpus, loadavg } from "node:os";
import pg from "pg";
import { aContact } from "../api/test/factories";
import { runBackupBench, wantsBackupBench } from "./backup";
import { CALLS, type CallId, prepareCalls } from "./calls";
import { type ServerChild, startChild } from "./children";
import { type BenchDatabases, prepareDatabases } from "./databases";
import { runDealRemindersBench, wantsDealRemindersBench } from "./deal-reminders";
import { runDealRoomBench, wantsDealRoomBench } from "./deal-room";
import { runDeckStampBench, wantsDeckStampBench } from "./deck-stamp";
import { runFounderLinkBench, wantsFounderLinkBench } from "./founder-link";
import { runInsightsBench, wantsInsightsBench } from "./insights";
import { type LoadSettings, type Measurement, measure } from "./load";
import { runNewsletterBench, wantsNewsletterBench } from "./newsletter";
import { runPagesBench, wantsPagesBench } from "./pages";
import { takePort } from "./ports";
import { ENV } from "./protocol";
import { ALLOWED_DROP, readRecorded, verdictOf, writeRecorded } from "./recorded";
import { runRenderBench, wantsRenderBench } from "./render";
import { type Budget, formatBudgetLine, formatCallRow, formatComparison } from "./report";
import { runTtfbBench, wantsTtfbBench } from "./ttfb";

const DATABASE_ROUTE: Budget = {
  id: "database-route",
  title: "Database route (POST /api/contact vs the same insert through the driver)",
  minRatio: 0.8,
};

/**
 * Contacts behind the admin list: a million on PostgreSQL; PGlite seeds 100,000 (a million take
 * minutes to index there, and its one connection queues the clients anyway).
 */
const adminListRows = (kind: BenchDatabases["kind"]) => (kind === "postgres" ? 1_000_000 : 100_000);
/** Applications behind the review queue (docs/decisions/020-scorecards.md). */
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
/** BENCH_ONLY=admin-list,reviews runs those calls only (ids or groups, as in bench/calls.ts). */
const only = process.env.BENCH_ONLY?.split(",").map((name) => name.trim());
const selected = CALLS.filter(
  (call) => !only || only.includes(call.id) || only.includes(call.group),
);
const runs = (id: CallId) => selected.some((call) => call.id === id);
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
  const database = (spec: unknown) => ({ [ENV.database]: JSON.stringify(spec) });
  const appEnv: Record<string, string> = {
    ...database(databases.app),
    [ENV.adminRows]: runs("admin-list") ? String(adminListRows(databases.kind)) : "0",
    [ENV.reviewRows]:
      runs("review-next") || runs("review-scorecards") ? String(REVIEW_QUEUE_ROWS) : "0",
  };
  const logLevel = process.env[ENV.logLevel];
  if (logLevel) appEnv[ENV.logLevel] = logLevel;
  // Started together: creating each PGlite directory takes seconds, mostly waiting on one core.
  const started = await Promise.allSettled([
    startChild({
      name: "app",
      script: "bench/servers/app.ts",
      port: await takePort(taken),
      env: appEnv,
      nodeFlags: profileFlags("app"),
      readyTimeoutMs: 900_000,
    }),
    ...(runs("contact")
      ? [
          startChild({
            name: "direct insert",
            script: "bench/servers/direct-insert.ts",
            port: await takePort(taken),
            env: database(databases.direct),
            nodeFlags: profileFlags("direct"),
          }),
        ]
      : []),
  ]);
  for (const outcome of started) {
    if (outcome.status === "fulfilled") cleanups.push(() => outcome.value.stop());
  }
  const failed = started.find((outcome) => outcome.status === "rejected");
  if (failed) throw failed.reason;
  const [app, direct] = started.map(
    (outcome) => (outcome as PromiseFulfilledResult<ServerChild>).value,
  ) as [ServerChild, ServerChild | undefined];
  return { app, direct };
}

/** The server's version and durability settings, which move every write's figures. */
async function postgresVersion(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const setting = async (name: string) =>
      String((await client.query(`show ${name}`)).rows[0]?.[name] ?? "?").split(" ")[0];
    return `PostgreSQL ${await setting("server_version")} (fsync ${await setting("fsync")}, synchronous_commit ${await setting("synchronous_commit")})`;
  } finally {
    await client.end();
  }
}

async function main() {
  const cpu = cpus()[0]?.model ?? "unknown CPU";
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");
  const databases = await prepareDatabases();
  cleanups.push(() => databases.cleanup());
  const where =
    databases.kind === "postgres"
      ? await postgresVersion(process.env.DATABASE_URL ?? "")
      : "embedded PGlite";
  const loadNote = `autocannon in the bench process, ${settings.connections} connections (20 for the admin list and the review queue), ${settings.warmupSeconds} s warm-up + ${settings.durationSeconds} s measured per call`;
  const measuredNote = `${new Date().toISOString().slice(0, 10)}, ${availableParallelism()} cores (${cpu}) shared with other work, load average ${load} at the start; ${where}; Node ${process.version}; ${loadNote}`;
  console.info(`machine: ${availableParallelism()} cores (${cpu}), Node ${process.version}`);
  console.info(`load average before the run: ${load}`);
  console.info(`load: ${loadNote}; each server in its own process`);
  console.info(
    `database: ${where}${databases.kind === "postgres" ? ` from DATABASE_URL, ${process.env.BENCH_KEEP_SCHEMA ? `the app's seeded schema kept (${process.env.BENCH_KEEP_SCHEMA})` : "a fresh schema per server"}` : ", a fresh temp directory per server"}`,
  );
  console.info(
    `app: as in production (log level ${process.env[ENV.logLevel] || "info"} to /dev/null, every answer checked against its schema, background jobs on)\n`,
  );

  progress("starting servers (seeding first)");
  const servers = await startServers(databases);
  const context = await prepareCalls(servers.app, selected);
  const results = new Map<CallId, Measurement>();
  let direct: Measurement | undefined;
  for (const call of selected) {
    if (call.id === "contact" && servers.direct) {
      progress("loading the direct insert");
      direct = await measure(
        {
          url: servers.direct.url,
          method: "POST",
          body: aContact(),
          cpuUsage: servers.direct.cpuUsage,
        },
        settings,
      );
    }
    progress(`loading ${call.title}`);
    const connections = call.clients ?? settings.connections;
    results.set(
      call.id,
      await measure(
        { ...call.target(context), cpuUsage: servers.app.cpuUsage },
        { ...settings, connections },
      ),
    );
  }
  await cleanup();

  const recorded = readRecorded();
  const compared = databases.kind === "postgres";
  console.info("");
  console.info(
    compared
      ? `The calls users make (recorded: ${recorded.measured})`
      : "The calls users make (PGlite: not held to the recorded figures, which are PostgreSQL's)",
  );
  let fell = false;
  for (const call of selected) {
    const result = results.get(call.id);
    if (!result) continue;
    const record = compared ? recorded.calls[call.id] : undefined;
    const verdict = compared || result.failures > 0 ? verdictOf(result, record) : "not compared";
    if (verdict === "FAILED" || (compared && verdict === "FELL")) fell = true;
    console.info(
      formatCallRow(call.title, call.clients ?? settings.connections, result, record, verdict),
    );
  }
  console.info(
    `  (a call fails the run when its req/s falls more than ${ALLOWED_DROP * 100}% below the recorded figure, or any answer fails)\n`,
  );
  const contact = results.get("contact");
  if (direct && contact) {
    const comparison = {
      budget: DATABASE_ROUTE,
      note: compared ? "on PostgreSQL" : "on PGlite",
      reference: { label: "direct insert", result: direct },
      subject: { label: "POST /api/contact", result: contact },
    };
    console.info(`${formatComparison(comparison)}\n`);
    console.info(formatBudgetLine(comparison));
  }
  console.info(`calls: ${fell ? "FELL below the recorded figures (see above)" : "held"}`);
  if (process.env.BENCH_RECORD === "1") {
    if (!compared) throw new Error("BENCH_RECORD needs DATABASE_URL: the figures are PostgreSQL's");
    writeRecorded(measuredNote, results);
    console.info("recorded in bench/recorded.json");
  } else if (fell) {
    process.exitCode = 1;
  }
}

try {
  // `npm run bench -- pages` (or BENCH_ONLY=pages): Lighthouse on every public route instead;
  // `-- render`: the CPU a server-rendered page costs; `-- ttfb`: a prerendered page's first byte;
  // `-- newsletter`: a 10,000-recipient newsletter, queued and delivered;
  // `-- backup`: backup and restore time and size for 100,000 applications;
  // `-- deal-room`: the CPU the firm's deal room costs; `-- deck-stamp`: stamping a viewer's deck;
  // `-- founder-link`: "E-mail me my link" as fast for an address that applied as for one that did not;
  // `-- deal-reminders`: a respond-by reminder run for 1,000 shares.
  if (wantsPagesBench()) await runPagesBench();
  else if (wantsFounderLinkBench()) await runFounderLinkBench();
  else if (wantsDealRoomBench()) await runDealRoomBench();
  else if (wantsDealRemindersBench()) await runDealRemindersBench();
  else if (wantsInsightsBench()) await runInsightsBench();
  else if (wantsDeckStampBench()) await runDeckStampBench();
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
