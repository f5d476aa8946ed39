import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "./app";
import { build } from "./test/helpers";

/** Sends the headers of a JSON POST, then its body one byte every 200 ms; resolves with what came back. */
function trickle(port: number, limitMs: number) {
  return new Promise<{ answer: string; ms: number }>((resolve, reject) => {
    const started = Date.now();
    const body = JSON.stringify({ email: `slow@example.com${" ".repeat(200)}` });
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    let sent = 0;
    const timer = setInterval(() => {
      if (sent < body.length && !socket.destroyed) socket.write(body[sent++] ?? "");
    }, 200);
    const done = () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ answer, ms: Date.now() - started });
    };
    const giveUp = setTimeout(() => {
      clearInterval(timer);
      socket.destroy();
      reject(new Error(`the server still held the connection after ${limitMs} ms`));
    }, limitMs);
    socket.on("connect", () =>
      socket.write(
        `POST /api/newsletter HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      ),
    );
    socket.on("data", (chunk) => {
      answer += chunk.toString();
    });
    socket.on("close", done);
    socket.on("error", () => {});
  });
}

describe("a request whose body arrives slowly", () => {
  let app: App;
  let close = async () => {};
  beforeAll(async () => {
    const built = await build({ REQUEST_TIMEOUT_MS: "2000" });
    app = built.app;
    close = built.close;
    await app.listen({ host: "127.0.0.1", port: 0 });
  });
  afterAll(() => close());

  it("is answered 408 and its connection closed within the configured time", async () => {
    const address = app.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    // 2 s allowed, checked every second: the answer comes within about 3 s, never minutes.
    const { answer, ms } = await trickle(port, 8_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(ms).toBeGreaterThanOrEqual(2000);
    expect(ms).toBeLessThan(4_500);
  });
});
