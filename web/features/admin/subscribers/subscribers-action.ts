import { parseWithZod } from "@conform-to/zod/v4";
import {
  SubscriberImportFormSchema,
  type SubscriberImportResult,
} from "../../../../core/schemas/newsletter";
import { errorText } from "../../../lib/api";
import { type FormReply, replied } from "../actions";
import { adminApi } from "../admin-api";
import { fieldErrorsOf } from "../server-field-errors";

/** What the Subscribers tab's buttons send its clientAction as JSON. */
export type SubscribersIntent = { intent: "delete"; email: string };
/** The server's answer, shown under the search (docs/product.md, section 5.3), not in a toast. */
export type SubscriberDeleted = { ok: boolean; text: string };
/** What an import did, or conform's reply that puts why it was refused under the addresses. */
export type SubscribersImported = FormReply & { imported?: SubscriberImportResult };

/** Removes a subscriber; the list reloads after. */
export async function deleteSubscriber({ email }: SubscribersIntent): Promise<SubscriberDeleted> {
  try {
    const { message } = await adminApi.deleteSubscriber({ email });
    return { ok: true, text: message };
  } catch (error) {
    const failed = "Failed to delete subscriber";
    return { ok: false, text: errorText(error, { fallback: failed, network: failed }) };
  }
}

/**
 * The import form's addresses, each asked to confirm by mail (docs/decisions/047-mailing-list.md):
 * checked with the server's schema, then sent. A refusal is said under the addresses, the server's
 * own message for them if its 400 named them; what was typed stays.
 */
export async function importAddresses(formData: FormData): Promise<SubscribersImported> {
  const submission = parseWithZod(formData, { schema: SubscriberImportFormSchema });
  if (submission.status !== "success") return replied(false, submission.reply());
  try {
    const imported = await adminApi.importSubscribers(submission.value);
    return { ...replied(true, submission.reply()), imported };
  } catch (error) {
    const said = fieldErrorsOf(error).addresses ?? [
      errorText(error, { fallback: "The import failed.", network: "Something went wrong." }),
    ];
    return replied(false, submission.reply({ fieldErrors: { addresses: said } }));
  }
}
