import type { SubscriberImportResult } from "../../../../core/schemas/newsletter";
import { errorText } from "../../../lib/api";
import { adminApi } from "../admin-api";

/** What the Subscribers tab sends its clientAction. */
export type SubscribersIntent =
  | { intent: "delete"; email: string }
  | { intent: "import"; addresses: string };
/** The server's answer, shown under the search (docs/product.md, section 5.3), not in a toast. */
export type SubscriberDeleted = { ok: boolean; text: string };
/** What an import did, or why it was refused. */
export type SubscribersImported =
  | { ok: true; result: SubscriberImportResult }
  | { ok: false; error: string };

export async function subscribersAction(
  intent: SubscribersIntent,
): Promise<SubscriberDeleted | SubscribersImported> {
  return intent.intent === "delete"
    ? deleteSubscriber(intent.email)
    : importAddresses(intent.addresses);
}

/** Removes a subscriber; the list reloads after. */
async function deleteSubscriber(email: string): Promise<SubscriberDeleted> {
  try {
    const { message } = await adminApi.deleteSubscriber({ email });
    return { ok: true, text: message };
  } catch (error) {
    const failed = "Failed to delete subscriber";
    return { ok: false, text: errorText(error, { fallback: failed, network: failed }) };
  }
}

/** Adds addresses, each asked to confirm by mail (docs/decisions/047-mailing-list.md). */
async function importAddresses(addresses: string): Promise<SubscribersImported> {
  try {
    return { ok: true, result: await adminApi.importSubscribers({ addresses }) };
  } catch (error) {
    return {
      ok: false,
      error: errorText(error, { fallback: "The import failed.", network: "Something went wrong." }),
    };
  }
}
