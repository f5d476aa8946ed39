import { readOverdueApplications } from "../../features/admin/shell/overdue-applications";

// The bell's overdue applications, for its fetcher (no screen of its own).

export function clientLoader() {
  return readOverdueApplications();
}
