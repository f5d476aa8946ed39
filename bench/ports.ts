import { createServer } from "node:net";

// Other people use this machine: the bench keeps to its own range.
const FIRST = 3400;
const LAST = 3499;

const isFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });

/** The next free port of the range that has not been handed out yet in this run. */
export async function takePort(taken: Set<number>): Promise<number> {
  for (let port = FIRST; port <= LAST; port++) {
    if (taken.has(port)) continue;
    if (await isFree(port)) {
      taken.add(port);
      return port;
    }
  }
  throw new Error(`no free port between ${FIRST} and ${LAST}`);
}
