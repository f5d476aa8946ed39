import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aContact } from "./test/factories";

// The compiled server (docs/decisions/042-compiled-server.md) with OTEL_EXPORTER_OTLP_ENDPOINT set
// sends its spans, as OTLP over HTTP in JSON, to a collector this test runs
// (docs/decisions/071-metrics-and-traces.md).

type OtlpSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: Array<{ key: string; value: Record<string, unknown> }>;
};
type Span = OtlpSpan & { scope: string };

const dataDir = mkdtempSync(join(tmpdir(), "nakhla-tracing-"));
mkdirSync("build", { recursive: true });
const apiDir = mkdtempSync(join("build", "tracing-test-"));
const spans: Span[] = [];
let collector: Server;
let server: ChildProcess;
let output = "";
let port = 0;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port: free } = probe.address() as AddressInfo;
      probe.close(() => resolve(free));
    });
  });

async function waitFor(check: () => boolean, what: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; output:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  execFileSync(process.execPath, ["scripts/build-api.mjs", apiDir], { stdio: "ignore" });
  collector = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      const sent = JSON.parse(body) as {
        resourceSpans?: Array<{
          scopeSpans?: Array<{ scope?: { name: string }; spans?: OtlpSpan[] }>;
        }>;
      };
      for (const resource of sent.resourceSpans ?? []) {
        for (const scope of resource.scopeSpans ?? []) {
          for (const span of scope.spans ?? [])
            spans.push({ ...span, scope: scope.scope?.name ?? "" });
        }
      }
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, "127.0.0.1", resolve));
  const collectorPort = (collector.address() as AddressInfo).port;
  port = await freePort();
  server = spawn(process.execPath, ["--enable-source-maps", join(apiDir, "server.js")], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SERVE_WEB: "false",
      LOG_LEVEL: "warn",
      JOBS_ENABLED: "false",
      PUBLIC_WRITE_RATE_LIMIT: "1000",
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${collectorPort}`,
      OTEL_EXPORTER_OTLP_PROTOCOL: "http/json",
      OTEL_BSP_SCHEDULE_DELAY: "100",
      OTEL_SERVICE_NAME: "nakhla-test",
    },
  });
  server.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  server.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  await waitFor(
    () => output.includes(`running at http://localhost:${port}`),
    "the server",
    240_000,
  );
}, 300_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  await new Promise((resolve) => collector?.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(apiDir, { recursive: true, force: true });
});

describe("traces of the compiled server", () => {
  it("sends one trace per request: the HTTP span, Fastify's request span and its hooks", async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(aContact()),
    });
    expect(response.status).toBe(201);

    const isContact = (span: Span) =>
      span.scope.includes("http") && span.name === "POST /api/contact";
    await waitFor(() => spans.some(isContact), "the request's span", 30_000);
    const http = spans.find(isContact) as Span;
    // The request's own trace: the HTTP server span is its root.
    expect(http.parentSpanId ?? "").toBe("");
    expect(http.kind).toBe(2); // SERVER
    const trace = () => spans.filter((span) => span.traceId === http.traceId);
    await waitFor(
      () => trace().some((span) => span.scope === "@fastify/otel"),
      "Fastify's spans",
      30_000,
    );
    const request = trace().find(
      (span) => span.scope === "@fastify/otel" && span.name === "request",
    );
    expect(request?.parentSpanId).toBe(http.spanId);
    expect(
      trace()
        .filter((span) => span.parentSpanId === request?.spanId)
        .map((span) => span.name),
    ).toEqual(expect.arrayContaining(["handler - contactRoutes", "onResponse - contactRoutes"]));
    if (process.env.DATABASE_URL) {
      // On PostgreSQL the insert is a pg span of the same trace.
      await waitFor(() => trace().some((span) => span.scope.includes("pg")), "a pg span", 30_000);
      expect(trace().some((span) => span.scope.includes("pg") && /INSERT/i.test(span.name))).toBe(
        true,
      );
    }
    // Another request is another trace.
    await fetch(`http://127.0.0.1:${port}/api/health`);
    await waitFor(
      () => spans.some((span) => span.name === "GET /api/health"),
      "the second request",
      30_000,
    );
    const health = spans.find((span) => span.name === "GET /api/health") as Span;
    expect(health.traceId).not.toBe(http.traceId);
  }, 120_000);
});
