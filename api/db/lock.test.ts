import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir, processStartTime } from "./lock";

describe("lockDataDir", () => {
  const dirs: string[] = [];
  const freshDir = () => {
    const dir = mkdtempSync(join(tmpdir(), "nakhla-lock-"));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("refuses a directory locked by another live process", () => {
    const dir = freshDir();
    // pid 1 is always alive: it stands for "another process".
    writeFileSync(join(dir, ".nakhla.lock"), "1");
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/in use by another process \(pid 1\)/);
  });

  it("takes over a lock left by a process that died", () => {
    const dir = freshDir();
    writeFileSync(join(dir, ".nakhla.lock"), "2147483646");
    const release = lockDataDir(dir);
    expect(existsSync(join(dir, ".nakhla.lock"))).toBe(true);
    release();
    expect(existsSync(join(dir, ".nakhla.lock"))).toBe(false);
  });

  describe("a lock whose pid now belongs to another live process", () => {
    // A live process that is not the lock's owner: what a reused pid looks like.
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60_000)"]);
    afterAll(() => other.kill());
    const otherPid = () => other.pid ?? Number.NaN;

    it.runIf(processStartTime(process.pid))(
      "is taken over: the owner that wrote it is gone",
      () => {
        const dir = freshDir();
        const started = Number(processStartTime(otherPid()));
        // Written by a process that had this pid and started earlier, then died.
        writeFileSync(join(dir, ".nakhla.lock"), `${otherPid()} ${started - 100}`);
        const release = lockDataDir(dir);
        expect(readFileSync(join(dir, ".nakhla.lock"), "utf8")).toBe(
          `${process.pid} ${processStartTime(process.pid)}`,
        );
        release();
      },
    );

    it("still refuses while the process that wrote it runs", () => {
      const dir = freshDir();
      const owner = `${otherPid()} ${processStartTime(otherPid()) ?? ""}`.trim();
      writeFileSync(join(dir, ".nakhla.lock"), owner);
      expect(() => lockDataDir(dir)).toThrow(
        new RegExp(`in use by another process \\(pid ${otherPid()}\\)`),
      );
    });
  });
});
