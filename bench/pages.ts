// npm run bench -- pages (or BENCH_ONLY=pages): the page budgets of docs/architecture.md section 6.
// Lighthouse (mobile settings, median of 3 runs) on every public route of a fresh production
// build served by the real server, in Debian's Chromium; plus the home page's first-load
// JavaScript, gzipped. A benchmark, not a test: a missed budget is reported, never an exit code.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import lighthouse from "lighthouse";
import { ARABIC_PATHS, PUBLIC_PATHS } from "../web/paths";
import { type PageResult, printPageResults, summarise } from "./pages-report";
import { takePort } from "./ports";

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS) || 3;
const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
export const BUILD_DIR = "build-bench";
const ROOT = new URL("..", import.meta.url).pathname;
/** When set, each route's runs are saved there as Lighthouse JSON, to read what cost points. */
const REPORT_DIR = process.env.BENCH_LIGHTHOUSE_DIR;

/** `npm run bench -- pages` or `BENCH_ONLY=pages`. */
export const wantsPagesBench = () =>
  process.env.BENCH_ONLY === "pages" || process.argv.slice(2).includes("pages");

/** Every public route in both languages, or the comma-separated BENCH_PAGES (e.g. "/,/ar/about"). */
const routes = () =>
  process.env.BENCH_PAGES?.split(",").map((path) => path.trim()) ?? [
    ...PUBLIC_PATHS,
    ...ARABIC_PATHS,
  ];

const progress = (message: string) => console.error(`... ${message}`);

export async function waitFor(url: string, what: string, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not answer ${url} within ${timeoutMs / 1000} s`);
}

export const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });

/** Builds the site for this origin, so canonical links and the sitemap name the server measured. */
export function build(origin: string) {
  progress(`building the site into ${BUILD_DIR} for ${origin}`);
  const result = spawnSync(join(ROOT, "node_modules/.bin/react-router"), ["build"], {
    cwd: ROOT,
    env: { ...process.env, BUILD_DIR, VITE_SITE_URL: origin, NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "pipe"],
    encoding: "utf8",
  });
  if (result.status !== 0) {
    console.error(result.stderr);
    throw new Error(`the build failed (exit ${result.status})`);
  }
}

/** The server as deployed, from this checkout or from another one (`dir`) with its own build. */
export function startServer(
  port: number,
  dataDir: string,
  from = { dir: ROOT, buildDir: `./${BUILD_DIR}/client` },
) {
  return spawn(process.execPath, ["--import", "tsx", "api/server.ts"], {
    cwd: from.dir,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      // As deployed: React's production build renders the pages; the bench takes no payments.
      NODE_ENV: "production",
      PAYMENT_MODE: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      WEB_BUILD_DIR: from.buildDir,
    },
  });
}

function startChromium(port: number, profileDir: string) {
  return spawn(
    CHROMIUM,
    [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profileDir}`,
      "about:blank",
    ],
    { stdio: "ignore" },
  );
}

/** Tries a run again when Lighthouse's trace failed (NO_NAVSTART happens on a loaded machine). */
async function measure(url: string, port: number, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
    const failure = result.lhr.runtimeError;
    if (!failure || attempt === attempts) return result;
    progress(`${url}: ${failure.code}, running it again`);
  }
}

export async function runPagesBench() {
  const taken = new Set<number>();
  const [serverPort, chromePort] = [await takePort(taken), await takePort(taken)];
  const origin = `http://localhost:${serverPort}`;
  const scratch = mkdtempSync(join(tmpdir(), "nakhla-bench-pages-"));
  const children: ChildProcess[] = [];
  try {
    // BENCH_REUSE_BUILD=true: the build already in build-bench (made for this origin) is measured.
    if (process.env.BENCH_REUSE_BUILD !== "true") build(origin);
    progress("starting the server and Chromium");
    children.push(startServer(serverPort, join(scratch, "data")));
    children.push(startChromium(chromePort, join(scratch, "chromium")));
    await waitFor(`${origin}/api/health`, "the server");
    await waitFor(`http://127.0.0.1:${chromePort}/json/version`, "Chromium");

    const results: PageResult[] = [];
    const paths = routes();
    for (const [index, path] of paths.entries()) {
      const runs = [];
      for (let run = 1; run <= RUNS; run++) {
        progress(`lighthouse ${path} (${index + 1}/${paths.length}), run ${run}/${RUNS}`);
        const result = await measure(`${origin}${path}`, chromePort);
        runs.push(result.lhr);
        if (REPORT_DIR) {
          mkdirSync(REPORT_DIR, { recursive: true });
          const name = `${path.replace(/\//g, "_") || "_"}-${run}.json`;
          writeFileSync(join(REPORT_DIR, name), result.report as string);
        }
      }
      results.push(await summarise(path, runs));
    }
    await printPageResults(results, { runs: RUNS, origin });
  } finally {
    await Promise.all(children.map(stop));
    rmSync(scratch, { recursive: true, force: true });
  }
}
