import { request } from "node:http";
import { basename, dirname, join, resolve } from "node:path";

// On the embedded database the running server holds the data directory, so `npm run backup` asks
// it to take the backup, over a Unix socket in a folder only the data directory's owner can open
// (docs/decisions/050-backups.md). The folder's permissions are the credential: whoever can open
// the socket could read the data directory itself. The folder sits beside the data directory, not
// in it: PGlite's dump reads every file of the directory, and a socket is not one it can read.

/** The control socket of the server holding `dataDir`: ./.data.control/server.sock for ./data. */
export function controlSocketPath(dataDir: string) {
  const directory = resolve(dataDir);
  return join(dirname(directory), `.${basename(directory)}.control`, "server.sock");
}

/** Linux's limit on a socket's path (sun_path), less its terminating zero. */
export const SOCKET_PATH_MAX = 107;

/** A JSON request to the server's control socket; answers its status and JSON body. */
export function callControlSocket(
  socketPath: string,
  path: string,
  body: unknown,
): Promise<{ status: number; body: unknown }> {
  return new Promise((done, fail) => {
    const payload = JSON.stringify(body);
    const call = request(
      {
        socketPath,
        path,
        method: "POST",
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(payload),
        },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          try {
            done({ status: answer.statusCode ?? 0, body: text ? JSON.parse(text) : null });
          } catch (error) {
            fail(error);
          }
        });
        answer.on("error", fail);
      },
    );
    call.on("error", fail);
    call.end(payload);
  });
}
