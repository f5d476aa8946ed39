import autocannon from "autocannon";

export type LoadSettings = { connections: number; warmupSeconds: number; durationSeconds: number };

export type Request = {
  url: string;
  method?: "GET" | "POST";
  body?: unknown;
};

export type Measurement = {
  /** Successful (2xx) responses per second over the measured window. */
  rate: number;
  p50: number;
  p99: number;
  /** Anything that was not a 2xx answer: non-2xx statuses, socket errors, timeouts. */
  failures: number;
};

/**
 * Loads one server from this process: a warm-up run whose figures are thrown away (JIT, pools,
 * the first PGlite pages), then the measured run with the same settings.
 */
export async function measure(request: Request, settings: LoadSettings): Promise<Measurement> {
  const options = {
    url: request.url,
    method: request.method ?? "GET",
    connections: settings.connections,
    ...(request.body === undefined
      ? {}
      : {
          body: JSON.stringify(request.body),
          headers: { "content-type": "application/json" },
        }),
  };
  await autocannon({ ...options, duration: settings.warmupSeconds });
  const result = await autocannon({ ...options, duration: settings.durationSeconds });
  return {
    rate: result["2xx"] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
