import type { FastifyInstance, FastifyRequest } from "fastify";
import { dealViewerTokenOf } from "../../../deals/deal-cookie";
import { type DealViewer, dealViewerOf } from "../../../deals/deal-room";

/**
 * The firm viewer of a request, from the viewer cookie (docs/decisions/058-deal-sharing.md):
 * `requireViewer` is an onRequest hook, checked before the body is read, as the founder's routes
 * do; `viewerOf` reads what it found.
 */
export function viewerSession(app: Pick<FastifyInstance, "db">) {
  const viewers = new WeakMap<FastifyRequest, DealViewer>();
  const requireViewer = async (request: FastifyRequest) => {
    viewers.set(request, await dealViewerOf(app.db, dealViewerTokenOf(request.headers.cookie)));
  };
  const viewerOf = (request: FastifyRequest) => {
    const viewer = viewers.get(request);
    if (!viewer) throw new Error("requireViewer runs first");
    return viewer;
  };
  return { requireViewer, viewerOf };
}
