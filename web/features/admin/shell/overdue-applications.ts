import { useCallback, useEffect, useState } from "react";
import { useFetcher } from "react-router";
import type {
  OverdueApplications,
  OverdueApplicationsSchema,
} from "../../../../core/schemas/overdue-applications";
import { api } from "../../../lib/api";

/** The paid applications past the decision target (api/routes/overdue-applications), admins'. */
export const overdueApplicationsApi = {
  list: () =>
    api.get<typeof OverdueApplicationsSchema>("/api/admin/overdue-applications", { auth: true }),
};

/** Where the bell's fetcher reads the overdue applications (a route without a screen). */
export const OVERDUE_PATH = "/admin-dashboard/overdue-applications";

/** One read of the overdue applications, stamped with when it was asked; null when it failed. */
export type OverdueRead = { asked: number; overdue: OverdueApplications | null };

/** What the bell's route loader answers. */
export async function readOverdueApplications(): Promise<OverdueRead> {
  const asked = performance.now();
  try {
    return { asked, overdue: await overdueApplicationsApi.list() };
  } catch {
    return { asked, overdue: null };
  }
}

/** How often an open console reads them again while its tab is in view (as the deal events). */
const POLL_MS = 60_000;

/**
 * The overdue applications, read by a fetcher on arrival, every minute while the page is in view,
 * and when the bell opens (docs/product.md, 5.13). The newest answer shows, by when it was asked
 * (a fetcher's first load can answer after a later one, as the deal events' reads). A failed read
 * keeps what was shown: the bell is an extra. `data` is null until the first answer, "failed"
 * when none could be read.
 */
export function useOverdueApplications() {
  const reads = useFetcher<OverdueRead>();
  const { load } = reads;
  const refresh = useCallback(() => load(OVERDUE_PATH), [load]);
  useEffect(() => {
    void refresh();
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible") void refresh();
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [refresh]);
  // The newest answer that could be read, by when it was asked; kept while later reads fail.
  const [shown, setShown] = useState<OverdueRead | null>(null);
  const read = reads.data;
  if (read?.overdue && read !== shown && (!shown || read.asked > shown.asked)) setShown(read);
  const newest = read?.overdue && (!shown || read.asked >= shown.asked) ? read : shown;
  const data: OverdueApplications | "failed" | null =
    newest?.overdue ?? (read !== undefined ? "failed" : null);
  return { data, refresh };
}
