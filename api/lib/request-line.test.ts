import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { type RequestLine, requestLineWriter } from "./request-line";
import { safeError } from "./safe-log";

/** A logger set up as api/app.ts sets up Fastify's, writing into an array, with a fixed clock. */
function capturedLogger(level = "info") {
  const lines: string[] = [];
  const logger = pino(
    {
      level,
      redact: ["req.headers.authorization", 'req.headers["x-founder-token"]'],
      serializers: { err: safeError },
      timestamp: () => ',"time":1795460700984',
    },
    { write: (line: string) => void lines.push(line) },
  );
  return { logger, lines };
}

const requests: RequestLine[] = [
  {
    reqId: "sJx0u5bVadw0-1",
    method: "GET",
    url: "/api/bench/ping",
    statusCode: 200,
    ms: 4.5140080000001035,
  },
  {
    reqId: "sJx0u5bVadw0-2z",
    method: "POST",
    url: "/api/admin/contacts?q=<redacted>&page=<redacted>",
    statusCode: 401,
    ms: 0.25,
  },
  // What a client may put in a path: quotes, backslashes, control characters, Latin-1 bytes.
  {
    reqId: "a",
    method: "DELETE",
    url: '/api/x"y\\z\u0001\u00e9\u00ff/%22',
    statusCode: 404,
    ms: 12,
  },
];

describe("the request line", () => {
  it("is byte for byte what pino writes for the same fields", () => {
    const { logger, lines } = capturedLogger();
    const write = requestLineWriter(logger);
    for (const request of requests) {
      logger.info({ ...request }, "request completed");
      write(request);
    }
    expect(lines).toHaveLength(requests.length * 2);
    for (let i = 0; i < lines.length; i += 2) expect(lines[i + 1]).toBe(lines[i]);
    expect(lines[1]).toBe(
      '{"level":30,"time":1795460700984,"pid":' +
        process.pid +
        ',"hostname":' +
        JSON.stringify((JSON.parse(lines[0] ?? "{}") as { hostname: string }).hostname) +
        ',"reqId":"sJx0u5bVadw0-1","method":"GET","url":"/api/bench/ping","statusCode":200,"ms":4.5140080000001035,"msg":"request completed"}\n',
    );
  });

  it("is left out when the logger is set above info", () => {
    const { logger, lines } = capturedLogger("warn");
    requestLineWriter(logger)(requests[0] as RequestLine);
    expect(lines).toEqual([]);
    logger.level = "info";
    requestLineWriter(logger)(requests[0] as RequestLine);
    expect(lines).toHaveLength(1);
  });
});
