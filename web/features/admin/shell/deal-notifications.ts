import { useCallback, useEffect, useState } from "react";
import type { MessageSchema } from "../../../../core/schemas/common";
import type {
  DealNotifications,
  DealNotificationsSchema,
} from "../../../../core/schemas/deal-notifications";
import { api } from "../../../lib/api";

const auth = { auth: true } as const;

/** The bell's deal events (api/routes/deal-notifications): the signed-in admin's own. */
export const dealNotificationsApi = {
  list: () => api.get<typeof DealNotificationsSchema>("/api/admin/deal-notifications", auth),
  read: (ids?: string[]) =>
    api.post<typeof MessageSchema>("/api/admin/deal-notifications/read", ids ? { ids } : {}, auth),
};

/** How often an open console looks for new deal events while its tab is in view. */
const POLL_MS = 60_000;

/**
 * The admin's deal events, read on arrival, every minute while the page is in view, and when the
 * bell opens; `markRead` marks some (or all) read and reads them again. A failed read keeps what
 * was shown: the bell is an extra.
 */
export function useDealNotifications() {
  // null until the first read; "failed" when it could not be read and nothing was shown before.
  const [data, setData] = useState<DealNotifications | "failed" | null>(null);
  const refresh = useCallback(async () => {
    try {
      setData(await dealNotificationsApi.list());
    } catch {
      // Shown as it was; the next read tries again.
      setData((shown) => (shown === null ? "failed" : shown));
    }
  }, []);
  useEffect(() => {
    void refresh();
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible") void refresh();
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [refresh]);
  const markRead = useCallback(
    async (ids?: string[]) => {
      await dealNotificationsApi.read(ids).catch(() => undefined);
      await refresh();
    },
    [refresh],
  );
  return { data, refresh, markRead };
}
