import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { HttpError } from "../lib/http-error";
import { hashToken } from "../lib/tokens";
import {
  type AdminIdentity,
  findLiveSession,
  touchSession,
} from "../staff/staff-repository";

declare module "fastify" {
  interface FastifyInstance {
    /** onRequest hook of every admin route: 401 unless a live admin session's token is sent. */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    admin: AdminIdentity | null;
  }
}

// Saves a write per request: last use is only recorded when it is this old.
const TOUCH_AFTER_MS = 60_000;

export const authPlugin = fp<{ idleMinutes: number }>(
  async (app, { idleMinutes }) => {
    app.decorateRequest("admin", null);
    app.decorate("requireAdmin", async (request: FastifyRequest) => {
      const header = request.headers.authorization ?? "";
      const token = header.startsWith("Bearer ") ? header.slice("Bearer ".length).trim() : "";
      if (!token) throw new HttpError(401, "Please sign in to continue.");
      const idleSince = new Date(Date.now() - idleMinutes * 60_000);
      const session = await findLiveSession(app.db, hashToken(token), idleSince);
      if (!session) throw new HttpError(401, "Your session has ended. Please sign in again.");
      if (Date.now() - session.lastUsedAt.getTime() > TOUCH_AFTER_MS) {
        await touchSession(app.db, session.sessionId);
      }
      request.admin = {
        id: session.id,
        username: session.username,
        name: session.name,
        sessionId: session.sessionId,
      };
    });
  },
  { name: "auth", dependencies: ["db"] },
);

/** The signed-in admin of a request that passed requireAdmin. */
export function adminOf(request: FastifyRequest): AdminIdentity {
  if (!request.admin) throw new HttpError(401, "Please sign in to continue.");
  return request.admin;
}
