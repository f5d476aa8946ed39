// SCRATCH experiment (to be deleted): variants of the app's plugin stack for the ping route.
import { randomUUID } from "node:crypto";
import Fastify, { type FastifyInstance } from "fastify";
import {
  type FastifyPluginAsyncZod,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { z } from "zod";
import { corsPlugin } from "../api/plugins/cors";
import { errorHandlerPlugin } from "../api/plugins/error-handler";
import { rateLimitPlugin } from "../api/plugins/rate-limit";
import { contentSecurityPolicy, securityHeadersPlugin } from "../api/plugins/security-headers";
import { PING_BODY } from "./protocol";
import { portFromEnv, serveParent, signalReady } from "./servers/child";

const v = (name: string, fallback: string) => process.env[`X_${name}`] ?? fallback;
const HELMET = v("HELMET", "plugin"); // plugin | static | off
const LOG = v("LOG", "info"); // info | warn | one-line
const REDACT = v("REDACT", "on");
const RL = v("RL", "on");
const ZOD = v("ZOD", "on");
const MINIMAL = v("MINIMAL", "off");

async function staticSecurityHeaders(): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(securityHeadersPlugin);
  probe.get("/", async () => "x");
  const response = await probe.inject({ method: "GET", url: "/" });
  await probe.close();
  const skip = new Set(["date", "content-length", "content-type", "connection", "keep-alive"]);
  return Object.fromEntries(
    Object.entries(response.headers)
      .filter(([name]) => !skip.has(name))
      .map(([name, value]) => [name, String(value)]),
  );
}

const port = portFromEnv();
const headers = HELMET === "static" ? await staticSecurityHeaders() : {};
const app: FastifyInstance =
  MINIMAL === "on"
    ? Fastify()
    : (Fastify({
        logger:
          LOG === "warn"
            ? { level: "warn" }
            : { level: "info", ...(REDACT === "on" ? { redact: ["req.headers.authorization"] } : {}) },
        disableRequestLogging: LOG === "one-line",
        genReqId: () => randomUUID(),
        forceCloseConnections: "idle",
      }) as unknown as FastifyInstance);

if (MINIMAL === "on") {
  app.get("/api/bench/ping", async () => PING_BODY);
} else {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.setValidatorCompiler(validatorCompiler);
  typed.setSerializerCompiler(serializerCompiler);
  typed.removeContentTypeParser("text/plain");
  typed.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  if (LOG === "one-line") {
    typed.addHook("onResponse", async (request, reply) => {
      request.log.info(
        {
          method: request.method,
          url: request.url,
          statusCode: reply.statusCode,
          ms: reply.elapsedTime,
        },
        "request",
      );
    });
  }
  if (HELMET === "plugin") await typed.register(securityHeadersPlugin);
  if (HELMET === "static") {
    typed.addHook("onRequest", async (_request, reply) => {
      reply.headers(headers);
    });
  }
  void contentSecurityPolicy;
  await typed.register(corsPlugin, { origins: [] });
  await typed.register(rateLimitPlugin, { publicWritesPerWindow: 1e9, windowMs: 60_000 });
  await typed.register(errorHandlerPlugin);
  const PingSchema = z.object({ status: z.literal("ok"), service: z.string() });
  const routes: FastifyPluginAsyncZod = async (api) => {
    api.addHook("onSend", async (_request, reply) => {
      reply.header("cache-control", "no-store");
    });
    api.get(
      "/ping",
      {
        config: { rateLimit: RL === "on" ? typed.rateLimits.publicWrite : false },
        schema: ZOD === "on" ? { response: { 200: PingSchema } } : {},
      },
      async () => PING_BODY,
    );
  };
  await typed.register(routes, { prefix: "/api/bench" });
}

await app.listen({ host: "127.0.0.1", port });
signalReady(port);
serveParent(async () => {
  await app.close();
});
