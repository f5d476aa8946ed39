import { randomBytes } from "node:crypto";
import {
  closeSync,
  lstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeSync,
} from "node:fs";
import { connect, createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { basename, dirname, join, resolve } from "node:path";

export class DataDirLockedError extends Error {}

const LOCK_FILE = ".nakhla.lock";
/** How long a holder's socket may take to say its id before it is taken to be busy, not gone. */
const ANSWER_MS = 2_000;
/** Unix socket paths are limited to about 107 bytes; past that the socket goes to the temp dir. */
const MAX_SOCKET_PATH = 100;
/** The holder's id: 12 random bytes in hex, so it can never carry a path. */
const ID_PATTERN = /^[0-9a-f]{24}$/;

type Owner = { id: string; pid: number; socket: string };

/** The lock's owner, or null for a lock of an older format or unreadable: it proves nothing. */
function parseOwner(text: string): Owner | null {
  try {
    const owner = JSON.parse(text) as Partial<Owner>;
    return typeof owner.id === "string" && typeof owner.socket === "string"
      ? { id: owner.id, pid: Number(owner.pid), socket: owner.socket }
      : null;
  } catch {
    return null;
  }
}

/** The lock file's text, or null once it is gone. */
function readLock(lockPath: string) {
  try {
    return readFileSync(lockPath, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/**
 * Beside the data directory, not in it: PGlite's dump of the directory (a backup of the running
 * server, docs/decisions/050-backups.md) reads every entry in it, and fails on a socket.
 */
function socketPathFor(dataDir: string, id: string) {
  const directory = realpathSync(resolve(dataDir));
  const beside = join(dirname(directory), `.${basename(directory)}.nakhla-${id}.sock`);
  return beside.length <= MAX_SOCKET_PATH ? beside : join(tmpdir(), `nakhla-${id}.sock`);
}

/**
 * The socket file the lock names, only if it is provably one a server of ours made for this data
 * directory: an id of our format, the very path this directory's holder with that id listens on,
 * and a Unix socket there. Anything else the lock names (a file, a directory, a path elsewhere, a
 * socket of another program) is neither asked nor removed.
 */
function ownSocket(dataDir: string, owner: Owner) {
  if (!ID_PATTERN.test(owner.id)) return null;
  const path = socketPathFor(dataDir, owner.id);
  if (resolve(owner.socket) !== path) return null;
  try {
    return lstatSync(path).isSocket() ? path : null;
  } catch {
    return null;
  }
}

/** A local socket that tells whoever connects this holder's id; it keeps no process alive. */
function answerWithId(path: string, id: string) {
  return new Promise<Server>((resolve, reject) => {
    const server = createServer((socket) => socket.end(id));
    server.once("error", reject);
    server.listen(path, () => {
      server.unref();
      resolve(server);
    });
  });
}

/**
 * Whether the lock's holder is alive: its socket takes the connection (a dead process's socket
 * refuses it, or is gone) and does not name another id. A holder too busy to answer in time
 * still took the connection, so it counts as alive.
 */
function holderAnswers(owner: Owner, socketPath: string) {
  return new Promise<boolean>((resolve) => {
    let said = "";
    let connected = false;
    const socket = connect(socketPath);
    const settle = (alive: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(alive);
    };
    const timer = setTimeout(() => settle(connected), ANSWER_MS);
    socket.on("connect", () => {
      connected = true;
    });
    socket.on("data", (data) => {
      said += data;
    });
    socket.on("end", () => settle(said === owner.id));
    socket.on("error", () => settle(false));
  });
}

/**
 * PGlite has no guard against two processes opening one directory, and two writers would corrupt
 * it. The lock file names its holder by a random id and a local socket the holder listens on,
 * opened before the lock is written: a process that finds the lock asks the socket, and only a
 * live holder of ours answers. A pid alone cannot tell: it may belong to any program since (a
 * data directory copied from a container whose server was pid 1). A lock nobody answers for is
 * taken over (docs/decisions/045-embedded-database-lock.md).
 */
export async function lockDataDir(dataDir: string): Promise<() => void> {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, LOCK_FILE);
  const id = randomBytes(12).toString("hex");
  const socketPath = socketPathFor(dataDir, id);
  const server = await answerWithId(socketPath, id);
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        const fd = openSync(lockPath, "wx");
        writeSync(fd, JSON.stringify({ id, pid: process.pid, socket: socketPath }));
        closeSync(fd);
        return () => {
          rmSync(lockPath, { force: true });
          server.close();
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
      const text = readLock(lockPath);
      if (text === null) continue;
      const owner = parseOwner(text);
      const ownerSocket = owner && ownSocket(dataDir, owner);
      if (owner && ownerSocket && (await holderAnswers(owner, ownerSocket))) {
        throw new DataDirLockedError(
          `The data directory ${dataDir} is in use by another process (pid ${owner.pid}). Stop it, or set DATA_DIR to another directory.`,
        );
      }
      // Stale. Removed only if it is still the lock just judged: another process starting now may
      // have taken it over meanwhile.
      if (readLock(lockPath) === text) {
        rmSync(lockPath, { force: true });
        if (ownerSocket) rmSync(ownerSocket, { force: true });
      }
    }
    throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
  } catch (error) {
    server.close();
    throw error;
  }
}
