import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  AnswerQuestionFormSchema,
  QuestionLimitFormSchema,
} from "../../../../core/schemas/deal-questions";
import { toast } from "../../../components/ui/toast";
import { errorText } from "../../../lib/api";
import { type FormReply, replied } from "../actions";
import { refusalOf } from "../server-field-errors";
import { questionsApi } from "./questions-api";

const FAILED = { fallback: "Nothing was changed.", network: "Network error: try again." };

/** A change made, said in a toast; refused, said in a toast and under the form or its field. */
async function said(
  submission: Pick<Submission<unknown>, "reply">,
  call: () => Promise<{ message: string }>,
  refusedUnder?: string,
): Promise<FormReply> {
  try {
    toast((await call()).message, "success");
    return replied(true, submission.reply());
  } catch (error) {
    const text = errorText(error, FAILED);
    toast(text, "error");
    const refusal = refusalOf(error, text);
    // The limit's refusal belongs under its one field.
    if (refusedUnder && refusal.formErrors) {
      return replied(false, submission.reply({ fieldErrors: { [refusedUnder]: [text] } }));
    }
    return replied(false, submission.reply(refusal));
  }
}

/** How many questions each firm may ask on the deal, from the limit's form. */
export async function saveQuestionLimit(
  applicationId: string,
  formData: FormData,
): Promise<FormReply> {
  const submission = parseWithZod(formData, { schema: QuestionLimitFormSchema });
  if (submission.status !== "success") return replied(false, submission.reply());
  return said(
    submission,
    () => questionsApi.setLimit(applicationId, submission.value.limit),
    "limit",
  );
}

/** A firm's question answered, to that firm or published, from its answer form. */
export async function saveQuestionAnswer(formData: FormData): Promise<FormReply> {
  const submission = parseWithZod(formData, { schema: AnswerQuestionFormSchema });
  if (submission.status !== "success") return replied(false, submission.reply());
  const questionId = String(formData.get("questionId") ?? "");
  return said(submission, () => questionsApi.answer(questionId, submission.value));
}
