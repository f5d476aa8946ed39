import { errorText } from "../../../lib/api";
import { adminApi } from "../admin-api";

/** What the Subscribers tab sends its clientAction. */
export type SubscribersIntent = { intent: "delete"; email: string };
/** The server's answer, shown under the search (docs/product.md, section 5.3), not in a toast. */
export type SubscriberDeleted = { ok: boolean; text: string };

/** Removes a subscriber; the list reloads after. */
export async function subscribersAction(intent: SubscribersIntent): Promise<SubscriberDeleted> {
  try {
    const { message } = await adminApi.deleteSubscriber({ email: intent.email });
    return { ok: true, text: message };
  } catch (error) {
    const failed = "Failed to delete subscriber";
    return { ok: false, text: errorText(error, { fallback: failed, network: failed }) };
  }
}
