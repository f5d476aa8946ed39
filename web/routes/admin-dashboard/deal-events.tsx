import { markDealEventsRead, readDealEvents } from "../../features/admin/shell/deal-notifications";
import type { Route } from "./+types/deal-events";

// The bell's deal events, for its fetchers (no screen of its own): read, and marked read.

export function clientLoader() {
  return readDealEvents();
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  const { ids } = (await request.json()) as { ids: string[] | null };
  return markDealEventsRead(ids ?? undefined);
}
