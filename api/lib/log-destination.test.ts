import { spawnSync } from "node:child_process";
import {
  closeSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { logDestination } from "./log-destination";

const short = '{"level":30,"msg":"request completed"}\n';
const accented = '{"level":40,"msg":"café, Zürich, नखला, 🚀"}\n';
// Longer than the 64 kB the destination keeps for the end of a turn.
const long = `{"level":50,"msg":"${"a long line ".repeat(6000)}"}\n`;
const endOfTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("the log's destination", () => {
  let dir = "";
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = "";
  });

  it("writes the lines of one turn together, in order, when the turn ends", async () => {
    dir = mkdtempSync(join(tmpdir(), "nakhla-log-"));
    const file = join(dir, "log");
    const fd = openSync(file, "w");
    let writes = 0;
    try {
      const destination = logDestination(fd, (target: number, data: string | Uint8Array) => {
        writes += 1;
        return typeof data === "string" ? writeSync(target, data) : writeSync(target, data);
      });
      destination.write(short);
      destination.write(accented);
      expect(readFileSync(file, "utf8")).toBe("");
      await endOfTurn();
      expect(readFileSync(file, "utf8")).toBe(short + accented);
      expect(writes).toBe(1);
      // A long line is written at once, with what was waiting before it.
      destination.write(short);
      destination.write(long);
      expect(readFileSync(file, "utf8")).toBe(short + accented + short + long);
      expect(writes).toBe(2);
      await endOfTurn();
      expect(writes).toBe(2);
    } finally {
      closeSync(fd);
    }
  });

  it("finishes text a full pipe took in parts, waiting while it was full", async () => {
    const received: Buffer[] = [];
    let calls = 0;
    // A pipe that takes at most 7 bytes at a time and is full on every third call.
    const destination = logDestination(9, (fd: number, data: string | Uint8Array) => {
      expect(fd).toBe(9);
      calls += 1;
      if (calls % 3 === 0) throw Object.assign(new Error("busy"), { code: "EAGAIN" });
      const taken = Buffer.from(data).subarray(0, 7);
      received.push(taken);
      return taken.length;
    });
    destination.write(short);
    destination.write(accented);
    await endOfTurn();
    expect(Buffer.concat(received).toString("utf8")).toBe(short + accented);
  });

  it("passes on any other failure", () => {
    const destination = logDestination(9, () => {
      throw Object.assign(new Error("broken pipe"), { code: "EPIPE" });
    });
    destination.write(short);
    expect(() => destination.flush()).toThrow("broken pipe");
  });

  it("writes what is pending when the process dies of an uncaught error", () => {
    dir = mkdtempSync(join(tmpdir(), "nakhla-log-"));
    const script = join(dir, "crash.ts");
    const module = fileURLToPath(new URL("./log-destination.ts", import.meta.url));
    writeFileSync(
      script,
      `import { logDestination } from ${JSON.stringify(module)};
const log = logDestination();
log.write('{"msg":"the last line before the crash"}\\n');
throw new Error("crash");
`,
    );
    const run = spawnSync(process.execPath, ["--import", "tsx", script], { encoding: "utf8" });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("crash");
    expect(run.stdout).toBe('{"msg":"the last line before the crash"}\n');
  });
});
