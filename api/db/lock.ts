import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { join } from "node:path";

export class DataDirLockedError extends Error {}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

/**
 * When the process of this pid started, in clock ticks since boot (field 22 of /proc/<pid>/stat),
 * or undefined where there is no /proc (then the pid alone identifies the owner). A pid is reused
 * once its process is gone; the pair pid and start time never is.
 */
export function processStartTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) is in parentheses and may hold spaces or parentheses itself.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  } catch {
    return undefined;
  }
}

/** The lock file's text: the owner's pid and start time ("4242 212406"); older files hold the pid. */
const parseOwner = (text: string) => {
  const [pid, started] = text.trim().split(/\s+/);
  return { pid: Number(pid), started: started || undefined };
};

/** Whether the process that wrote the lock is still the one running under its pid. */
const isOwnerAlive = ({ pid, started }: { pid: number; started?: string }) => {
  if (!Number.isInteger(pid) || pid <= 0 || !isRunning(pid)) return false;
  const now = started === undefined ? undefined : processStartTime(pid);
  // Another process now holds the pid (the owner died and the pid was given out again).
  return started === undefined || now === undefined || now === started;
};

/**
 * PGlite has no guard against two processes opening one directory, and two writers would corrupt
 * it. The lock file holds the owner's pid and start time; a lock left by a dead process, even one
 * whose pid now belongs to another process, is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, ".nakhla.lock");
  const started = processStartTime(process.pid);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, "wx");
      writeSync(fd, started ? `${process.pid} ${started}` : String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = parseOwner(readFileSync(lockPath, "utf8"));
      if (owner.pid !== process.pid && isOwnerAlive(owner)) {
        throw new DataDirLockedError(
          `The data directory ${dataDir} is in use by another process (pid ${owner.pid}). Stop it, or set DATA_DIR to another directory.`,
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
}
