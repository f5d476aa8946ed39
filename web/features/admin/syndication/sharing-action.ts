import { toast } from "../../../components/ui/toast";
import { errorText } from "../../../lib/api";
import type { FormAnswer } from "../actions";
import { sharingApi } from "./sharing-api";

/** What the sharing section sends the application record's clientAction. */
export type SharingIntent =
  | { intent: "share"; firmIds: string[]; expiresInDays: number; deckDownload: boolean }
  | { intent: "share-latest" }
  | { intent: "deck-download"; shareId: string; allowed: boolean }
  | { intent: "revoke-share"; shareId: string }
  | { intent: "revoke-link"; linkId: string };

const FAILED = { fallback: "Nothing was changed.", network: "Network error: try again." };

const send = (applicationId: string, intent: SharingIntent) => {
  switch (intent.intent) {
    case "share":
      return sharingApi.share(applicationId, {
        firmIds: intent.firmIds,
        expiresInDays: intent.expiresInDays,
        deckDownload: intent.deckDownload,
      });
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
