// The server's entry, compiled to build/api/server.js (docs/decisions/042-compiled-server.md).
// Traces, when OTEL_EXPORTER_OTLP_ENDPOINT is set, start before the modules they instrument load
// (Fastify, node:http, pg), so the server is imported after; unset, the SDK is never loaded
// (docs/decisions/071-metrics-and-traces.md).
import { readEnvFile } from "./config";

readEnvFile();
if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
  const { startTracing } = await import("./tracing");
  const tracing = await startTracing();
  // Spans still batched are sent before the process ends.
  process.once("beforeExit", () => void tracing.shutdown());
}
await import("./start-server");
