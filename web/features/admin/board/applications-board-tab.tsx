import { useSearchParams } from "react-router";
import { ApplicationsTab } from "../applications/applications-tab";
import { ListToolbar } from "../lists/list-toolbar";
import { ApplicationsBoard } from "./applications-board";
import { LayoutSwitch, useApplicationsLayout } from "./layout-switch";

/** The Applications tab: the list, or the board (?layout=board). */
export function ApplicationsView() {
  return useApplicationsLayout() === "board" ? <ApplicationsBoardTab /> : <ApplicationsTab />;
}

/** The board with the list's search and sort; its columns are the status filter. */
function ApplicationsBoardTab() {
  const [params] = useSearchParams();
  // The CSV exports what the board shows: every status, the same search, in the same order.
  const query = new URLSearchParams();
  for (const key of ["q", "sort"]) {
    const value = params.get(key);
    if (value) query.set(key, value);
  }
  return (
    <section aria-labelledby="applications-heading">
      <h2 id="applications-heading">Applications</h2>
      <LayoutSwitch current="board" />
      <ListToolbar list="applications" label="applications" query={query} />
      <ApplicationsBoard q={params.get("q")} sort={params.get("sort")} />
    </section>
  );
}
