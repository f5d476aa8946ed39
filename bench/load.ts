import autocannon from "autocannon";
import type { CpuUsage } from "./children";

export type LoadSettings = { connections: number; warmupSeconds: number; durationSeconds: number };

export type Target = {
  url: string;
  method?: "GET" | "POST";
  body?: unknown;
  headers?: Record<string, string>;
  /** The server's CPU clock, read before and after the measured run. */
  cpuUsage: () => Promise<CpuUsage>;
};

export type Measurement = {
  /** Successful (2xx) responses per second over the measured window. */
  rate: number;
  p50: number;
  p99: number;
  /** Anything that was not a 2xx answer: non-2xx statuses, socket errors, timeouts. */
  failures: number;
  /** Share of one core the server used; near 100% means the server, not the load, was the limit. */
  serverCpuShare: number;
  /** Server CPU time per successful response, in microseconds: steadier than req/s here. */
  serverCpuPerRequest: number;
};

const total = ({ user, system }: CpuUsage) => user + system;

/**
 * Loads one server from this process: a warm-up run whose figures are thrown away (JIT, pools,
 * the first PGlite pages), then the measured run with the same settings.
 */
export async function measure(target: Target, settings: LoadSettings): Promise<Measurement> {
  const options = {
    url: target.url,
    method: target.method ?? "GET",
    connections: settings.connections,
    headers: {
      ...target.headers,
      ...(target.body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(target.body === undefined ? {} : { body: JSON.stringify(target.body) }),
  };
  await autocannon({ ...options, duration: settings.warmupSeconds });
  const before = await target.cpuUsage();
  const result = await autocannon({ ...options, duration: settings.durationSeconds });
  const after = await target.cpuUsage();
  const cpu = total(after) - total(before);
  const ok = result["2xx"];
  return {
    rate: ok / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    serverCpuShare: cpu / (result.duration * 1e6),
    serverCpuPerRequest: ok > 0 ? cpu / ok : 0,
  };
}
