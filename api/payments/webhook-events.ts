import type { Database } from "../db/client";
import { paymentEvents } from "../db/schema/payments";

/** Keeps a provider event's id; false when it was kept before (a replay). */
export async function recordWebhookEvent(
  db: Database,
  eventId: string,
  type: string,
): Promise<boolean> {
  const inserted = await db
    .insert(paymentEvents)
    .values({ eventId, type })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return inserted.length > 0;
}
