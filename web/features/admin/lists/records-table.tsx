import type { ReactNode } from "react";

export type Column<Item> = {
  header: string;
  cell: (item: Item) => ReactNode;
  /** A header only screen readers need (an actions column). */
  hideHeader?: boolean;
  /** Keeps the cell on one line (dates, amounts). */
  nowrap?: boolean;
};

type RecordsTableProps<Item> = {
  label: string;
  items: Item[];
  columns: Column<Item>[];
  rowKey: (item: Item) => string;
};

/**
 * A list as a table; it may scroll sideways, so its frame takes keyboard focus. The frame is a
 * named group, not a second landmark: the tab's section already carries the list's name (axe
 * landmark-unique).
 */
export function RecordsTable<Item>({ label, items, columns, rowKey }: RecordsTableProps<Item>) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
    // biome-ignore lint/a11y/useSemanticElements: a named group that scrolls, not a set of form fields
    <div className="table-wrap" role="group" aria-label={`${label} table`} tabIndex={0}>
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
                <td key={column.header} className={column.nowrap ? "cell--nowrap" : undefined}>
                  {column.cell(item)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
