import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { MessageSchema } from "../../../../core/schemas/common";
import {
  DealAnswerInputSchema,
  DealAnswerLinkInputSchema,
  DealAnswerLinkOpeningSchema,
  DealAnswerLinkSchema,
  EngagementBatchSchema,
  FirmAnswerSchema,
} from "../../../../core/schemas/deal-answer";
import { answerFromMail, openAnswerLink } from "../../../deals/answer-links";
import { answerDeal, firmAnswer } from "../../../deals/answers";
import { dealViewerTokenOf } from "../../../deals/deal-cookie";
import { type DealViewer, dealViewerOf, ipOf } from "../../../deals/deal-room";
import { recordEngagement } from "../../../deals/engagement";

/** Reports one address may send in a minute: four a minute per open page, for thirty pages. */
const ENGAGEMENT_REPORTS_PER_MINUTE = 120;

/**
 * The firm's answer and the deal room's engagement reports (docs/decisions/062-deal-answers-and-
 * engagement.md): public routes (no staff session) behind the viewer cookie, like the rest of the
 * deal room. They take no ids: the session names the one firm and deal they touch.
 */
export const dealAnswerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { siteUrl } = app.settings;
  const viewers = new WeakMap<FastifyRequest, DealViewer>();
  const requireViewer = async (request: FastifyRequest) => {
    viewers.set(request, await dealViewerOf(app.db, dealViewerTokenOf(request.headers.cookie)));
  };
  const viewerOf = (request: FastifyRequest) => {
    const viewer = viewers.get(request);
    if (!viewer) throw new Error("requireViewer runs first");
    return viewer;
  };
  const publicWrite = { public: true, rateLimit: app.rateLimits.publicWrite };

  app.get(
    "/deal-room/answer",
    {
      config: { public: true },
      onRequest: requireViewer,
      schema: {
        summary: "The firm's answer on the deal and every change before it",
        response: { 200: FirmAnswerSchema },
      },
    },
    async (request) => firmAnswer(app.db, viewerOf(request)),
  );

  app.put(
    "/deal-room/answer",
    {
      config: publicWrite,
      onRequest: requireViewer,
      schema: {
        summary:
          "Give or change the firm's answer: interested, pass, soft or hard circle, or an introduction",
        body: DealAnswerInputSchema,
        response: { 200: FirmAnswerSchema },
      },
    },
    async (request) =>
      answerDeal(
        { db: app.db, mailer: app.mailer, siteUrl },
        viewerOf(request),
        request.body,
        ipOf(request),
        request.now(),
      ),
  );

  // A mail's answer link (docs/decisions/080-answers-from-the-mail.md): its token, after the "#"
  // of the address, in the body; reading what it answers for records nothing.
  app.post(
    "/deal-room/answer-link",
    {
      config: publicWrite,
      schema: {
        summary:
          "What a mail's answer link answers for, and the firm's answer now (records nothing)",
        body: DealAnswerLinkSchema,
        response: { 200: DealAnswerLinkOpeningSchema, 403: MessageSchema },
      },
    },
    async (request) => openAnswerLink(app.db, request.body.token),
  );

  app.post(
    "/deal-room/answer-link/answer",
    {
      config: publicWrite,
      schema: {
        summary: "Confirm the answer a mail's answer link offers, for the link's person",
        body: DealAnswerLinkInputSchema,
        response: { 200: DealAnswerLinkOpeningSchema, 403: MessageSchema },
      },
    },
    async (request) =>
      answerFromMail(
        { db: app.db, mailer: app.mailer, siteUrl },
        request.body.token,
        request.body.answer,
        ipOf(request),
        request.now(),
      ),
  );

  app.post(
    "/deal-room/engagement",
    {
      // Reported every 15 seconds from each open page: limited apart from the public forms' writes,
      // generously (a firm's people behind one address, several tabs each), to bound the writes.
      config: {
        public: true,
        rateLimit: { max: ENGAGEMENT_REPORTS_PER_MINUTE, timeWindow: 60_000 },
      },
      onRequest: requireViewer,
      schema: {
        summary: "Report seconds on screen per memo section and deck page (the page's tracker)",
        body: EngagementBatchSchema,
        response: { 202: MessageSchema },
      },
    },
    async (request, reply) => {
      await recordEngagement(app.db, viewerOf(request), request.body);
      return reply.status(202).send({ message: "Recorded." });
    },
  );
};
