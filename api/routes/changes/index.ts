import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { formatCount } from "../../../core/counts";
import { UndoParamsSchema, UndoResultSchema } from "../../../core/schemas/undo";
import { adminOf } from "../../plugins/auth";
import { undoChange } from "../../records/undo-change";

/**
 * Undo of a change staff made in the console (a status, many statuses, a task's assignee or
 * deadline), by its author, for admins like the changes themselves (docs/decisions/054-undo.md).
 */
export const changeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/admin/changes/:id/undo",
    {
      schema: {
        summary: "Undo a change you made in the console",
        params: UndoParamsSchema,
        response: { 200: UndoResultSchema },
      },
    },
    async (request) => {
      const undone = await undoChange(app.db, request.params.id, adminOf(request));
      const records = undone === 1 ? "record is" : "records are";
      return { undone, message: `Undone: ${formatCount(undone)} ${records} as before.` };
    },
  );
};
