import type { z } from "zod";
import type { MessageSchema } from "../../../../core/schemas/common";
import type {
  DecisionFeedbackInputSchema,
  DecisionFeedbackSchema,
} from "../../../../core/schemas/decision-feedback";
import type {
  ApplicationScorecardsSchema,
  CommentInputSchema,
  CommentSchema,
  ReviewNextSchema,
  ScorecardInputSchema,
  ScorecardSchema,
  ScorecardWeightsResponseSchema,
  ScorecardWeightsSchema,
  SetAsideSchema,
} from "../../../../core/schemas/scorecard";
import { api } from "../../../lib/api";

// Types only, as in admin-api.ts: the console's bundle carries the paths, not the schemas.
const auth = { auth: true } as const;
const of = (applicationId: string) => `/api/admin/applications/${applicationId}`;

/** Scorecards, the review queue, comments and the weights (docs/decisions/020-scorecards.md). */
export const reviewsApi = {
  scorecards: (applicationId: string) =>
    api.get<typeof ApplicationScorecardsSchema>(`${of(applicationId)}/scorecards`, auth),
  saveScorecard: (applicationId: string, input: z.input<typeof ScorecardInputSchema>) =>
    api.put<typeof ScorecardSchema>(`${of(applicationId)}/scorecard`, input, auth),
  comments: (applicationId: string) =>
    api.get<z.ZodArray<typeof CommentSchema>>(`${of(applicationId)}/comments`, auth),
  addComment: (applicationId: string, input: z.input<typeof CommentInputSchema>) =>
    api.post<typeof CommentSchema>(`${of(applicationId)}/comments`, input, auth),
  next: () => api.get<typeof ReviewNextSchema>("/api/review-queue/next", auth),
  setAside: (input: z.input<typeof SetAsideSchema>) =>
    api.post<typeof MessageSchema>("/api/review-queue/set-aside", input, auth),
  undoSetAside: (applicationId: string) =>
    api.delete<typeof MessageSchema>(
      `/api/review-queue/set-aside/${applicationId}`,
      undefined,
      auth,
    ),
  feedback: (applicationId: string) =>
    api.get<typeof DecisionFeedbackSchema>(`${of(applicationId)}/feedback`, auth),
  chooseFeedback: (applicationId: string, input: z.input<typeof DecisionFeedbackInputSchema>) =>
    api.put<typeof DecisionFeedbackSchema>(`${of(applicationId)}/feedback`, input, auth),
  weights: () =>
    api.get<typeof ScorecardWeightsResponseSchema>("/api/admin/scorecard-weights", auth),
  saveWeights: (input: z.input<typeof ScorecardWeightsSchema>) =>
    api.put<typeof ScorecardWeightsResponseSchema>("/api/admin/scorecard-weights", input, auth),
};
