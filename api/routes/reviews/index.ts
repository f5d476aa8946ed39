import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { MessageSchema } from "../../../core/schemas/common";
import {
  DecisionFeedbackInputSchema,
  DecisionFeedbackSchema,
} from "../../../core/schemas/decision-feedback";
import {
  ApplicationScorecardsSchema,
  CommentInputSchema,
  CommentSchema,
  ReviewNextSchema,
  ScorecardInputSchema,
  ScorecardSchema,
  ScorecardWeightsResponseSchema,
  ScorecardWeightsSchema,
  SetAsideSchema,
} from "../../../core/schemas/scorecard";
import { chooseDecisionFeedback, decisionFeedbackOf } from "../../decisions/decision-feedback";
import { adminOf } from "../../plugins/auth";
import { addComment, commentsOf } from "../../reviews/comments-repository";
import { nextWithoutConflicts, recordRecusal } from "../../reviews/conflicts";
import { setAside, undoSetAside } from "../../reviews/review-queue";
import { changeWeights, saveScorecard, scorecardsFor } from "../../reviews/scorecards";
import { loadWeights } from "../../reviews/weights-repository";

const IdParamsSchema = z.object({ id: z.uuid("Unknown application") });
/** Reviewers score, comment and work their queue (docs/product.md, section 5.2); everything else stays for admins. */
const reviewers = { reviewers: true } as const;

/**
 * Scorecards, the review queue and the internal comments of applications
 * (docs/decisions/020-scorecards.md). Staff only; none of it reaches a public route.
 */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/applications/:id/scorecards",
    {
      config: reviewers,
      schema: {
        summary: "Read an application's scorecards",
        params: IdParamsSchema,
        response: { 200: ApplicationScorecardsSchema },
      },
    },
    async (request) => scorecardsFor(app.db, request.params.id, adminOf(request)),
  );

  app.put(
    "/admin/applications/:id/scorecard",
    {
      config: reviewers,
      schema: {
        summary: "Save the signed-in reviewer's scorecard",
        params: IdParamsSchema,
        body: ScorecardInputSchema,
        response: { 200: ScorecardSchema },
      },
    },
    async (request) =>
      saveScorecard(app.db, request.params.id, adminOf(request), request.body, request.now()),
  );

  app.get(
    "/admin/applications/:id/comments",
    {
      config: reviewers,
      schema: {
        summary: "List an application's comments",
        params: IdParamsSchema,
        response: { 200: z.array(CommentSchema) },
      },
    },
    async (request) => commentsOf(app.db, request.params.id),
  );

  app.post(
    "/admin/applications/:id/comments",
    {
      config: reviewers,
      schema: {
        summary: "Comment on an application",
        params: IdParamsSchema,
        body: CommentInputSchema,
        response: { 201: CommentSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addComment(app.db, request.params.id, adminOf(request), request.body.body)),
  );

  app.get(
    "/review-queue/next",
    {
      config: reviewers,
      schema: {
        summary: "Take the next application of the review queue",
        response: { 200: ReviewNextSchema },
      },
    },
    async (request) => nextWithoutConflicts(app.db, adminOf(request).id),
  );

  app.post(
    "/review-queue/set-aside",
    {
      config: reviewers,
      schema: {
        summary: "Set an application aside in the review queue",
        body: SetAsideSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      const { applicationId, reason, note } = request.body;
      const staff = adminOf(request);
      await setAside(app.db, { applicationId, reviewerId: staff.id, reason, note });
      if (reason === "conflict") await recordRecusal(app.db, staff, applicationId, note);
      return { message: reason === "skip" ? "Skipped" : "Conflict of interest declared" };
    },
  );

  app.delete(
    "/review-queue/set-aside/:id",
    {
      config: reviewers,
      schema: {
        summary: "Bring a set-aside application back to the queue",
        params: IdParamsSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      await undoSetAside(app.db, {
        applicationId: request.params.id,
        reviewerId: adminOf(request).id,
      });
      return { message: "Back in your queue" };
    },
  );

  app.get(
    "/admin/scorecard-weights",
    {
      config: reviewers,
      schema: {
        summary: "Read the scorecard topics' weights",
        response: { 200: ScorecardWeightsResponseSchema },
      },
    },
    async () => ({ weights: await loadWeights(app.db) }),
  );

  // Admins only: the weights decide every total.
  app.put(
    "/admin/scorecard-weights",
    {
      schema: {
        summary: "Change the scorecard topics' weights",
        body: ScorecardWeightsSchema,
        response: { 200: ScorecardWeightsResponseSchema },
      },
    },
    async (request) => ({ weights: await changeWeights(app.db, request.body) }),
  );

  // Admins only: the reviewers' summary a decision mail carries (docs/product.md, "Feedback in
  // the decision mail").
  app.get(
    "/admin/applications/:id/feedback",
    {
      schema: {
        summary: "Read the draft and the chosen feedback of an application's decision mail",
        params: IdParamsSchema,
        response: { 200: DecisionFeedbackSchema },
      },
    },
    async (request) => decisionFeedbackOf(app.db, request.params.id),
  );

  app.put(
    "/admin/applications/:id/feedback",
    {
      schema: {
        summary: "Approve the reviewers' summary for the decision mail, or send none with a reason",
        params: IdParamsSchema,
        body: DecisionFeedbackInputSchema,
        response: { 200: DecisionFeedbackSchema },
      },
    },
    async (request) =>
      chooseDecisionFeedback(
        app.db,
        request.params.id,
        adminOf(request),
        request.body,
        request.now(),
      ),
  );
};
