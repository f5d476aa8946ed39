import { type FormEvent, useState } from "react";
import { useSearchParams } from "react-router";
import type { ListSort } from "../../../../core/schemas/list";
import { useToast } from "../../../components/ui/toast";
import { errorText } from "../../../lib/api";
import { saveFile } from "../../../lib/save-file";
import { adminApi, type ListName } from "../admin-api";
import { AdminsOnly } from "../signed-in-staff";
import { useSetUrlParams } from "./use-url-param";

type ListToolbarProps = {
  list: ListName;
  label: string;
  query: URLSearchParams;
  statuses?: readonly string[];
  /** The sorts the list offers; by date unless it says more. */
  sorts?: readonly ListSort[];
};

const SORT_LABELS: Record<ListSort, string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  median: "Highest median score",
};
const DATE_SORTS: readonly ListSort[] = ["newest", "oldest"];

/** Search, status filter, sort and (for admins) CSV export of one console list; all kept in the URL. */
export function ListToolbar({
  list,
  label,
  query,
  statuses,
  sorts = DATE_SORTS,
}: ListToolbarProps) {
  const [params] = useSearchParams();
  const setParams = useSetUrlParams();
  const showToast = useToast();
  const [search, setSearch] = useState(params.get("q") ?? "");
  const [exporting, setExporting] = useState(false);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setParams({ q: search.trim() || null });
  };

  async function exportCsv() {
    setExporting(true);
    try {
      saveFile(await adminApi.exportCsv(list, query), `${list}.csv`);
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
        <form onSubmit={onSearch}>
          <label htmlFor={`${list}-search`} className="visually-hidden">
            Search {label}
          </label>
          <input
            id={`${list}-search`}
            type="search"
            value={search}
            placeholder={`Search ${label}`}
            onChange={(event) => setSearch(event.target.value)}
          />
          <button type="submit" className="button">
            Search
          </button>
        </form>
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
      {/* Exports are for admins (issue 13). */}
      <AdminsOnly>
        <button type="button" className="button" onClick={exportCsv} disabled={exporting}>
          {exporting ? "Exporting…" : "Export CSV"}
        </button>
      </AdminsOnly>
    </div>
  );
}
