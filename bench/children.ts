import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, openSync } from "node:fs";
import { createInterface } from "node:readline";
import type { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import { ENV, READY_FD, READY_PREFIX } from "./protocol";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

export type ServerChild = { name: string; port: number; url: string; stop(): Promise<void> };

export type ChildOptions = {
  name: string;
  /** Path from the repository root, e.g. bench/servers/app.ts. */
  script: string;
  port: number;
  env?: Record<string, string>;
  nodeFlags?: string[];
};

/** Starts a server in its own Node process and resolves once it has printed READY. */
export async function startChild(options: ChildOptions): Promise<ServerChild> {
  const devNull = openSync("/dev/null", "w");
  let child: ChildProcess;
  try {
    child = spawn(
      process.execPath,
      [...(options.nodeFlags ?? []), "--import", "tsx", options.script],
      {
        cwd: ROOT,
        // stdin stays open so the child notices if this process dies; stderr shows its crashes.
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

  try {
    await waitForReady(child, options.name);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    name: options.name,
    port: options.port,
    url: `http://127.0.0.1:${options.port}`,
    stop,
  };
}

function waitForReady(child: ChildProcess, name: string): Promise<void> {
  const channel = child.stdio[READY_FD] as Readable | null | undefined;
  if (!channel) return Promise.reject(new Error(`${name}: no readiness pipe`));
  return new Promise<void>((resolve, reject) => {
    const lines = createInterface({ input: channel });
    const finish = (error?: Error) => {
      clearTimeout(timer);
      child.off("exit", onExit);
      lines.close();
      if (error) reject(error);
      else resolve();
    };
    const onExit = (code: number | null, signal: string | null) =>
      finish(new Error(`${name} exited before it was ready (code ${code}, signal ${signal})`));
    const timer = setTimeout(
      () => finish(new Error(`${name} was not ready after ${READY_TIMEOUT_MS / 1000} s`)),
      READY_TIMEOUT_MS,
    );
    child.once("exit", onExit);
    lines.on("line", (line) => {
      if (line.startsWith(`${READY_PREFIX} `)) finish();
    });
  });
}
