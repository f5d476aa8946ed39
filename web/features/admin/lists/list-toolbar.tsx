import { useState } from "react";
import { Form, useResolvedPath, useSearchParams } from "react-router";
import type { ListSort } from "../../../../core/schemas/list";
import { useToast } from "../../../components/ui/toast";
import { errorText } from "../../../lib/api";
import { saveFile } from "../../../lib/save-file";
import { adminApi, type ListName } from "../admin-api";
import { BOARD_CARDS_PARAM } from "../board/board-data";
import { AdminsOnly } from "../signed-in-staff";
import { SavedViewsMenu } from "../views/saved-views-menu";
import { ColumnChooser } from "./column-chooser";
import { listQuery } from "./list-query";
import type { Column } from "./records-table";
import { useSetUrlParams } from "./use-url-param";

type ListToolbarProps = {
  list: ListName;
  label: string;
  /** What Export CSV exports: the list's query (the board's has no status). */
  exportQuery?: (params: URLSearchParams) => URLSearchParams;
  statuses?: readonly string[];
  /** The sorts the list offers; by date unless it says more. */
  sorts?: readonly ListSort[];
  /** A table's columns: a "Columns" choice of which to show. */
  columns?: Column<never>[];
};

const SORT_LABELS: Record<ListSort, string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  median: "Highest median score",
  waiting: "Waiting longest for a decision",
};
const DATE_SORTS: readonly ListSort[] = ["newest", "oldest"];

/** What a new search leaves out of the address: it starts at page 1 and at each column's first cards. */
const RESTARTED = new Set(["q", "page", BOARD_CARDS_PARAM]);

/**
 * Search, status filter, sort, columns, saved views and (for admins) CSV export of one console
 * list; all but the views kept in the URL. The search is a GET form, so it works as the browser's
 * own before the console's scripts run.
 */
export function ListToolbar({
  list,
  label,
  exportQuery = (params) => listQuery(params),
  statuses,
  sorts = DATE_SORTS,
  columns,
}: ListToolbarProps) {
  const [params] = useSearchParams();
  const setParams = useSetUrlParams();
  const showToast = useToast();
  const [exporting, setExporting] = useState(false);
  const urlSearch = params.get("q") ?? "";
  // The list's own address, without an open record: a new search closes it.
  const listPath = useResolvedPath(".").pathname;
  const carried = [...params].filter(([key]) => !RESTARTED.has(key));

  async function exportCsv() {
    setExporting(true);
    try {
      saveFile(await adminApi.exportCsv(list, exportQuery(params)), `${list}.csv`);
    } catch (error) {
      showToast(
        errorText(error, { fallback: "Export failed", network: "Something went wrong." }),
        "error",
      );
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="list-toolbar">
      <search className="list-toolbar__search">
        {/* A GET form: the search is the address's q, beside the filter, sort and columns shown. */}
        <Form method="get" action={listPath} preventScrollReset>
          {carried.map(([key, value]) => (
            <input key={key} type="hidden" name={key} value={value} />
          ))}
          <label htmlFor={`${list}-search`} className="visually-hidden">
            Search {label}
          </label>
          {/* Keyed by the URL's search: a saved view or the back button puts theirs in the box. */}
          <input
            key={urlSearch}
            id={`${list}-search`}
            name="q"
            type="search"
            defaultValue={urlSearch}
            placeholder={`Search ${label}`}
          />
          <button type="submit" className="button list-toolbar__go">
            <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
              <path
                fill="currentColor"
                d="M10 4a6 6 0 1 0 3.7 10.7l4.8 4.8 1.4-1.4-4.8-4.8A6 6 0 0 0 10 4zm0 2a4 4 0 1 1 0 8 4 4 0 0 1 0-8z"
              />
            </svg>
            <span className="visually-hidden">Search</span>
          </button>
        </Form>
      </search>
      {statuses ? (
        <label className="list-toolbar__filter">
          Status
          <select
            value={params.get("status") ?? ""}
            onChange={(event) => setParams({ status: event.target.value || null })}
          >
            <option value="">All</option>
            {statuses.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <label className="list-toolbar__filter">
        Sort
        <select
          value={params.get("sort") ?? "newest"}
          onChange={(event) => setParams({ sort: event.target.value })}
        >
          {sorts.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </label>
      {columns ? <ColumnChooser columns={columns} /> : null}
      <SavedViewsMenu list={list} label={label} />
      {/* Exports are for admins (docs/decisions/023-staff-roles-and-invitations.md). */}
      <AdminsOnly>
        <button type="button" className="button" onClick={exportCsv} disabled={exporting}>
          {exporting ? "Exporting…" : "Export CSV"}
        </button>
      </AdminsOnly>
    </div>
  );
}
