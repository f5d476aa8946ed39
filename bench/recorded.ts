// The figures a run is held to: bench/recorded.json, measured on PostgreSQL and kept in the
// repository with the machine and the load they were measured under. A call whose throughput falls
// more than 15% below its recorded figure fails the run; p99 is shown beside its recorded figure.
import { readFileSync, writeFileSync } from "node:fs";
import type { CallId } from "./calls";
import type { Measurement } from "./load";

/** How far below its recorded req/s a call may fall before the run fails. */
export const ALLOWED_DROP = 0.15;

const FILE = new URL("./recorded.json", import.meta.url);

export type RecordedCall = { rate: number; p99: number };
export type Recorded = {
  /** When, where and under what load the figures were measured. */
  measured: string;
  calls: Partial<Record<CallId, RecordedCall>>;
};

export const readRecorded = (): Recorded => JSON.parse(readFileSync(FILE, "utf8")) as Recorded;

/** BENCH_RECORD=1: this run's figures become the recorded ones (the calls it ran). */
export function writeRecorded(measured: string, results: Map<CallId, Measurement>) {
  const recorded = readRecorded();
  recorded.measured = measured;
  for (const [id, result] of results) {
    recorded.calls[id] = { rate: Math.round(result.rate), p99: result.p99 };
  }
  writeFileSync(FILE, `${JSON.stringify(recorded, null, 2)}\n`);
}

export type Verdict = "held" | "FELL" | "FAILED" | "not recorded" | "not compared";

/** A call holds when every answer succeeded and its req/s is within ALLOWED_DROP of the record. */
export function verdictOf(result: Measurement, recorded: RecordedCall | undefined): Verdict {
  if (result.failures > 0 || result.rate === 0) return "FAILED";
  if (!recorded) return "not recorded";
  return result.rate < recorded.rate * (1 - ALLOWED_DROP) ? "FELL" : "held";
}
