import type { AnswerQuestion } from "../../../../core/schemas/deal-questions";
import { toast } from "../../../components/ui/toast";
import { errorText } from "../../../lib/api";
import type { FormAnswer } from "../actions";
import { questionsApi } from "./questions-api";

/** What the questions section sends the application record's clientAction. */
export type QuestionsIntent =
  | { intent: "question-limit"; limit: number }
  | { intent: "answer-question"; questionId: string; input: AnswerQuestion };

export const isQuestionsIntent = (intent: { intent: string }): intent is QuestionsIntent =>
  intent.intent === "question-limit" || intent.intent === "answer-question";

const FAILED = { fallback: "Nothing was changed.", network: "Network error: try again." };

/** Sets the deal's limit, or answers a question; said in a toast and under the form. */
export async function questionsAction(
  applicationId: string,
  intent: QuestionsIntent,
): Promise<FormAnswer> {
  const at = Date.now();
  try {
    const { message } =
      intent.intent === "question-limit"
        ? await questionsApi.setLimit(applicationId, intent.limit)
        : await questionsApi.answer(intent.questionId, intent.input);
    toast(message, "success");
    return { ok: true, at };
  } catch (error) {
    const message = errorText(error, FAILED);
    toast(message, "error");
    return { ok: false, at, error: message };
  }
}
