import { register } from "node:module";

/**
 * OpenTelemetry's Node SDK with the HTTP, pg and Fastify instrumentations
 * (docs/decisions/071-metrics-and-traces.md): one trace per request, its Fastify hooks and handler
 * and, on PostgreSQL, its queries. The SDK reads OTEL_EXPORTER_OTLP_ENDPOINT and the other OTEL_
 * variables itself (OTLP over HTTP with protobuf unless OTEL_EXPORTER_OTLP_PROTOCOL says
 * otherwise). Called by server.ts before the server's modules are imported.
 */
export async function startTracing() {
  // The server is ES modules: the instrumentations patch what they import through this hook.
  register("@opentelemetry/instrumentation/hook.mjs", import.meta.url);
  const [
    { NodeSDK },
    { HttpInstrumentation },
    { PgInstrumentation },
    { FastifyOtelInstrumentation },
  ] = await Promise.all([
    import("@opentelemetry/sdk-node"),
    import("@opentelemetry/instrumentation-http"),
    import("@opentelemetry/instrumentation-pg"),
    import("@fastify/otel"),
  ]);
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? "nakhla-ventures",
    instrumentations: [
      new HttpInstrumentation(),
      new PgInstrumentation(),
      // Fastify 5 announces each instance it makes; the plugin registers itself on it.
      new FastifyOtelInstrumentation({ registerOnInitialization: true }),
    ],
  });
  sdk.start();
  return sdk;
}
