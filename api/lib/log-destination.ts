import { writeSync } from "node:fs";

/** node:fs's writeSync, as this file calls it (a test passes a pipe of its own). */
type WriteSync = { (fd: number, data: string): number; (fd: number, data: Uint8Array): number };

/** How long a write waits for a full pipe to drain before it tries again. */
const FULL_PIPE_WAIT_MS = 10;
/** Lines kept for the end of the turn up to this many characters; past it they are written at once. */
const MOST_PENDING = 64 * 1024;
const waiting = new Int32Array(new SharedArrayBuffer(4));

/** A non-blocking pipe or terminal that cannot take more now: wait, then write the rest. */
const isFull = (error: unknown) => {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === "EAGAIN" || code === "EBUSY";
};

/** Every destination's flush, run as the process exits, whatever the reason (an uncaught error too). */
const flushes = new Set<() => void>();
let flushOnExit = false;

/**
 * Where the log goes (stdout unless said). The lines logged during one turn of the event loop are
 * written together, with one write(2), when that turn ends (`setImmediate`), and at once when the
 * process exits, however it exits short of being killed. A write(2) for every line cost about
 * 2 µs of every request, a quarter of what the API adds to bare node:http, and pino's synchronous
 * destination (sonic-boom) added a second encoding of each line, an event and a `nextTick`
 * (docs/decisions/016-several-instances.md, the API overhead). A line therefore waits at most for
 * the rest of its turn (microseconds, never for more traffic); only a process killed outright
 * (SIGKILL, out of memory) loses the lines of the turn it was in. Lines keep their order. A full
 * pipe is waited for (EAGAIN) and a write that took part of the text is finished.
 */
export function logDestination(fd = 1, write: WriteSync = writeSync) {
  const writeAll = (text: string) => {
    let written = 0;
    try {
      written = write(fd, text);
    } catch (error) {
      if (!isFull(error)) throw error;
      Atomics.wait(waiting, 0, 0, FULL_PIPE_WAIT_MS);
    }
    // Written whole: the usual case (a count of bytes, so compared with the text's bytes).
    if (written === text.length && written === Buffer.byteLength(text)) return;
    const bytes = Buffer.from(text);
    while (written < bytes.length) {
      try {
        written += write(fd, bytes.subarray(written));
      } catch (error) {
        if (!isFull(error)) throw error;
        Atomics.wait(waiting, 0, 0, FULL_PIPE_WAIT_MS);
      }
    }
  };

  let pending = "";
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending === "") return;
    const text = pending;
    pending = "";
    writeAll(text);
  };
  flushes.add(flush);
  if (!flushOnExit) {
    flushOnExit = true;
    process.once("exit", () => {
      for (const each of flushes) each();
    });
  }

  return {
    write(line: string): void {
      pending += line;
      if (pending.length >= MOST_PENDING) flush();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
    /** Writes what is pending now (pino's `logger.flush()` calls it). */
    flush(done?: (error?: Error) => void): void {
      flush();
      done?.();
    },
  };
}
