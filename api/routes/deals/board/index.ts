import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { toCsv } from "../../../../core/csv";
import { MessageSchema } from "../../../../core/schemas/common";
import {
  DealBoardSchema,
  IntroductionMeetingInputSchema,
} from "../../../../core/schemas/deal-answer";
import { z } from "../../../../core/schemas/zod";
import { boardCsvRows, dealBoard } from "../../../deals/board";
import { RecordParamsSchema, recordIdOf } from "../../../lib/ids";
import { setIntroductionMeeting } from "../../../pitch-slots/introduction-meeting";
import { adminOf } from "../../../plugins/auth";

const IntroductionParamsSchema = z.object({ id: z.string(), firmId: z.string() });

/**
 * A deal's syndication board (docs/decisions/062-deal-answers-and-engagement.md): reviewers read
 * it; its CSV and the introduction meetings are admins' work.
 */
export const dealBoardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/applications/:id/syndication-board",
    {
      config: { reviewers: true },
      schema: {
        summary: "Every firm the deal went to, by answer, with engagement and the circles' totals",
        params: RecordParamsSchema,
        response: { 200: DealBoardSchema },
      },
    },
    async (request) =>
      dealBoard(app.db, recordIdOf(request.params.id, "Application"), request.now()),
  );

  app.get(
    "/admin/applications/:id/syndication-board.csv",
    {
      schema: {
        summary: "The syndication board as CSV: a row per person, with the firm's answer",
        params: RecordParamsSchema,
      },
    },
    async (request, reply) => {
      const { header, rows } = boardCsvRows(
        await dealBoard(app.db, recordIdOf(request.params.id, "Application"), request.now()),
      );
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="syndication-board.csv"')
        .send(toCsv(header, rows));
    },
  );

  app.post(
    "/admin/applications/:id/introductions/:firmId/meeting",
    {
      schema: {
        summary: "Set the meeting with a firm that asked for an introduction, with invitations",
        params: IntroductionParamsSchema,
        body: IntroductionMeetingInputSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      const firmId = recordIdOf(request.params.firmId, "Firm");
      return setIntroductionMeeting(
        { db: app.db, mailer: app.mailer },
        recordIdOf(request.params.id, "Application"),
        firmId,
        request.body,
        adminOf(request),
      );
    },
  );
};
