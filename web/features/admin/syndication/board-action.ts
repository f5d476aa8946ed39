import type { PitchSlotInput } from "../../../../core/schemas/pitch-slot";
import { toast } from "../../../components/ui/toast";
import { errorText } from "../../../lib/api";
import type { FormAnswer } from "../actions";
import { boardApi } from "./board-api";

/** What the syndication board sends the application record's clientAction (admins). */
export type BoardIntent = { intent: "introduction-meeting"; firmId: string; input: PitchSlotInput };

const FAILED = { fallback: "The meeting was not set.", network: "Network error: try again." };

/** Sets the introduction meeting; the answer is said in a toast and under the form. */
export async function boardAction(applicationId: string, intent: BoardIntent): Promise<FormAnswer> {
  const at = Date.now();
  try {
    const { message } = await boardApi.setMeeting(applicationId, intent.firmId, intent.input);
    toast(message, "success");
    return { ok: true, at };
  } catch (error) {
    const message = errorText(error, FAILED);
    toast(message, "error");
    return { ok: false, at, error: message };
  }
}
