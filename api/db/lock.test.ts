import { type ChildProcess, spawn } from "node:child_process";
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./lock";

const LOCK = ".nakhla.lock";

/** Another process of ours holding `dir`'s lock, as a second server would; resolves once it does. */
function holderOf(dir: string) {
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "-e",
      `import("./api/db/lock.ts").then(async ({ lockDataDir }) => { await lockDataDir(${JSON.stringify(dir)}); console.log("locked"); setInterval(() => {}, 60_000); })`,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  return new Promise<ChildProcess>((resolve, reject) => {
    child.stdout?.on("data", (data) => {
      if (String(data).includes("locked")) resolve(child);
    });
    child.on("exit", (code) => reject(new Error(`the holder exited with ${code}`)));
  });
}

/** A program that is not ours, alive and answering on a Unix socket of its own at `path`. */
function otherProgramAt(path: string) {
  const child = spawn(
    process.execPath,
    [
      "-e",
      `require("node:net").createServer((s) => s.end("hello")).listen(${JSON.stringify(path)}, () => console.log("listening"))`,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  return new Promise<ChildProcess>((resolve, reject) => {
    child.stdout?.on("data", (data) => {
      if (String(data).includes("listening")) resolve(child);
    });
    child.on("exit", (code) => reject(new Error(`the other program exited with ${code}`)));
  });
}

/** A lock in today's format whose `socket` field names `socket`. */
const lockNaming = (socket: string, pid = 1) =>
  JSON.stringify({ id: "a1b2c3d4e5f60718293a4b5c", pid, socket });

describe("lockDataDir", () => {
  const dirs: string[] = [];
  const children: ChildProcess[] = [];
  const freshDir = () => {
    const dir = mkdtempSync(join(tmpdir(), "nakhla-lock-"));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const child of children.splice(0)) child.kill("SIGKILL");
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("refuses a directory a live process of ours holds, naming its pid", {
    timeout: 30_000,
  }, async () => {
    const dir = freshDir();
    const holder = await holderOf(dir);
    children.push(holder);
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
    await expect(lockDataDir(dir)).rejects.toThrow(
      new RegExp(`in use by another process \\(pid ${holder.pid}\\)`),
    );
  });

  it("starts over a stale lock that names a live process which is not ours", async () => {
    // pid 1 is always alive: a lock copied from a container where the server was pid 1, or an
    // older lock whose pid was given to another program since.
    for (const stale of [
      "1",
      `1 ${Date.now()}`,
      JSON.stringify({ id: "0f3a", pid: 1, socket: "/nonexistent/nakhla.sock" }),
    ]) {
      const dir = freshDir();
      writeFileSync(join(dir, LOCK), stale);
      const release = await lockDataDir(dir);
      expect(JSON.parse(readFileSync(join(dir, LOCK), "utf8"))).toMatchObject({ pid: process.pid });
      release();
      expect(existsSync(join(dir, LOCK))).toBe(false);
    }
  });

  it("removes nothing a stale lock names that is not a socket of ours, and starts", async () => {
    const outside = freshDir();
    const keep = (dir: string) => {
      // The firm's own files: in the data directory, a folder in it, one outside it, and a file
      // at the very path a socket of ours would have (the same name pattern, but not a socket).
      const file = join(dir, "notes.txt");
      writeFileSync(file, "the firm's notes");
      const folder = join(dir, "exports");
      mkdirSync(folder);
      writeFileSync(join(folder, "2026.csv"), "a,b");
      const elsewhere = join(outside, "elsewhere.txt");
      writeFileSync(elsewhere, "not the server's");
      const lookalike = join(
        dirname(dir),
        `.${basename(dir)}.nakhla-a1b2c3d4e5f60718293a4b5c.sock`,
      );
      writeFileSync(lookalike, "a file, not a socket");
      return { file, folder, elsewhere, lookalike };
    };
    for (const pick of ["file", "folder", "elsewhere", "lookalike"] as const) {
      const dir = freshDir();
      const paths = keep(dir);
      writeFileSync(join(dir, LOCK), lockNaming(paths[pick]));
      const release = await lockDataDir(dir);
      expect(JSON.parse(readFileSync(join(dir, LOCK), "utf8"))).toMatchObject({ pid: process.pid });
      release();
      expect(readFileSync(paths.file, "utf8")).toBe("the firm's notes");
      expect(readFileSync(join(paths.folder, "2026.csv"), "utf8")).toBe("a,b");
      expect(readFileSync(paths.elsewhere, "utf8")).toBe("not the server's");
      expect(readFileSync(paths.lookalike, "utf8")).toBe("a file, not a socket");
      rmSync(paths.lookalike);
    }
  });

  it("neither asks nor removes the socket of a live program that is not ours, and starts", {
    timeout: 30_000,
  }, async () => {
    const dir = freshDir();
    const socket = join(dir, "other.sock");
    const other = await otherProgramAt(socket);
    children.push(other);
    writeFileSync(join(dir, LOCK), lockNaming(socket, other.pid));
    const release = await lockDataDir(dir);
    expect(JSON.parse(readFileSync(join(dir, LOCK), "utf8"))).toMatchObject({ pid: process.pid });
    release();
    expect(lstatSync(socket).isSocket()).toBe(true);
    expect(other.exitCode).toBeNull();
  });

  it("takes over the lock of a server of ours that was killed", { timeout: 30_000 }, async () => {
    const dir = freshDir();
    const holder = await holderOf(dir);
    const { socket } = JSON.parse(readFileSync(join(dir, LOCK), "utf8"));
    holder.kill("SIGKILL");
    await new Promise((resolve) => holder.once("exit", resolve));
    // Killed outright: its lock file and socket file are left behind.
    expect(existsSync(join(dir, LOCK))).toBe(true);
    expect(existsSync(socket)).toBe(true);
    const release = await lockDataDir(dir);
    expect(existsSync(socket)).toBe(false);
    release();
  });

  it("lets one of two processes starting at once have the directory", async () => {
    const dir = freshDir();
    const outcomes = await Promise.allSettled([lockDataDir(dir), lockDataDir(dir)]);
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    for (const outcome of outcomes) if (outcome.status === "fulfilled") outcome.value();
  });
});
