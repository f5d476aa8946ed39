// Helpers of the two-instance suite (docs/decisions/016-several-instances.md): a database of its
// own on the PostgreSQL server at DATABASE_URL, real API processes started on it, and an HTTP
// client shaped like Fastify's inject so the API tests' helpers (api/test/payments.ts) work as is.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { inject } from "vitest";
import type { App } from "../../app";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
/** Every wait of the suite is bounded: a hang fails the run instead of eating CI's time limit. */
export const START_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 15_000;
const REQUEST_TIMEOUT_MS = 15_000;

/** The server the suite runs on; without it the suite fails at once, saying what it needs. */
export function requireDatabaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) {
    throw new Error(
      "The two-instance suite needs a PostgreSQL server: DATABASE_URL=postgres://user@host:port/db npx vitest run --project instances (it creates and drops a database of its own there).",
    );
  }
  return url;
}

/** A fresh database on the same server, dropped (with any connection left) by drop(). */
export async function createScratchDatabase(serverUrl: string) {
  const name = `nakhla_instances_${randomBytes(6).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 10_000 });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

type Response = {
  statusCode: number;
  body: string;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: as Fastify's inject: each test says what it expects
  json(): any;
};
type InjectOptions = {
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: object | string;
};

/** A running API process: its log lines, an HTTP client, and stop(). */
export type Instance = {
  name: string;
  baseUrl: string;
  /** Every line the process wrote, stdout and stderr, in order. */
  output: string[];
  inject(options: InjectOptions): Promise<Response>;
  /** The same client, as a given client IP (the servers trust X-Forwarded-For, as behind a proxy). */
  from(ip: string): Instance;
  /** This client where the API tests' helpers take an app: they only call inject. */
  asApp(): App;
  stop(): Promise<void>;
};

/**
 * Starts the compiled server (built by ./build-server.ts) with plain node on a free port and waits
 * until /api/health answers.
 */
export async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const server = join(inject("serverDir"), "server.js");
  const child = spawn(process.execPath, ["--enable-source-maps", server], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      // Set empty, so a developer's .env cannot fill them in: no mail leaves, no real payment.
      SMTP_URL: "",
      RAZORPAY_KEY_ID: "",
      RAZORPAY_KEY_SECRET: "",
      RAZORPAY_WEBHOOK_SECRET: "",
      // The API alone, unless a suite serves the built site too (the restore drill).
      SERVE_WEB: "false",
      ...env,
      HOST: "127.0.0.1",
      PORT: String(port),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    let pending = "";
    stream?.setEncoding("utf8");
    stream?.on("data", (chunk: string) => {
      const lines = (pending + chunk).split("\n");
      pending = lines.pop() ?? "";
      output.push(...lines);
    });
  }
  // "close": the process has exited and its output has been read to the end.
  const exited = new Promise<number | null>((resolve) => child.once("close", resolve));
  const baseUrl = `http://127.0.0.1:${port}`;
  const instance = client(name, baseUrl, output, {}, () => stopChild(child, exited));

  const deadline = Date.now() + START_TIMEOUT_MS;
  let exitCode: number | null | undefined;
  void exited.then((code) => {
    exitCode = code;
  });
  for (;;) {
    if (exitCode !== undefined) {
      throw new Error(`${name} exited (${exitCode}) before answering:\n${output.join("\n")}`);
    }
    const health = await instance
      .inject({ method: "GET", url: "/api/health" })
      .catch(() => undefined);
    if (health?.statusCode === 200) return instance;
    if (Date.now() > deadline) {
      await instance.stop();
      throw new Error(
        `${name} did not answer within ${START_TIMEOUT_MS} ms:\n${output.join("\n")}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function stopChild(child: ChildProcess, exited: Promise<number | null>) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

function client(
  name: string,
  baseUrl: string,
  output: string[],
  defaultHeaders: Record<string, string>,
  stop: () => Promise<void>,
): Instance {
  const instance: Instance = {
    name,
    baseUrl,
    output,
    async inject({ method, url, headers = {}, payload }) {
      const body =
        payload === undefined || typeof payload === "string" ? payload : JSON.stringify(payload);
      const response = await fetch(`${baseUrl}${url}`, {
        method,
        headers: {
          ...defaultHeaders,
          ...(body !== undefined ? { "content-type": "application/json" } : {}),
          ...headers,
        },
        body,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await response.text();
      return {
        statusCode: response.status,
        body: text,
        headers: response.headers,
        json: () => JSON.parse(text),
      };
    },
    from: (ip) => client(name, baseUrl, output, { ...defaultHeaders, "x-forwarded-for": ip }, stop),
    asApp: () => instance as unknown as App,
    stop,
  };
  return instance;
}

/** The JSON log lines of a process (pino writes one object per line). */
export function logLines(instance: Instance): Array<Record<string, unknown>> {
  return instance.output.flatMap((line) => {
    if (!line.startsWith("{")) return [];
    try {
      return [JSON.parse(line) as Record<string, unknown>];
    } catch {
      return [];
    }
  });
}
