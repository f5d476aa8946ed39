import { type Logger, symbols } from "pino";

/** What the one line a request writes holds, besides the logger's own level, time, pid and hostname. */
export type RequestLine = {
  reqId: string;
  method: string;
  /** The path and the query's keys (lib/safe-log.ts's urlForLog). */
  url: string;
  statusCode: number;
  ms: number;
};

/**
 * Writes the "request completed" line of every request: byte for byte the JSON
 * `log.info({ reqId, method, url, statusCode, ms }, "request completed")` writes (same fields, same
 * order; lib/request-line.test.ts compares the two), from a template instead of pino's walk over the
 * object's keys, which cost about 1 µs of every request (docs/decisions/016-several-instances.md, the
 * API overhead). The level, the time and the bindings (pid, hostname) are the logger's own, and the
 * line goes to the logger's own destination, so it sits in order among the other lines.
 */
export function requestLineWriter(logger: Logger): (line: RequestLine) => void {
  const internals = logger as unknown as Record<symbol, unknown>;
  const level = logger.levels.values.info ?? 30;
  const head = (internals[symbols.lsCacheSym] as Record<number, string>)[level];
  const time = internals[symbols.timeSym] as () => string;
  const bindings = internals[symbols.chindingsSym] as string;
  const message = `,${JSON.stringify(internals[symbols.messageKeySym])}:"request completed"`;
  const end = internals[symbols.endSym] as string;
  const stream = internals[symbols.streamSym] as { write(line: string): void };
  return ({ reqId, method, url, statusCode, ms }) => {
    if (!logger.isLevelEnabled("info")) return;
    stream.write(
      `${head}${time()}${bindings},"reqId":${JSON.stringify(reqId)},"method":${JSON.stringify(method)},"url":${JSON.stringify(url)},"statusCode":${statusCode},"ms":${Number.isFinite(ms) ? ms : null}${message}${end}`,
    );
  };
}
