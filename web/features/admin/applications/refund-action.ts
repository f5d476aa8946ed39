import { parseWithZod } from "@conform-to/zod/v4";
import { RefundFormSchema } from "../../../../core/schemas/refund";
import { errorText } from "../../../lib/api";
import { type FormReply, replied } from "../actions";
import { refusalOf } from "../server-field-errors";
import { refundsApi } from "./refunds-api";

/**
 * The refund form (docs/decisions/085-refunds-and-credit-notes.md), posted to the record's
 * clientAction: the rupees typed become paise, the server decides what may still be refunded,
 * and its refusal ("at most ₹2,500 …") is said under the form.
 */
export async function refundPayment(applicationId: string, formData: FormData): Promise<FormReply> {
  const submission = parseWithZod(formData, { schema: RefundFormSchema });
  if (submission.status !== "success") return replied(false, submission.reply());
  const { rupees, reason, note, state } = submission.value;
  try {
    await refundsApi.refund(applicationId, {
      amount: rupees,
      reason,
      ...(note ? { note } : {}),
      ...(state ? { state } : {}),
    });
    return replied(true, submission.reply({ resetForm: true }));
  } catch (error) {
    const text = { fallback: "The refund was not started.", network: "Something went wrong." };
    return replied(false, submission.reply(refusalOf(error, errorText(error, text))));
  }
}
