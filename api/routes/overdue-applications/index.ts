import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  OverdueApplicationsSchema,
  OverdueDigestSettingSchema,
  OverdueDigestStateSchema,
} from "../../../core/schemas/overdue-applications";
import {
  overdueApplications,
  overdueDigestState,
  setOverdueDigest,
} from "../../applications/overdue-applications";
import { adminOf } from "../../plugins/auth";

/**
 * The paid applications past the decision target, as the bell shows them, and the switch of their
 * daily mail (docs/product.md, 5.13): admins only (reviewers are refused, the routes' default).
 */
export const overdueApplicationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/overdue-applications",
    {
      schema: {
        summary: "The paid applications past the decision target, longest waiting first",
        response: { 200: OverdueApplicationsSchema },
      },
    },
    async () => overdueApplications(app.db),
  );

  app.get(
    "/account/overdue-digest",
    {
      schema: {
        summary:
          "Whether the signed-in admin gets the daily mail of overdue applications, and where",
        response: { 200: OverdueDigestStateSchema },
      },
    },
    async (request) => overdueDigestState(app.db, adminOf(request).id),
  );

  app.put(
    "/account/overdue-digest",
    {
      schema: {
        summary: "Turn the daily mail of overdue applications on or off (off by default)",
        body: OverdueDigestSettingSchema,
        response: { 200: OverdueDigestStateSchema },
      },
    },
    async (request) => setOverdueDigest(app.db, adminOf(request).id, request.body.on),
  );
};
