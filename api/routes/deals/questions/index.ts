import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { MessageSchema } from "../../../../core/schemas/common";
import {
  AnswerQuestionSchema,
  AskedQuestionSchema,
  AskQuestionSchema,
  DealQuestionsSchema,
  FirmQuestionsSchema,
  QuestionLimitSchema,
} from "../../../../core/schemas/deal-questions";
import { ipOf } from "../../../deals/deal-room";
import {
  answerQuestion,
  askQuestion,
  firmQuestions,
  questionsForStaff,
  setQuestionLimit,
} from "../../../deals/questions";
import { RecordParamsSchema, recordIdOf } from "../../../lib/ids";
import { adminOf } from "../../../plugins/auth";
import { viewerSession } from "../room/viewer-session";

/**
 * Questions on a shared deal (docs/decisions/064-deal-questions.md): a firm's viewer asks and
 * reads under /deal-room (the viewer cookie names the one deal, no ids); admins answer, publish
 * and set the per-firm limit.
 */
export const dealQuestionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { requireViewer, viewerOf } = viewerSession(app);

  app.get(
    "/deal-room/questions",
    {
      config: { public: true },
      onRequest: requireViewer,
      schema: {
        summary: "The firm's own questions, the deal's published ones, and how many are left",
        response: { 200: FirmQuestionsSchema },
      },
    },
    async (request) => firmQuestions(app.db, viewerOf(request)),
  );

  app.post(
    "/deal-room/questions",
    {
      config: { public: true, rateLimit: app.rateLimits.publicWrite },
      onRequest: requireViewer,
      schema: {
        summary:
          "Ask a question on a section of the memo or a page of the deck (409 over the limit)",
        body: AskQuestionSchema,
        response: { 201: AskedQuestionSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await askQuestion(app.db, viewerOf(request), request.body, ipOf(request))),
  );

  app.get(
    "/admin/applications/:id/questions",
    {
      schema: {
        summary: "Every firm's questions on the deal, with who asked, and the per-firm limit",
        params: RecordParamsSchema,
        response: { 200: DealQuestionsSchema },
      },
    },
    async (request) => questionsForStaff(app.db, recordIdOf(request.params.id, "Application")),
  );

  app.put(
    "/admin/applications/:id/question-limit",
    {
      schema: {
        summary: "Set how many questions each firm may ask on the deal",
        params: RecordParamsSchema,
        body: QuestionLimitSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) =>
      setQuestionLimit(
        app.db,
        recordIdOf(request.params.id, "Application"),
        request.body.limit,
        adminOf(request),
      ),
  );

  app.post(
    "/admin/deal-questions/:id/answer",
    {
      schema: {
        summary: "Answer a firm's question privately, or publish it without who asked",
        params: RecordParamsSchema,
        body: AnswerQuestionSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) =>
      answerQuestion(
        app.db,
        recordIdOf(request.params.id, "Question"),
        request.body,
        adminOf(request),
      ),
  );
};
