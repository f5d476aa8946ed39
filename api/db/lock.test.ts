import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
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
