import { parseWithZod } from "@conform-to/zod/v4";
import { ShareFormSchema } from "../../../../core/schemas/deal-sharing";
import { toast } from "../../../components/ui/toast";
import { errorText } from "../../../lib/api";
import { type FormAnswer, type FormReply, replied } from "../actions";
import { refusalOf } from "../server-field-errors";
import { sharingApi } from "./sharing-api";

/** What the sharing section sends the application record's clientAction. */
export type SharingIntent =
  | { intent: "share-latest" }
  | { intent: "deck-download"; shareId: string; allowed: boolean }
  | { intent: "revoke-share"; shareId: string }
  | { intent: "revoke-link"; linkId: string };

const FAILED = { fallback: "Nothing was changed.", network: "Network error: try again." };

const send = (applicationId: string, intent: SharingIntent) => {
  switch (intent.intent) {
    case "share-latest":
      return sharingApi.shareLatest(applicationId);
    case "deck-download":
      return sharingApi.deckDownload(intent.shareId, intent.allowed);
    case "revoke-share":
      return sharingApi.revokeShare(intent.shareId);
    case "revoke-link":
      return sharingApi.revokeLink(intent.linkId);
  }
};

/** Shares, or revokes; the answer is said in a toast and under the form. */
export async function sharingAction(
  applicationId: string,
  intent: SharingIntent,
): Promise<FormAnswer> {
  const at = Date.now();
  try {
    const { message } = await send(applicationId, intent);
    toast(message, "success");
    return { ok: true, at };
  } catch (error) {
    const message = errorText(error, FAILED);
    toast(message, "error");
    return { ok: false, at, error: message };
  }
}

/**
 * The share form's post: the chosen firms' people mailed their links, said in a toast, and the
 * form back to its defaults; refused, said in a toast and under the form or its fields.
 */
export async function shareDeal(applicationId: string, formData: FormData): Promise<FormReply> {
  const submission = parseWithZod(formData, { schema: ShareFormSchema });
  if (submission.status !== "success") return replied(false, submission.reply());
  try {
    const { message } = await sharingApi.share(applicationId, submission.value);
    toast(message, "success");
    return replied(true, submission.reply({ resetForm: true }));
  } catch (error) {
    const text = errorText(error, FAILED);
    toast(text, "error");
    return replied(false, submission.reply(refusalOf(error, text)));
  }
}
