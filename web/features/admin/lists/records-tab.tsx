import { Outlet } from "react-router";
import type { ListPage } from "../../../../core/schemas/list";
import type { ListName } from "../admin-api";
import { ListToolbar } from "./list-toolbar";
import { type ListTexts, ListView } from "./list-view";
import { ListWithRecord } from "./record-pane";
import type { ListOutletContext } from "./record-states";
import { type Column, RecordsTable } from "./records-table";
import { useOpenRecord } from "./use-open-record";

type RecordsTabProps<Item extends { _id: string }> = {
  page: Promise<ListPage<Item>>;
  list: ListName;
  /** The tab's heading: "Funding interest". */
  title: string;
  /** The list's name in running text, for the toolbar and the back link. */
  noun: string;
  texts: ListTexts;
  columns: Column<Item>[];
};

/**
 * A list without bulk actions and the record open beside it; the record's own route (an
 * `$id` child route) shows its answers.
 */
export function RecordsTab<Item extends { _id: string }>({
  page,
  list,
  title,
  noun,
  texts,
  columns,
}: RecordsTabProps<Item>) {
  const open = useOpenRecord();
  const headingId = `${list}-heading`;
  return (
    <section aria-labelledby={headingId}>
      <ListWithRecord
        noun={noun}
        open={open}
        list={
          <>
            <h2 id={headingId}>{title}</h2>
            <ListToolbar list={list} label={noun} />
            <ListView page={page} texts={texts}>
              {(items) => (
                <RecordsTable
                  label={title}
                  items={items}
                  columns={columns}
                  rowKey={(item) => item._id}
                  opensRecords
                />
              )}
            </ListView>
          </>
        }
        record={<Outlet context={{ page } satisfies ListOutletContext<Item>} />}
      />
    </section>
  );
}
