import type { MessageSchema } from "../../../../core/schemas/common";
import type { AnswerQuestion, DealQuestionsSchema } from "../../../../core/schemas/deal-questions";
import { api } from "../../../lib/api";

const auth = { auth: true } as const;

/** The console's calls for the firms' questions on a deal (api/routes/deals/questions). */
export const questionsApi = {
  list: (applicationId: string, signal?: AbortSignal) =>
    api.get<typeof DealQuestionsSchema>(
      `/api/admin/applications/${encodeURIComponent(applicationId)}/questions`,
      { ...auth, signal },
    ),
  setLimit: (applicationId: string, limit: number) =>
    api.put<typeof MessageSchema>(
      `/api/admin/applications/${encodeURIComponent(applicationId)}/question-limit`,
      { limit },
      auth,
    ),
  answer: (questionId: string, input: AnswerQuestion) =>
    api.post<typeof MessageSchema>(
      `/api/admin/deal-questions/${encodeURIComponent(questionId)}/answer`,
      input,
      auth,
    ),
};
