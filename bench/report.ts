import type { Measurement } from "./load";
import type { RecordedCall, Verdict } from "./recorded";

export type Budget = { id: string; title: string; minRatio: number };

export type Comparison = {
  budget: Budget;
  note?: string;
  reference: { label: string; result: Measurement };
  subject: { label: string; result: Measurement };
};

const LABEL_WIDTH = 22;
/** Below this share of a core, a server was not the bottleneck of its own run. */
const SATURATED = 0.8;
const whole = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

const percent = (ratio: number) => `${Math.round(ratio * 100)}%`;
// One decimal, so a ratio just under its budget never prints as the budget itself.
const ratioPercent = (ratio: number) => `${(Math.floor(ratio * 1000) / 10).toFixed(1)}%`;
// autocannon records latencies in whole milliseconds, truncated: 0 means under one.
const ms = (value: number) => (value < 1 ? "<1 ms" : `${whole.format(value)} ms`);

export const ratioOf = ({ reference, subject }: Comparison) =>
  reference.result.rate > 0 ? subject.result.rate / reference.result.rate : 0;

/** The same ratio from server CPU time per request, which the load on other cores moves less. */
const cpuRatio = ({ reference, subject }: Comparison) =>
  subject.result.serverCpuPerRequest > 0
    ? reference.result.serverCpuPerRequest / subject.result.serverCpuPerRequest
    : 0;

export const verdict = (comparison: Comparison) =>
  ratioOf(comparison) >= comparison.budget.minRatio ? "MET" : "MISSED";

function row(label: string, result: Measurement): string {
  const rate = `${whole.format(result.rate)} req/s`.padStart(14);
  const latency = `p50 ${ms(result.p50)}   p99 ${ms(result.p99)}`.padEnd(24);
  const cpu = `server CPU ${percent(result.serverCpuShare)}, ${whole.format(result.serverCpuPerRequest)} µs/req`;
  const failed = result.failures > 0 ? `   ${whole.format(result.failures)} FAILED` : "";
  return `  ${label.padEnd(LABEL_WIDTH)}${rate}   ${latency}${cpu}${failed}`;
}

export function formatComparison(comparison: Comparison): string {
  const { budget, note, reference, subject } = comparison;
  const ratio = ratioOf(comparison);
  const lines = [
    budget.title,
    ...(note ? [`  (${note})`] : []),
    row(reference.label, reference.result),
    row(subject.label, subject.result),
    `  ${"ratio".padEnd(LABEL_WIDTH)}${ratioPercent(ratio).padStart(14)}   budget >= ${percent(budget.minRatio)}   ${verdict(comparison)}`,
    `  ${"ratio by CPU per req".padEnd(LABEL_WIDTH)}${ratioPercent(cpuRatio(comparison)).padStart(14)}   (server CPU time, for reference)`,
  ];
  if (reference.result.serverCpuShare < SATURATED) {
    lines.push(
      `  note: ${reference.label} used ${percent(reference.result.serverCpuShare)} of a core, so the load generator or other processes capped it and the req/s ratio flatters the app`,
    );
  }
  return lines.join("\n");
}

export const formatBudgetLine = (comparison: Comparison) =>
  `budget ${comparison.budget.id}: ${verdict(comparison)} (${ratioPercent(ratioOf(comparison))})`;

/** One call's line: its figures, the recorded ones beside them, and whether it held. */
export function formatCallRow(
  title: string,
  clients: number,
  result: Measurement,
  recorded: RecordedCall | undefined,
  verdict: Verdict,
): string {
  const rate = `${whole.format(result.rate)} req/s`.padStart(12);
  const latency = `p50 ${ms(result.p50)}   p99 ${ms(result.p99)}`.padEnd(28);
  const was = recorded
    ? `recorded ${whole.format(recorded.rate)} req/s, p99 ${ms(recorded.p99)}`
    : "no recorded figure";
  const failed = result.failures > 0 ? `, ${whole.format(result.failures)} failed` : "";
  return `  ${title.padEnd(56)} ${String(clients).padStart(2)} clients ${rate}   ${latency}${whole.format(result.serverCpuPerRequest)} µs/req   (${was})   ${verdict}${failed}`;
}
