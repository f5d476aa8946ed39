import { ListToolbar } from "../lists/list-toolbar";
import { ApplicationsBoard } from "./applications-board";
import type { BoardColumn, BoardStatus } from "./board-data";
import { LayoutSwitch } from "./layout-switch";

/** The CSV exports what the board shows: every status, the same search, in the same order. */
const boardExport = (params: URLSearchParams) => {
  const query = new URLSearchParams();
  for (const key of ["q", "sort"]) {
    const value = params.get(key);
    if (value) query.set(key, value);
  }
  return query;
};

/** The Applications tab as a board (?layout=board): the list's search and sort; its columns are the status filter. */
export function ApplicationsBoardTab({
  columns,
}: {
  columns: Record<BoardStatus, Promise<BoardColumn>>;
}) {
  return (
    <section aria-labelledby="applications-heading" className="board-tab">
      {/* The heading, the switch and the toolbar on one line, as over the list. */}
      <div className="board-tab__top">
        <div className="list-heading">
          <h2 id="applications-heading">Applications</h2>
          <LayoutSwitch current="board" />
        </div>
        <ListToolbar list="applications" label="applications" exportQuery={boardExport} />
      </div>
      <ApplicationsBoard columns={columns} />
    </section>
  );
}
