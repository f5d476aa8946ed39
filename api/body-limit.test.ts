import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "./app";
import { build } from "./test/helpers";

const MIB = 1024 * 1024;

/**
 * Sends a JSON POST whose body is 1 MiB in chunks (no Content-Length, so the limit is only found
 * while reading), a chunk a millisecond, and reads the answer only once it has sent it all, as a
 * simple client does; resolves with what came back and whether the connection was reset.
 */
function chunkedPost(port: number) {
  return new Promise<{ answer: string; reset: boolean }>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    let reset = false;
    socket.pause();
    socket.on("connect", async () => {
      socket.write(
        "POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n",
      );
      const chunk = Buffer.alloc(16 * 1024, "a");
      const frame = Buffer.concat([
        Buffer.from(`${chunk.length.toString(16)}\r\n`),
        chunk,
        Buffer.from("\r\n"),
      ]);
      for (let sent = 0; sent < MIB && !socket.destroyed; sent += chunk.length) {
        if (!socket.write(frame)) await new Promise((next) => socket.once("drain", next));
        await new Promise((next) => setTimeout(next, 1));
      }
      if (!socket.destroyed) socket.write("0\r\n\r\n");
      setTimeout(() => socket.resume(), 50);
    });
    socket.on("data", (data) => {
      answer += data.toString();
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ECONNRESET" || error.code === "EPIPE") reset = true;
    });
    socket.on("close", () => resolve({ answer, reset }));
    socket.setTimeout(15_000, () => socket.destroy());
  });
}

describe("a 1 MiB chunked body on a JSON route", () => {
  let app: App;
  let close = async () => {};
  beforeAll(async () => {
    const built = await build();
    app = built.app;
    close = built.close;
    await app.listen({ host: "127.0.0.1", port: 0 });
  });
  afterAll(() => close());

  it("is always answered 413 with its message before the connection closes", async () => {
    const address = app.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    for (let attempt = 0; attempt < 20; attempt++) {
      const { answer, reset } = await chunkedPost(port);
      expect(reset, `attempt ${attempt}: reset`).toBe(false);
      expect(answer, `attempt ${attempt}`).toMatch(/^HTTP\/1\.1 413 /);
      expect(answer, `attempt ${attempt}`).toContain(
        '{"message":"The request body is too large."}',
      );
    }
  }, 120_000);
});
