// npm run bench -- ttfb (or BENCH_ONLY=ttfb): how soon the server starts answering a prerendered
// page, the time to its first byte, as a browser asks (keep-alive, compressed). With
// BENCH_TTFB_BASELINE=<a checkout of an earlier commit, with its node_modules and its build>, that
// server runs beside this one and the two are asked in turn, so the comparison is of one run on
// this noisy machine. A benchmark, not a test: it reports, it never fails.
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { build, startServer, stop, waitFor } from "./pages";
import { takePort } from "./ports";

const REQUESTS = Number(process.env.BENCH_TTFB_REQUESTS) || 500;
const WARM_UP = 50;
/** A prerendered page, and one rendered on request for comparison. */
const PRERENDERED = "/about";
const RENDERED = "/";
/** "No worse" within what two medians of the same server differ by on this machine. */
const NOISE = 0.05;

export const wantsTtfbBench = () =>
  process.env.BENCH_ONLY === "ttfb" || process.argv.slice(2).includes("ttfb");

const progress = (message: string) => console.error(`... ${message}`);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/** The time to the response's first byte (its status line and headers), then reads the body. */
function timeToFirstByte(agent: Agent, port: number, path: string) {
  return new Promise<number>((done, fail) => {
    const started = performance.now();
    const sent = request(
      {
        agent,
        host: "127.0.0.1",
        port,
        path,
        headers: { "accept-encoding": "gzip, deflate, br, zstd", accept: "text/html" },
      },
      (response) => {
        const first = performance.now() - started;
        if (response.statusCode !== 200) fail(new Error(`${path} answered ${response.statusCode}`));
        response.resume();
        response.on("end", () => done(first));
      },
    );
    sent.on("error", fail);
    sent.end();
  });
}

type Server = { label: string; port: number; agent: Agent; times: Map<string, number[]> };

export async function runTtfbBench() {
  const taken = new Set<number>();
  const port = await takePort(taken);
  const scratch = mkdtempSync(join(tmpdir(), "nakhla-bench-ttfb-"));
  const children: ChildProcess[] = [];
  const baselineDir = process.env.BENCH_TTFB_BASELINE;
  try {
    if (process.env.BENCH_REUSE_BUILD !== "true") build(`http://localhost:${port}`);
    const servers: Server[] = [];
    const add = (label: string, serverPort: number) =>
      servers.push({
        label,
        port: serverPort,
        agent: new Agent({ keepAlive: true, maxSockets: 1 }),
        times: new Map([PRERENDERED, RENDERED].map((path) => [path, []])),
      });
    progress("starting the server");
    children.push(startServer(port, join(scratch, "data")));
    add("this commit", port);
    if (baselineDir) {
      const baselinePort = await takePort(taken);
      children.push(
        startServer(baselinePort, join(scratch, "baseline"), {
          dir: resolve(baselineDir),
          buildDir:
            process.env.BENCH_TTFB_BASELINE_BUILD || join(resolve(baselineDir), "build", "client"),
        }),
      );
      add(`baseline (${baselineDir})`, baselinePort);
    }
    for (const server of servers) {
      await waitFor(`http://127.0.0.1:${server.port}/api/health`, server.label);
    }

    // One path at a time, the servers in turn: a page rendered just before must not weigh on the
    // prerendered one's figure.
    for (const path of [PRERENDERED, RENDERED]) {
      progress(`${REQUESTS} requests of ${path} to each server, in turn`);
      for (let index = 0; index < WARM_UP + REQUESTS; index++) {
        for (const server of servers) {
          const first = await timeToFirstByte(server.agent, server.port, path);
          if (index >= WARM_UP) server.times.get(path)?.push(first);
        }
      }
    }

    const ms = (value: number) => `${value.toFixed(2)} ms`;
    console.info(
      `\nTime to first byte, ${REQUESTS} requests after ${WARM_UP} to warm up, one keep-alive connection per server\n`,
    );
    const medians = new Map<string, number>();
    for (const server of servers) {
      for (const [path, times] of server.times) {
        times.sort((a, b) => a - b);
        const kind = path === PRERENDERED ? "prerendered" : "rendered on request";
        console.info(
          `  ${server.label.padEnd(40)} ${path.padEnd(8)} (${kind.padEnd(19)}) p50 ${ms(percentile(times, 50))}   p95 ${ms(percentile(times, 95))}`,
        );
        if (path === PRERENDERED) medians.set(server.label, percentile(times, 50));
      }
    }
    console.info("");
    const [current, baseline] = servers.map((server) => medians.get(server.label) ?? Number.NaN);
    if (baseline !== undefined && current !== undefined) {
      const met = current <= baseline * (1 + NOISE);
      console.info(
        `budget prerendered-ttfb: ${met ? "MET" : "MISSED"} (${PRERENDERED} p50 ${ms(current)} against ${ms(baseline)} before, ${((current / baseline) * 100).toFixed(0)}%; no worse within ${NOISE * 100}%)`,
      );
    } else {
      console.info(
        "budget prerendered-ttfb: not compared (set BENCH_TTFB_BASELINE to a checkout of the earlier commit)",
      );
    }
    for (const server of servers) server.agent.destroy();
  } finally {
    await Promise.all(children.map(stop));
    rmSync(scratch, { recursive: true, force: true });
  }
}
