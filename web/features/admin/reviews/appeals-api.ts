import type { z } from "zod";
import type {
  AppealCountsSchema,
  AppealDecisionInputSchema,
  AppealRecommendationInputSchema,
  AppealViewSchema,
  OpenAppealsSchema,
} from "../../../../core/schemas/appeals";
import { ApiError, api } from "../../../lib/api";

// Types only, as in admin-api.ts: the console's bundle carries the paths, not the schemas.
const auth = { auth: true } as const;
const of = (applicationId: string) => `/api/admin/applications/${applicationId}/appeal`;

/** An application's appeal (docs/decisions/084-appeals.md), and the appeals' counts. */
export const appealsApi = {
  /** The appeal, or none (a reviewer it is not assigned to is answered as if there were none). */
  get: (applicationId: string) =>
    api.get<typeof AppealViewSchema>(of(applicationId), auth).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) {
        return { appeal: null, canRecommend: false, canDecide: false };
      }
      throw error;
    }),
  recommend: (applicationId: string, input: z.input<typeof AppealRecommendationInputSchema>) =>
    api.put<typeof AppealViewSchema>(`${of(applicationId)}/recommendation`, input, auth),
  decide: (applicationId: string, input: z.input<typeof AppealDecisionInputSchema>) =>
    api.put<typeof AppealViewSchema>(`${of(applicationId)}/decision`, input, auth),
  findReviewer: (applicationId: string) =>
    api.post<typeof AppealViewSchema>(`${of(applicationId)}/reviewer`, undefined, auth),
  counts: () => api.get<typeof AppealCountsSchema>("/api/admin/appeals/counts", auth),
  /** A reviewer's own open appeals; every open one for an admin. */
  open: () => api.get<typeof OpenAppealsSchema>("/api/admin/appeals/open", auth),
};
