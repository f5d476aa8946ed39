import { parseWithZod } from "@conform-to/zod/v4";
import {
  AppealDecisionFormSchema,
  AppealRecommendationFormSchema,
} from "../../../../core/schemas/appeals";
import { z } from "../../../../core/schemas/zod";
import { errorText } from "../../../lib/api";
import { type FormReply, replied } from "../actions";
import { refusalOf } from "../server-field-errors";
import { appealsApi } from "./appeals-api";

const FIND_REVIEWER = z.object({ intent: z.literal("appeal-find-reviewer") });
const TEXTS = { fallback: "The appeal was not saved.", network: "Something went wrong." };

/**
 * The appeal's forms on an application's record (docs/decisions/084-appeals.md), posted to the
 * record's clientAction: the reviewer's recommendation, the admin's outcome, or "Find a reviewer";
 * the refusal said under the form.
 */
export async function appealFormAction(
  applicationId: string,
  formData: FormData,
): Promise<FormReply> {
  const intent = formData.get("intent");
  if (intent === "appeal-find-reviewer") {
    const submission = parseWithZod(formData, { schema: FIND_REVIEWER });
    try {
      await appealsApi.findReviewer(applicationId);
      return replied(true, submission.reply());
    } catch (error) {
      return replied(false, submission.reply({ formErrors: [errorText(error, TEXTS)] }));
    }
  }
  const schema =
    intent === "appeal-decide" ? AppealDecisionFormSchema : AppealRecommendationFormSchema;
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") return replied(false, submission.reply());
  try {
    const { intent: _intent, ...input } = submission.value;
    if ("outcome" in input) await appealsApi.decide(applicationId, input);
    else await appealsApi.recommend(applicationId, input);
    return replied(true, submission.reply());
  } catch (error) {
    return replied(false, submission.reply(refusalOf(error, errorText(error, TEXTS))));
  }
}
