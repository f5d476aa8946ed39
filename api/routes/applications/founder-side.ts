import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { FounderAccessSchema } from "../../../core/schemas/founder";
import { findApplication } from "../../applications/applications-repository";
import { founderAccessOf, revokeFounderTokens } from "../../founder/founder-access";
import { notFound } from "../../lib/http-error";

const IdParamsSchema = z.object({ id: z.uuid("Unknown application") });

/** What staff see and do of the founder's side of an application: the private links. */
export const founderSideRoutes: FastifyPluginAsyncZod = async (app) => {
  const existing = async (id: string) => {
    if (!(await findApplication(app.db, id))) throw notFound("Application");
    return id;
  };
  const access = async (id: string) => {
    const { liveLinks, lastUsedAt } = await founderAccessOf(app.db, id);
    return { liveLinks, lastUsedAt: lastUsedAt?.toISOString() ?? null };
  };

  app.get(
    "/admin/applications/:id/founder-access",
    {
      config: { reviewers: true },
      schema: { params: IdParamsSchema, response: { 200: FounderAccessSchema } },
    },
    async (request) => access(await existing(request.params.id)),
  );

  // Every link the founder holds stops working; they can ask for a new one by e-mail.
  app.post(
    "/admin/applications/:id/founder-access/revoke",
    { schema: { params: IdParamsSchema, response: { 200: FounderAccessSchema } } },
    async (request) => {
      const id = await existing(request.params.id);
      await revokeFounderTokens(app.db, id);
      return access(id);
    },
  );
};
