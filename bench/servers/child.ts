import { writeSync } from "node:fs";
import { type DatabaseSpec, ENV, READY_FD, READY_PREFIX } from "../protocol";

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
 * Stops on SIGTERM/SIGINT, and also when the parent goes away (stdin closes), so a crashed bench
 * never leaves a server holding a port. Exits explicitly so `--cpu-prof` gets to write its file.
 */
export function stopOn(stop: () => Promise<void>): void {
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
  process.stdin.on("end", run);
  process.stdin.on("error", run);
  process.stdin.resume();
}
