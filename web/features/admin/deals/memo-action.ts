import { parseWithZod } from "@conform-to/zod/v4";
import { memoFormSchema } from "../../../../core/schemas/deal-memo";
import { toast } from "../../../components/ui/toast";
import { errorText } from "../../../lib/api";
import { type FormReply, replied } from "../actions";
import { refusalOf } from "../server-field-errors";
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
    const refusal = refusalOf(error, errorText(error, FAILED));
    // Messages under their fields say enough; one for the whole form is said in a toast too.
    if (refusal.formErrors) toast(refusal.formErrors[0] ?? "", "error");
    return replied(false, submission.reply(refusal));
  }
}
