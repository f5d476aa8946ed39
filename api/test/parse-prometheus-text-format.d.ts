// parse-prometheus-text-format ships no types: what api/plugins/metrics.test.ts reads of its output
// (prom2json's shape).
declare module "parse-prometheus-text-format" {
  type Labels = Record<string, string>;
  export type Sample = { value: string; labels?: Labels };
  export type HistogramSample = {
    buckets: Record<string, string>;
    count: string;
    sum: string;
    labels?: Labels;
  };
  export type MetricFamily = {
    name: string;
    help: string;
    type: "COUNTER" | "GAUGE" | "HISTOGRAM" | "SUMMARY" | "UNTYPED";
    metrics: Array<Sample | HistogramSample>;
  };
  export default function parsePrometheusTextFormat(text: string): MetricFamily[];
}
