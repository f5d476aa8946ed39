/** What the bench (parent) and its server children agree on. */

/**
 * Children announce `READY <port>` (and answer CPU queries) on this extra pipe, not on stdout: the app's stdout is its log
 * stream, which the parent points at /dev/null so reading logs never competes with the load
 * generator for CPU.
 */
export const READY_FD = 3;
export const READY_PREFIX = "READY";
/** Sent by the parent on the child's stdin; the child answers `CPU <user µs> <system µs>`. */
export const CPU_PREFIX = "CPU";

export type DatabaseSpec =
  | { driver: "pglite"; dataDir: string }
  | { driver: "postgres"; url: string; schema: string };

/** Environment variables that carry a child's settings. */
export const ENV = {
  port: "BENCH_PORT",
  database: "BENCH_DATABASE",
  logLevel: "BENCH_LOG_LEVEL",
  /** Contacts the app child seeds for the admin-list run (0: none). */
  adminRows: "BENCH_ADMIN_ROWS",
  /** Applications the app child seeds for the review-queue run (0: none). */
  reviewRows: "BENCH_REVIEW_ROWS",
} as const;
