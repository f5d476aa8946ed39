import { toast } from "../../../components/ui/toast";
import { errorText } from "../../../lib/api";
import type { FormAnswer } from "../actions";
import { sharingApi } from "./sharing-api";

/** What the sharing section sends the application record's clientAction. */
export type SharingIntent =
  | { intent: "share"; firmIds: string[]; expiresInDays: number }
  | { intent: "revoke-share"; shareId: string }
  | { intent: "revoke-link"; linkId: string };

const FAILED = { fallback: "Nothing was changed.", network: "Network error: try again." };

/** Shares, or revokes; the answer is said in a toast and under the form. */
export async function sharingAction(
  applicationId: string,
  intent: SharingIntent,
): Promise<FormAnswer> {
  const at = Date.now();
  try {
    const { message } =
      intent.intent === "share"
        ? await sharingApi.share(applicationId, {
            firmIds: intent.firmIds,
            expiresInDays: intent.expiresInDays,
          })
        : intent.intent === "revoke-share"
          ? await sharingApi.revokeShare(intent.shareId)
          : await sharingApi.revokeLink(intent.linkId);
    toast(message, "success");
    return { ok: true, at };
  } catch (error) {
    const message = errorText(error, FAILED);
    toast(message, "error");
    return { ok: false, at, error: message };
  }
}
