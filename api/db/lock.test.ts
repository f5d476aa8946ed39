import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./lock";

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
});
