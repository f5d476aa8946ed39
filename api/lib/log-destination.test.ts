import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { logDestination } from "./log-destination";

const lines = [
  '{"level":30,"msg":"request completed"}\n',
  '{"level":40,"msg":"café, Zürich, नखला, 🚀"}\n',
  `{"level":50,"msg":"${"a long line ".repeat(2000)}"}\n`,
];

describe("the log's destination", () => {
  let dir = "";
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("writes each line whole, in order, as it is logged", () => {
    dir = mkdtempSync(join(tmpdir(), "nakhla-log-"));
    const file = join(dir, "log");
    const fd = openSync(file, "w");
    try {
      const destination = logDestination(fd);
      for (const line of lines) destination.write(line);
      // Already in the file before anything else runs: nothing is held back.
      expect(readFileSync(file, "utf8")).toBe(lines.join(""));
    } finally {
      closeSync(fd);
    }
  });

  it("finishes a line a full pipe took in parts, waiting while it was full", () => {
    const received: Buffer[] = [];
    let calls = 0;
    // A pipe that takes at most 7 bytes at a time and is full on every third call.
    const destination = logDestination(9, (fd, data) => {
      expect(fd).toBe(9);
      calls += 1;
      if (calls % 3 === 0) throw Object.assign(new Error("busy"), { code: "EAGAIN" });
      const bytes = typeof data === "string" ? Buffer.from(data) : Buffer.from(data);
      const taken = bytes.subarray(0, 7);
      received.push(taken);
      return taken.length;
    });
    for (const line of lines.slice(0, 2)) destination.write(line);
    expect(Buffer.concat(received).toString("utf8")).toBe(lines.slice(0, 2).join(""));
  });

  it("passes on any other failure", () => {
    const destination = logDestination(9, () => {
      throw Object.assign(new Error("broken pipe"), { code: "EPIPE" });
    });
    expect(() => destination.write(lines[0] ?? "")).toThrow("broken pipe");
  });
});
