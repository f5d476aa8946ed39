import { Piscina } from "piscina";

/**
 * A task run in a pool of worker threads (piscina): the function a worker file exports, the file
 * beside the module that asks for it (`from`, its `import.meta.url`). The TypeScript source is
 * started with tsx under tsx and the tests; the built one runs beside the server, where
 * scripts/build-api.mjs writes each worker as an entry of its own. For work that is synchronous
 * and may be long, such as pdf-lib opening a founder's PDF, so the server's event loop goes on
 * meanwhile (docs/decisions/093-pdf-work-in-workers.md). The pool is made at the first task, runs
 * at most two threads, and ends a thread left idle for a minute.
 *
 * The task answers what the worker answers, or null when it is still running (or waiting for a
 * thread) after `timeoutMs`: its thread is then stopped, which stops work that never yields, as
 * pdf-lib inflating a stream does. A task that fails throws, as it would on the main thread.
 */
export function workerTask<Data, Answer>(from: string, name: string) {
  let pool: Piscina | undefined;
  return async (data: Data, timeoutMs: number): Promise<Answer | null> => {
    const typescript = from.endsWith(".ts");
    pool ??= new Piscina({
      filename: new URL(typescript ? `./${name}.ts` : `./${name}.js`, from).href,
      execArgv: typescript ? ["--import", "tsx"] : [],
      minThreads: 0,
      maxThreads: 2,
      idleTimeout: 60_000,
    });
    try {
      return (await pool.run(data, { signal: AbortSignal.timeout(timeoutMs) })) as Answer | null;
    } catch (error) {
      if (error instanceof Error && error.name === "AbortError") return null;
      throw error;
    }
  };
}
