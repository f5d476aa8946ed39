// autocannon ships no types and @types/autocannon is not installed: only what bench/load.ts uses.
declare module "autocannon" {
  type Histogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
    total: number;
  };

  type Options = {
    url: string;
    method?: "GET" | "POST";
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
  };

  type Result = {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
    latency: Histogram;
    requests: Histogram;
  };

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
