import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { MessageSchema } from "../../../core/schemas/common";
import {
  SavedViewInputSchema,
  SavedViewSchema,
  SavedViewUpdateSchema,
  ViewListQuerySchema,
} from "../../../core/schemas/saved-view";
import { adminOf } from "../../plugins/auth";
import { changeView, removeView, saveView } from "../../saved-views/saved-views";
import { listViews } from "../../saved-views/saved-views-repository";

const IdParamsSchema = z.object({ id: z.uuid("Unknown view") });
// Reviewers keep views of the applications they review too (docs/product.md, section 5.2).
const config = { reviewers: true } as const;

/** Saved views of the console's lists: each staff member's own, and those shared with the team. */
export const viewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/views",
    {
      config,
      schema: {
        summary: "List the saved views of a list",
        querystring: ViewListQuerySchema,
        response: { 200: z.array(SavedViewSchema) },
      },
    },
    async (request) => listViews(app.db, adminOf(request).id, request.query.list),
  );

  app.post(
    "/admin/views",
    {
      config,
      schema: {
        summary: "Save a view of a list",
        body: SavedViewInputSchema,
        response: { 201: SavedViewSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await saveView(app.db, adminOf(request).id, request.body)),
  );

  app.patch(
    "/admin/views/:id",
    {
      config,
      schema: {
        summary: "Rename or share a saved view",
        params: IdParamsSchema,
        body: SavedViewUpdateSchema,
        response: { 200: SavedViewSchema },
      },
    },
    async (request) => changeView(app.db, adminOf(request).id, request.params.id, request.body),
  );

  app.delete(
    "/admin/views/:id",
    {
      config,
      schema: {
        summary: "Delete a saved view",
        params: IdParamsSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      await removeView(app.db, adminOf(request).id, request.params.id);
      return { message: "View deleted" };
    },
  );
};
