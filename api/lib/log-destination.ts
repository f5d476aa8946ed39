import { writeSync } from "node:fs";

/** node:fs's writeSync, as this file calls it (a test passes a pipe of its own). */
type WriteSync = { (fd: number, data: string): number; (fd: number, data: Uint8Array): number };

/** How long a write waits for a full pipe to drain before it tries again. */
const FULL_PIPE_WAIT_MS = 10;
const waiting = new Int32Array(new SharedArrayBuffer(4));

/** A non-blocking pipe or terminal that cannot take more now: wait, then write the rest. */
const isFull = (error: unknown) => {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === "EAGAIN" || code === "EBUSY";
};

/**
 * Where the log goes (stdout unless said): each line with one write(2) while it is logged, so a line
 * is out by the time the call that logged it returns and none waits in memory for a crash to lose.
 * pino's synchronous destination (sonic-boom, `sync: true`) does the same write, and for every line
 * also encodes it a second time to learn what is left, emits an event and queues a
 * `process.nextTick`: about 1.2 µs of every request (docs/decisions/016-several-instances.md, the
 * API overhead). What it handles besides is kept here: a full pipe (EAGAIN: wait and go on) and a
 * write that took only part of a line.
 */
export function logDestination(fd = 1, write: WriteSync = writeSync) {
  const writeRest = (bytes: Uint8Array, from: number) => {
    let offset = from;
    while (offset < bytes.length) {
      try {
        offset += write(fd, bytes.subarray(offset));
      } catch (error) {
        if (!isFull(error)) throw error;
        Atomics.wait(waiting, 0, 0, FULL_PIPE_WAIT_MS);
      }
    }
  };
  return {
    write(line: string): void {
      let written = 0;
      try {
        written = write(fd, line);
      } catch (error) {
        if (!isFull(error)) throw error;
        Atomics.wait(waiting, 0, 0, FULL_PIPE_WAIT_MS);
      }
      // Written whole: the usual case (a count of bytes, so compared with the line's bytes).
      if (written === line.length && written === Buffer.byteLength(line)) return;
      writeRest(Buffer.from(line), written);
    },
  };
}
