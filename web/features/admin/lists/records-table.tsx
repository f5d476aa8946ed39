import { type ReactNode, useLayoutEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { useListKeys } from "./use-list-keys";
import "../../../styles/console-list.css";
import { type OpenRecord, useOpenRecord } from "./use-open-record";

export type Column<Item> = {
  header: string;
  cell: (item: Item) => ReactNode;
  /** A header only screen readers need (an actions column). */
  hideHeader?: boolean;
  /** A control in the header cell, given the rows shown (the page's "Select this page"). */
  head?: (items: Item[]) => ReactNode;
  /** Keeps the cell on one line (dates, amounts). */
  nowrap?: boolean;
  /**
   * The record's name: with `record`, this cell is the link that opens it. It and the `keep`
   * columns stay when a record is open beside the list; the others give it their room.
   */
  opens?: true;
  /** Stays beside an open record (a status chip). */
  keep?: true;
};

type RecordsTableProps<Item> = {
  label: string;
  items: Item[];
  columns: Column<Item>[];
  rowKey: (item: Item) => string;
  /**
   * The list's records open at `<tab>/:id` beside it: the `opens` column links there, ↑/↓ or
   * j/k move through the rows (the open record follows) and Esc closes it.
   */
  opensRecords?: boolean;
};

/**
 * A console list: one line per record, its header shared with the column chooser. On a phone the
 * rows stack as labelled lines, so nothing scrolls sideways (web/styles/console-list.css). The
 * frame is a named group, not a second landmark: the tab's section already carries the list's
 * name (axe landmark-unique).
 */
export function RecordsTable<Item>({
  label,
  items,
  columns,
  rowKey,
  opensRecords = false,
}: RecordsTableProps<Item>) {
  const open = useOpenRecord();
  const ids = items.map(rowKey);
  useListKeys(ids, open, opensRecords);
  const frame = useRef<HTMLDivElement>(null);
  // A value cut short with "…" keeps its whole text in its title (web/styles/console-list.css).
  useLayoutEffect(() => {
    const titled = () => {
      for (const cell of frame.current?.querySelectorAll<HTMLElement>("td, .record-link") ?? []) {
        const cut = cell.scrollWidth > cell.clientWidth + 1;
        if (cut) cell.title = cell.textContent?.trim() ?? "";
        else cell.removeAttribute("title");
      }
    };
    titled();
    const observer = new ResizeObserver(titled);
    if (frame.current) observer.observe(frame.current);
    return () => observer.disconnect();
  });
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
    // biome-ignore lint/a11y/useSemanticElements: a named group that scrolls, not a set of form fields
    <div ref={frame} className="table-wrap" role="group" aria-label={`${label} table`} tabIndex={0}>
      <table className="table">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={columnClass(column)}>
                {column.hideHeader ? (
                  <span className="visually-hidden">{column.header}</span>
                ) : (
                  column.header
                )}
                {column.head?.(items)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const id = rowKey(item);
            const current = open.openId === id;
            return (
              <tr key={id} className={current ? "table__row--open" : undefined}>
                {columns.map((column) => (
                  <td
                    key={column.header}
                    className={columnClass(column)}
                    data-label={column.hideHeader ? undefined : column.header}
                  >
                    {opensRecords && column.opens ? (
                      <RecordLink id={id} current={current} open={open}>
                        {column.cell(item)}
                      </RecordLink>
                    ) : (
                      column.cell(item)
                    )}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

const columnClass = (column: Column<never>) =>
  [
    column.nowrap ? "cell--nowrap" : "",
    column.opens ? "cell--opens" : "",
    column.opens || column.keep ? "" : "cell--extra",
  ]
    .filter(Boolean)
    .join(" ") || undefined;

/** The record's name as a link to its own address, the list's search kept; the open one is current. */
function RecordLink({
  id,
  current,
  open,
  children,
}: {
  id: string;
  current: boolean;
  open: OpenRecord;
  children: ReactNode;
}) {
  const { search } = useLocation();
  return (
    <Link
      to={{ pathname: open.pathOf(id), search }}
      className="record-link"
      data-record={id}
      aria-current={current ? "page" : undefined}
      preventScrollReset
    >
      {children}
    </Link>
  );
}
