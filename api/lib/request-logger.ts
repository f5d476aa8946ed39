import type { FastifyBaseLogger } from "fastify";
import type { Bindings, ChildLoggerOptions as ChildOptions } from "pino";

type Log = (...args: unknown[]) => void;

/**
 * A request's logger, made when a handler first logs. Fastify builds a pino child for every request
 * (the request id bound into its lines), about 1 µs each, although most requests write only their
 * "request completed" line, which api/app.ts writes from the parent logger with the id as a field:
 * the same JSON (docs/decisions/016-several-instances.md, the API overhead). A line written here
 * is the child's line, with the same `reqId`.
 */
class RequestLogger {
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;
  readonly #options: ChildOptions;
  #child: FastifyBaseLogger | undefined;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  #logger(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings, this.#options);
    return this.#child;
  }

  get level(): string {
    return this.#logger().level;
  }
  set level(level: string) {
    this.#logger().level = level;
  }
  fatal(...args: unknown[]) {
    (this.#logger().fatal as Log)(...args);
  }
  error(...args: unknown[]) {
    (this.#logger().error as Log)(...args);
  }
  warn(...args: unknown[]) {
    (this.#logger().warn as Log)(...args);
  }
  info(...args: unknown[]) {
    (this.#logger().info as Log)(...args);
  }
  debug(...args: unknown[]) {
    (this.#logger().debug as Log)(...args);
  }
  trace(...args: unknown[]) {
    (this.#logger().trace as Log)(...args);
  }
  silent(...args: unknown[]) {
    (this.#logger().silent as Log)(...args);
  }
  child(...args: Parameters<FastifyBaseLogger["child"]>): FastifyBaseLogger {
    return this.#logger().child(...args);
  }
}

/** Fastify's `childLoggerFactory`: each request's logger, built on first use. */
export const requestLoggerFactory = (
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildOptions,
): FastifyBaseLogger =>
  new RequestLogger(parent, bindings, options) as unknown as FastifyBaseLogger;
