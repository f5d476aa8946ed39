import { Piscina } from "piscina";

/**
 * A pool of worker threads (piscina) running the function a worker file exports, the file beside
 * the module that makes the pool (`from`, its `import.meta.url`): the TypeScript source, started
 * with tsx, under tsx and the tests; the built one beside the server, where scripts/build-api.mjs
 * writes each worker as an entry of its own. For work that is synchronous and may be long, such as
 * pdf-lib opening a founder's PDF, so the server's event loop goes on meanwhile
 * (docs/decisions/093-pdf-work-in-workers.md). No thread runs until the first task; one left idle
 * for a minute ends.
 */
export function workerPool(from: string, name: string) {
  const typescript = from.endsWith(".ts");
  return new Piscina({
    filename: new URL(typescript ? `./${name}.ts` : `./${name}.js`, from).href,
    execArgv: typescript ? ["--import", "tsx"] : [],
    minThreads: 0,
    maxThreads: 2,
    idleTimeout: 60_000,
  });
}

/**
 * The answer of a task given to a pool, or null when it is still running (or waiting for a thread)
 * after `timeoutMs`: its thread is then stopped, which stops work that never yields, as pdf-lib
 * inflating a stream does. A task that fails throws, as it would on the main thread.
 */
export async function runWithin<T>(pool: Piscina, data: unknown, timeoutMs: number) {
  try {
    return (await pool.run(data, { signal: AbortSignal.timeout(timeoutMs) })) as T;
  } catch (error) {
    if (error instanceof Error && error.name === "AbortError") return null;
    throw error;
  }
}
