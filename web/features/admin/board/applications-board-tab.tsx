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
    <section aria-labelledby="applications-heading">
      <h2 id="applications-heading">Applications</h2>
      <LayoutSwitch current="board" />
      <ListToolbar list="applications" label="applications" exportQuery={boardExport} />
      <ApplicationsBoard columns={columns} />
    </section>
  );
}
