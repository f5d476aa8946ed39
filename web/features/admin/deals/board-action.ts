import { parseWithZod } from "@conform-to/zod/v4";
import { toast } from "../../../components/ui/toast";
import { errorText } from "../../../lib/api";
import { type FormReply, replied } from "../actions";
import { PitchSlotFormSchema } from "../assignments/pitch-slot-form";
import { refusalOf } from "../server-field-errors";
import { boardApi } from "./board-api";

const FAILED = { fallback: "The meeting was not set.", network: "Network error: try again." };

/**
 * The board's introduction-meeting form (admins), for the firm its `firmId` names: the meeting
 * set, said in a toast; refused, said in a toast and under the form or its fields.
 */
export async function setIntroductionMeeting(
  applicationId: string,
  formData: FormData,
): Promise<FormReply> {
  const submission = parseWithZod(formData, { schema: PitchSlotFormSchema });
  if (submission.status !== "success") return replied(false, submission.reply());
  const firmId = String(formData.get("firmId") ?? "");
  try {
    const { message } = await boardApi.setMeeting(applicationId, firmId, submission.value);
    toast(message, "success");
    return replied(true, submission.reply());
  } catch (error) {
    const text = errorText(error, FAILED);
    toast(text, "error");
    return replied(false, submission.reply(refusalOf(error, text)));
  }
}
