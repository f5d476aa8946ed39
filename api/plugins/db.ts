import fp from "fastify-plugin";
import type { Database, DatabaseHandle } from "../db/client";

declare module "fastify" {
  interface FastifyInstance {
    db: Database;
  }
}

/** Exposes the open database as `app.db`. The caller opens and closes it (server.ts, tests). */
export const dbPlugin = fp<{ database: DatabaseHandle }>(
  async (app, { database }) => {
    app.decorate("db", database.db);
  },
  { name: "db" },
);
