import type { AskedQuestionSchema, AskQuestion } from "../../../core/schemas/deal-questions";
import { api } from "../../lib/api";

/** The viewer's question calls (api/routes/deal-questions): the viewer cookie names the deal. */
export const dealQuestionsApi = {
  ask: (input: AskQuestion) =>
    api.post<typeof AskedQuestionSchema>("/api/deal-room/questions", input),
};
