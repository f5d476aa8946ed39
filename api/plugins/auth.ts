import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { API_PREFIX } from "../lib/api-path";
import { HttpError } from "../lib/http-error";
import { refuseWhenConflicted } from "../reviews/conflicts";
import { liveSessionOf } from "../staff/sign-in";
import type { AdminIdentity } from "../staff/staff-repository";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * The onRequest hook of the /api scope: every route needs a live staff session unless it
     * declares `config: { public: true }` (deny by default, docs/architecture.md).
     */
    requireStaffUnlessPublic: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    admin: AdminIdentity | null;
  }
  interface FastifyContextConfig {
    /** Open to anyone. Leave it out and the route needs a staff session. */
    public?: boolean;
    /**
     * Open to staff with the reviewer role as well as admins (docs/product.md, section 5.2: applications read, score,
     * comment). Leave it out and a staff route is for admins only.
     */
    reviewers?: boolean;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a reviewer reads when asking for something only an admin may do. */
export const ADMINS_ONLY_MESSAGE = "Only an admin can do this.";

export const authPlugin = fp<{ idleMinutes: number }>(
  async (app, { idleMinutes }) => {
    app.decorateRequest("admin", null);

    async function authenticate(request: FastifyRequest) {
      const header = request.headers.authorization ?? "";
      const token = header.startsWith("Bearer ") ? header.slice("Bearer ".length).trim() : "";
      if (!token) throw new HttpError(401, "Please sign in to continue.");
      // Looked up and marked as used in one round trip, on every request: a write throttled to
      // once a minute ended sessions up to a minute early (docs/decisions/014-setup-scripts-and-server-limits.md).
      const session = await liveSessionOf(app.db, token, idleMinutes);
      if (!session) throw new HttpError(401, "Your session has ended. Please sign in again.");
      request.admin = session;
    }

    app.decorate("requireStaffUnlessPublic", async (request: FastifyRequest) => {
      // An unknown path is a 404 for everyone, not a hint that a staff route might live there.
      if (request.is404 || request.routeOptions.config.public === true) return;
      await authenticate(request);
      // Roles: a route is for admins unless it declares reviewers (docs/architecture.md, deny by default).
      if (request.admin?.role !== "admin" && request.routeOptions.config.reviewers !== true) {
        throw new HttpError(403, ADMINS_ONLY_MESSAGE);
      }
      // A reviewer with a conflict of interest gets nothing of that application: its record, its
      // scorecards, its comments, its board (docs/product.md, "Conflicts of interest").
      const applicationId = (request.params as { id?: unknown }).id;
      if (
        request.admin?.role === "reviewer" &&
        request.routeOptions.url?.startsWith(`${API_PREFIX}/admin/applications/:id`) &&
        typeof applicationId === "string" &&
        UUID.test(applicationId)
      ) {
        await refuseWhenConflicted(app.db, request.admin, applicationId);
      }
    });
  },
  { name: "auth", dependencies: ["db"] },
);

/** The signed-in staff member of a request on a non-public route. */
export function adminOf(request: FastifyRequest): AdminIdentity {
  if (!request.admin) throw new HttpError(401, "Please sign in to continue.");
  return request.admin;
}
