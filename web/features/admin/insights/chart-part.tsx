import { type ReactNode, useId } from "react";
import { saveFile } from "../../../lib/save-file";
import { csvOf, type DataTable, shownCell } from "./insights-tables";

/**
 * A chart with its data: the picture, then the same figures as a table (closed until asked for;
 * screen readers read it instead of the picture) and as a CSV file. With no rows, a line says so.
 */
export function ChartPart<Row>({
  table,
  children,
}: {
  table: DataTable<Row>;
  children: ReactNode;
}) {
  const id = useId();
  const download = () =>
    saveFile(new Blob([csvOf(table)], { type: "text/csv;charset=utf-8" }), table.fileName);
  return (
    <section className="insights-part" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{table.title}</h4>
      {table.rows.length === 0 ? (
        <p className="list-message">Nothing to count yet.</p>
      ) : (
        <>
          {children}
          <details className="insights-table">
            <summary>The figures as a table</summary>
            <FiguresTable table={table} />
          </details>
          <button type="button" className="button button--small" onClick={download}>
            Download {table.fileName}
          </button>
        </>
      )}
    </section>
  );
}

/** The table; on a phone a wide one scrolls sideways, by keyboard too (as the lists' tables do). */
function FiguresTable<Row>({ table }: { table: DataTable<Row> }) {
  const name = `${table.title}: table`;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
    // biome-ignore lint/a11y/useSemanticElements: a named group that scrolls, not a set of form fields
    <div className="insights-table__scroll" role="group" aria-label={name} tabIndex={0}>
      <table>
        <caption className="visually-hidden">{table.title}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, index) => (
            // Rows have no id of their own; their order is the table's.
            // biome-ignore lint/suspicious/noArrayIndexKey: rows of a fixed table
            <tr key={index}>
              {table.columns.map((column) => (
                <td key={column.header}>{shownCell(column, row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
