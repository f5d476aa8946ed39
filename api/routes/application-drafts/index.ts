import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  DraftFunnelSchema,
  DraftResumeSchema,
  DraftSavedSchema,
  DraftSaveSchema,
  DraftSchema,
} from "../../../core/schemas/application-draft";
import {
  DRAFT_SAVED_MESSAGE,
  draftFunnel,
  resumeDraft,
  saveDraft,
} from "../../application-drafts/drafts";

/**
 * "Save and continue later" on /application: the draft on the server and its resume link
 * (public, rate-limited; the token travels in the body, never in a logged URL), and the staff's
 * chart of where drafts stop.
 */
export const applicationDraftRoutes: FastifyPluginAsyncZod = async (app) => {
  const { siteUrl } = app.settings;
  app.post(
    "/application-drafts",
    {
      config: { public: true, rateLimit: app.rateLimits.publicWrite },
      schema: {
        summary: "Save an application draft and mail its link",
        body: DraftSaveSchema,
        response: { 201: DraftSavedSchema },
      },
    },
    async (request, reply) => {
      const token = await saveDraft(
        { db: app.db, mailer: app.mailer, log: request.log, siteUrl },
        request.body,
      );
      return reply.status(201).send({ token, message: DRAFT_SAVED_MESSAGE });
    },
  );

  app.post(
    "/application-drafts/resume",
    {
      config: { public: true, rateLimit: app.rateLimits.publicWrite },
      schema: {
        summary: "Open a saved application draft",
        body: DraftResumeSchema,
        response: { 200: DraftSchema },
      },
    },
    async (request) => resumeDraft(app.db, request.body.token),
  );

  app.get(
    "/admin/draft-funnel",
    {
      schema: {
        summary: "Count where unfinished applications stop",
        response: { 200: DraftFunnelSchema },
      },
    },
    async () => draftFunnel(app.db),
  );
};
