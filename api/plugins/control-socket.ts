import { chmodSync, mkdirSync, rmSync } from "node:fs";
import { dirname } from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { SOCKET_PATH_MAX } from "../backups/control-socket";
import { type TakenBackup, takeBackup } from "../backups/take-backup";

type ControlSocketOptions = {
  /** Where to listen (backups/control-socket.ts, controlSocketPath). */
  path: string;
  /** The open PGlite's data directory dump (db/client.ts). */
  dumpDataDir: () => Promise<Blob>;
  /** DECK_S3_BUCKET, named in the backup's manifest. */
  bucket: string | null;
};

type BackupBody = { output: string; encryptionKey?: string | null };

/**
 * The embedded database's control socket (docs/decisions/050-backups.md): `npm run backup` asks the
 * server holding the data directory to take the backup, since no other process may open it. A
 * second, minimal Fastify on a Unix socket in a folder of mode 0700: never on the network, and
 * only the data directory's owner can connect. Started with the server, closed with it.
 */
export const controlSocketPlugin = fp<ControlSocketOptions>(
  async (app, { path, dumpDataDir, bucket }) => {
    if (path.length > SOCKET_PATH_MAX) {
      app.log.warn(
        { path },
        "control socket not started: the data directory's path is too long for a Unix socket; npm run backup then needs the server stopped",
      );
      return;
    }
    let control: FastifyInstance | null = null;
    let running: Promise<TakenBackup> | null = null;

    app.addHook("onReady", async () => {
      const folder = dirname(path);
      mkdirSync(folder, { recursive: true, mode: 0o700 });
      chmodSync(folder, 0o700);
      // A socket left by a server that stopped without closing it; the data directory's lock says
      // no other server is running here.
      rmSync(path, { force: true });
      control = Fastify({ loggerInstance: app.log.child({ control: "socket" }) });
      control.post<{ Body: BackupBody }>(
        "/backup",
        {
          schema: {
            body: {
              type: "object",
              required: ["output"],
              additionalProperties: false,
              properties: {
                output: { type: "string", minLength: 1 },
                encryptionKey: { type: ["string", "null"] },
              },
            },
          },
        },
        async (request, reply) => {
          if (running) return reply.status(409).send({ message: "A backup is already running." });
          running = takeBackup({
            db: app.db,
            source: { driver: "pglite", dumpDataDir },
            output: request.body.output,
            trigger: "command",
            encryptionKey: request.body.encryptionKey ?? undefined,
            bucket,
          });
          try {
            return await running;
          } catch (error) {
            request.log.error({ err: error }, "backup failed");
            return reply
              .status(500)
              .send({ message: error instanceof Error ? error.message : JSON.stringify(error) });
          } finally {
            running = null;
          }
        },
      );
      await control.listen({ path });
    });

    app.addHook("onClose", async () => {
      await control?.close();
      rmSync(path, { force: true });
    });
  },
  { name: "control-socket", dependencies: ["db"] },
);
