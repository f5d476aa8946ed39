import { writeSync } from "node:fs";
import { createInterface } from "node:readline";
import { CPU_PREFIX, type DatabaseSpec, ENV, READY_FD, READY_PREFIX } from "../protocol";

export function portFromEnv(): number {
  const port = Number(process.env[ENV.port]);
  if (!Number.isInteger(port) || port <= 0) throw new Error(`${ENV.port} is not a port`);
  return port;
}

export function databaseFromEnv(): DatabaseSpec {
  const raw = process.env[ENV.database];
  if (!raw) throw new Error(`${ENV.database} is not set`);
  return JSON.parse(raw) as DatabaseSpec;
}

export function signalReady(port: number): void {
  writeSync(READY_FD, `${READY_PREFIX} ${port}\n`);
}

/**
 * Answers the parent's requests on stdin (CPU time used so far) and stops on SIGTERM/SIGINT or
 * when the parent goes away (stdin closes), so a crashed bench never leaves a server holding a
 * port. Exits explicitly so `--cpu-prof` gets to write its file.
 */
export function serveParent(stop: () => Promise<void>): void {
  let stopping = false;
  const run = () => {
    if (stopping) return;
    stopping = true;
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once("SIGTERM", run);
  process.once("SIGINT", run);
  process.stdin.on("error", run);
  const lines = createInterface({ input: process.stdin });
  lines.on("close", run);
  lines.on("line", (line) => {
    if (line.trim() !== CPU_PREFIX) return;
    const { user, system } = process.cpuUsage();
    writeSync(READY_FD, `${CPU_PREFIX} ${user} ${system}\n`);
  });
}
