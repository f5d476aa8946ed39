import { useCallback, useEffect, useState } from "react";
import { useFetcher } from "react-router";
import type { MessageSchema } from "../../../../core/schemas/common";
import type {
  DealNotifications,
  DealNotificationsSchema,
} from "../../../../core/schemas/deal-notifications";
import { api } from "../../../lib/api";

const auth = { auth: true } as const;

/** The bell's deal events (api/routes/deals/notifications): the signed-in admin's own. */
export const dealNotificationsApi = {
  list: () => api.get<typeof DealNotificationsSchema>("/api/admin/deal-notifications", auth),
  read: (ids?: string[]) =>
    api.post<typeof MessageSchema>("/api/admin/deal-notifications/read", ids ? { ids } : {}, auth),
};

/** Where the bell's fetchers read and mark its deal events (a route without a screen). */
export const DEAL_EVENTS_PATH = "/admin-dashboard/deal-events";

/** One read of the deal events, stamped with when it was asked; null when it failed. */
export type DealEventsRead = { asked: number; notifications: DealNotifications | null };

/** What the bell's route loader answers. */
export async function readDealEvents(): Promise<DealEventsRead> {
  const asked = performance.now();
  try {
    return { asked, notifications: await dealNotificationsApi.list() };
  } catch {
    return { asked, notifications: null };
  }
}

/** What the bell's route action answers: some events (or all) marked read, then read again. */
export async function markDealEventsRead(ids: string[] | undefined): Promise<DealEventsRead> {
  // A failed mark shows as the events still unread.
  await dealNotificationsApi.read(ids).catch(() => undefined);
  return readDealEvents();
}

/** How often an open console looks for new deal events while its tab is in view. */
const POLL_MS = 60_000;

/**
 * The admin's deal events, read by a fetcher on arrival, every minute while the page is in view,
 * and when the bell opens; `markRead` marks some (or all) read through another fetcher, whose
 * answer is the events read again. The newest answer shows, by when it was asked: a read that
 * started before a mark and answered after it (a fetcher's first load is not aborted while React
 * Router still discovers its route) cannot bring an event marked read back. A failed read keeps
 * what was shown: the bell is an extra. `data` is null until the first answer, "failed" when none
 * could be read.
 */
export function useDealNotifications() {
  const reads = useFetcher<DealEventsRead>();
  const marks = useFetcher<DealEventsRead>();
  const { load } = reads;
  const { submit } = marks;
  const refresh = useCallback(() => load(DEAL_EVENTS_PATH), [load]);
  useEffect(() => {
    void refresh();
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible") void refresh();
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [refresh]);
  const markRead = useCallback(
    (ids?: string[]) =>
      submit(
        { ids: ids ?? null },
        { method: "post", action: DEAL_EVENTS_PATH, encType: "application/json" },
      ),
    [submit],
  );
  // The newest answer that could be read, by when it was asked; kept while later reads fail.
  const [shown, setShown] = useState<DealEventsRead | null>(null);
  const newest =
    [reads.data, marks.data, shown]
      .filter((answer): answer is DealEventsRead => Boolean(answer?.notifications))
      .sort((a, b) => b.asked - a.asked)[0] ?? null;
  if (newest !== shown) setShown(newest);
  const answered = reads.data !== undefined || marks.data !== undefined;
  const data: DealNotifications | "failed" | null =
    newest?.notifications ?? (answered ? "failed" : null);
  return { data, refresh, markRead };
}
