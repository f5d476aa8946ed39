import { useId, useState } from "react";
import { useSearchParams } from "react-router";
import type { Column } from "./records-table";
import { useSetUrlParams } from "./use-url-param";
import "../../../styles/list-actions.css";

/** The URL parameter of the columns a table hides (their headers, comma-separated). */
export const HIDDEN_COLUMNS_PARAM = "hide";

/** The table's columns without those the URL hides. */
export function useVisibleColumns<Item>(columns: Column<Item>[]): Column<Item>[] {
  const [params] = useSearchParams();
  const hidden = new Set((params.get(HIDDEN_COLUMNS_PARAM) ?? "").split(","));
  return columns.filter((column) => column.hideHeader || !hidden.has(column.header));
}

/** "Columns": a checkbox per column of a table; the choice lives in the URL and saved views. */
export function ColumnChooser<Item>({ columns }: { columns: Column<Item>[] }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [params] = useSearchParams();
  const setParams = useSetUrlParams();
  const hidden = new Set((params.get(HIDDEN_COLUMNS_PARAM) ?? "").split(",").filter(Boolean));
  const choosable = columns.filter((column) => !column.hideHeader);

  const toggle = (header: string, shown: boolean) => {
    const next = new Set(hidden);
    if (shown) next.delete(header);
    else next.add(header);
    setParams(
      { [HIDDEN_COLUMNS_PARAM]: [...next].join(",") || null },
      { replace: true, keepRecord: true },
    );
  };

  return (
    <div className="popover">
      <button
        type="button"
        className="button"
        aria-expanded={open}
        aria-controls={`${id}-columns`}
        onClick={() => setOpen((value) => !value)}
      >
        Columns
      </button>
      <fieldset id={`${id}-columns`} className="popover__panel" hidden={!open}>
        <legend>Show columns</legend>
        {choosable.map((column) => (
          <label key={column.header} className="checkbox">
            <input
              type="checkbox"
              checked={!hidden.has(column.header)}
              onChange={(event) => toggle(column.header, event.target.checked)}
            />
            {column.header}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
