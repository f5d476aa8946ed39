import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { MemoInputSchema, MemoSchema } from "../../../../core/schemas/deal-memo";
import { memoOf, saveMemoDraft, startMemoVersion } from "../../../deals/memos";
import { RecordParamsSchema, recordIdOf } from "../../../lib/ids";
import { adminOf } from "../../../plugins/auth";

/** The analyst memo of an application (docs/decisions/057-deal-memo.md): admins only. */
export const dealMemoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/applications/:id/memo",
    {
      schema: {
        summary: "The analyst memo: its versions and the scorecards now",
        params: RecordParamsSchema,
        response: { 200: MemoSchema },
      },
    },
    async (request) =>
      memoOf(app.db, recordIdOf(request.params.id, "Application"), adminOf(request)),
  );

  app.put(
    "/admin/applications/:id/memo",
    {
      schema: {
        summary: "Save the memo's draft (409 once its version is shared)",
        params: RecordParamsSchema,
        body: MemoInputSchema,
        response: { 200: MemoSchema },
      },
    },
    async (request) =>
      saveMemoDraft(
        app.db,
        recordIdOf(request.params.id, "Application"),
        request.body,
        adminOf(request),
      ),
  );

  app.post(
    "/admin/applications/:id/memo/versions",
    {
      schema: {
        summary: "Start the memo's next version from a shared one",
        params: RecordParamsSchema,
        body: MemoInputSchema,
        response: { 201: MemoSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await startMemoVersion(
            app.db,
            recordIdOf(request.params.id, "Application"),
            request.body,
            adminOf(request),
          ),
        ),
  );
};
