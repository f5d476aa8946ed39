import type { ReactNode } from "react";

export type Column<Item> = {
  header: string;
  cell: (item: Item) => ReactNode;
  /** A header only screen readers need (an actions column). */
  hideHeader?: boolean;
};

type RecordsTableProps<Item> = {
  label: string;
  items: Item[];
  columns: Column<Item>[];
  rowKey: (item: Item) => string;
};

/** A list as a table; it may scroll sideways on a phone, so its region takes keyboard focus. */
export function RecordsTable<Item>({ label, items, columns, rowKey }: RecordsTableProps<Item>) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
    <section className="table-wrap" aria-label={label} tabIndex={0}>
      <table className="table">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.hideHeader ? (
                  <span className="visually-hidden">{column.header}</span>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={rowKey(item)}>
              {columns.map((column) => (
                <td key={column.header}>{column.cell(item)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
