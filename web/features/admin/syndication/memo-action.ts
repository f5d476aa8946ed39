import { parseWithZod } from "@conform-to/zod/v4";
import { memoFormSchema } from "../../../../core/schemas/deal-memo";
import { toast } from "../../../components/ui/toast";
import { errorText } from "../../../lib/api";
import { type FormReply, replied } from "../actions";
import { fieldErrorsOf } from "../server-field-errors";
import { memoApi } from "./memo-api";

const FAILED = { fallback: "The memo was not saved.", network: "Network error: try again." };

/**
 * The memo form's post: the draft saved (`memo-save`), or the next version started after a shared
 * one (`memo-version`), checked with the form's schema and said in a toast. A refusal's messages
 * go under their fields, or under the form with the toast.
 */
export async function saveMemo(applicationId: string, formData: FormData): Promise<FormReply> {
  const nextVersion = formData.get("intent") === "memo-version";
  const submission = parseWithZod(formData, { schema: memoFormSchema({ nextVersion }) });
  if (submission.status !== "success") return replied(false, submission.reply());
  try {
    const memo = nextVersion
      ? await memoApi.startVersion(applicationId, submission.value)
      : await memoApi.saveDraft(applicationId, submission.value);
    toast(`Memo version ${memo.versions[0]?.version ?? 1} saved.`, "success");
    return replied(true, submission.reply());
  } catch (error) {
    const fieldErrors = fieldErrorsOf(error);
    const text = errorText(error, FAILED);
    if (Object.keys(fieldErrors).length > 0)
      return replied(false, submission.reply({ fieldErrors }));
    toast(text, "error");
    return replied(false, submission.reply({ formErrors: [text] }));
  }
}
