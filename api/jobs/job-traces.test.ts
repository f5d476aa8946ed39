import { randomUUID } from "node:crypto";
import { context, propagation, trace } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import {
  InMemorySpanExporter,
  SimpleSpanProcessor,
  TracerProvider,
} from "@opentelemetry/sdk-trace";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { createMailer } from "../mail/mailer";
import { testProvider } from "../payments/test-provider";
import { openTestDatabase } from "../test/database";
import { silentLog } from "../test/silent-log";
import { type JobRunner, startJobRunner } from "./runner";

// A job queued while a span is active (a request, as the Fastify instrumentation makes it) keeps
// that span's context; its run is a trace of its own, linked to it
// (docs/decisions/071-metrics-and-traces.md). Spans go to OpenTelemetry's in-memory exporter.

const exporter = new InMemorySpanExporter();
const provider = new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter })] });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("a job's trace", () => {
  let database: DatabaseHandle;
  let runner: JobRunner;
  const schema = `jobs_traces_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const ran: string[] = [];
  beforeAll(async () => {
    context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
    propagation.setGlobalPropagator(new W3CTraceContextPropagator());
    trace.setGlobalTracerProvider(provider);
    database = await openTestDatabase();
    runner = await startJobRunner({
      db: database.db,
      deps: {
        db: database.db,
        mailer: createMailer({
          db: database.db,
          log: silentLog,
          from: "Nakhla <hello@nakhla.example>",
        }),
        provider: testProvider("traces-test-secret-0123456789"),
        log: silentLog,
        siteUrl: "http://localhost:3000",
      },
      jobs: [
        {
          name: "traced",
          cron: "0 0 1 1 *",
          title: "traced",
          async run() {
            ran.push("traced");
            if (ran.length === 2) throw new Error("the second run fails");
            return null;
          },
        },
      ],
      schema,
      pollingIntervalSeconds: 0.5,
      retryLimit: 0,
    });
  });
  afterAll(async () => {
    await runner.stop();
    if (database.driver === "postgres") {
      await database.db.execute(sql`drop schema if exists ${sql.identifier(schema)} cascade`);
    }
    await database.close();
    trace.disable();
    context.disable();
    propagation.disable();
  });

  const jobSpans = () => exporter.getFinishedSpans().filter((span) => span.name === "job traced");
  async function waitForJobSpans(count: number) {
    for (let waited = 0; jobSpans().length < count && waited < 20_000; waited += 100) {
      await sleep(100);
    }
  }

  it("links the run to the span it was queued in, in a trace of its own", async () => {
    const tracer = trace.getTracer("test");
    const request = await tracer.startActiveSpan(
      "POST /api/admin/newsletters/send",
      async (span) => {
        await runner.runNow("traced");
        span.end();
        return span.spanContext();
      },
    );
    await waitForJobSpans(1);
    const [job] = jobSpans();
    expect(job?.links.map((link) => link.context.spanId)).toEqual([request.spanId]);
    expect(job?.links[0]?.context.traceId).toBe(request.traceId);
    expect(job?.spanContext().traceId).not.toBe(request.traceId);
    expect(job?.parentSpanContext).toBeUndefined();
    expect(job?.attributes["job.name"]).toBe("traced");
    expect(job?.status.code).not.toBe(2);
  }, 60_000);

  it("marks a failed run's span as an error, and a job queued outside any span has no link", async () => {
    await runner.runNow("traced");
    await waitForJobSpans(2);
    const failed = jobSpans()[1];
    expect(failed?.links).toEqual([]);
    expect(failed?.status.code).toBe(2); // ERROR
    expect(failed?.events.map((event) => event.name)).toEqual(["exception"]);
  }, 60_000);
});
