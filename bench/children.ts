import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, openSync } from "node:fs";
import { createInterface } from "node:readline";
import type { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import { CPU_PREFIX, ENV, READY_FD, READY_PREFIX } from "./protocol";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

/** CPU time a process has used, in microseconds (process.cpuUsage()). */
export type CpuUsage = { user: number; system: number };

export type ServerChild = {
  name: string;
  url: string;
  cpuUsage(): Promise<CpuUsage>;
  stop(): Promise<void>;
};

export type ChildOptions = {
  name: string;
  /** Path from the repository root, e.g. bench/servers/app.ts. */
  script: string;
  port: number;
  env?: Record<string, string>;
  nodeFlags?: string[];
  /** How long it may take to print READY (seeding a million rows takes a while); 60 s unless said. */
  readyTimeoutMs?: number;
};

/** Starts a server in its own Node process and resolves once it has printed READY. */
export async function startChild(options: ChildOptions): Promise<ServerChild> {
  const { name } = options;
  const devNull = openSync("/dev/null", "w");
  let child: ChildProcess;
  try {
    child = spawn(
      process.execPath,
      [...(options.nodeFlags ?? []), "--import", "tsx", options.script],
      {
        cwd: ROOT,
        // stdin carries requests and, by closing, tells the child this process is gone;
        // stderr shows its crashes; stdout (the app's log) goes nowhere.
        stdio: ["pipe", devNull, "inherit", "pipe"],
        env: { ...process.env, ...options.env, [ENV.port]: String(options.port) },
      },
    );
  } finally {
    closeSync(devNull);
  }

  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };

  const channel = child.stdio[READY_FD] as Readable | null | undefined;
  if (!channel) {
    await stop();
    throw new Error(`${name}: no readiness pipe`);
  }
  const lines = createInterface({ input: channel });
  const waiting: Array<(line: string) => void> = [];
  const readyTimeoutMs = options.readyTimeoutMs ?? READY_TIMEOUT_MS;
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${name} was not ready after ${readyTimeoutMs / 1000} s`)),
      readyTimeoutMs,
    );
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited before it was ready (code ${code}, signal ${signal})`));
    });
    lines.on("line", (line) => {
      if (line.startsWith(`${READY_PREFIX} `)) {
        clearTimeout(timer);
        resolve();
      } else if (line.startsWith(`${CPU_PREFIX} `)) {
        waiting.shift()?.(line);
      }
    });
  });
  try {
    await ready;
  } catch (error) {
    await stop();
    throw error;
  }

  const cpuUsage = () =>
    new Promise<CpuUsage>((resolve, reject) => {
      if (!child.stdin?.writable) return reject(new Error(`${name} is not running`));
      waiting.push((line) => {
        const [, user = "0", system = "0"] = line.split(" ");
        resolve({ user: Number(user), system: Number(system) });
      });
      child.stdin.write(`${CPU_PREFIX}\n`);
    });

  return { name, url: `http://127.0.0.1:${options.port}`, cpuUsage, stop };
}
