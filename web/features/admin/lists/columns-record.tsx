import { RecordHeader } from "./record-pane";
import type { ListOutletContext } from "./record-states";
import type { Column } from "./records-table";

/** What a list hands the record open beside it to show it by its columns. */
export type ColumnsOutletContext<Item> = ListOutletContext<Item> & { columns: Column<Item>[] };

/**
 * A record shown as its list's columns, one under another (a lead: nothing more to it than its
 * row), under the name of its `opens` column.
 */
export function ColumnsRecord<Item>({ item, columns }: { item: Item; columns: Column<Item>[] }) {
  const title = columns.find((column) => column.opens);
  const shown = columns.filter((column) => !column.hideHeader && column !== title);
  return (
    <div className="record__details">
      <RecordHeader title={title ? title.cell(item) : ""} />
      <dl className="fields">
        {shown.map((column) => [
          <dt key={`${column.header}-label`}>{column.header}</dt>,
          // What a visitor typed reads in the direction they typed it (Arabic right to left).
          <dd key={column.header} dir="auto">
            {column.cell(item)}
          </dd>,
        ])}
      </dl>
    </div>
  );
}
