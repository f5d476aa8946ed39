import { Outlet, useSearchParams } from "react-router";
import type { ListPage } from "../../../../core/schemas/list";
import type { BulkListName } from "../bulk/bulk-api";
import { BulkBar } from "../bulk/bulk-bar";
import { SelectPage, SelectRow } from "../bulk/select-row";
import { filterOfParams, useBulkSelection } from "../bulk/use-bulk-selection";
import { useVisibleColumns } from "../lists/column-chooser";
import type { ColumnsOutletContext } from "../lists/columns-record";
import { ListToolbar } from "../lists/list-toolbar";
import { type ListTexts, ListView } from "../lists/list-view";
import { ListWithRecord } from "../lists/record-pane";
import { type Column, RecordsTable } from "../lists/records-table";
import { useOpenRecord } from "../lists/use-open-record";

type Lead = { _id: string; name: string };

type LeadsTabProps<Item extends Lead> = {
  page: Promise<ListPage<Item>>;
  list: Extract<BulkListName, "pitch-leads" | "consultancy-leads">;
  /** The tab's heading: "Pitch leads". */
  title: string;
  noun: { one: string; many: string };
  texts: ListTexts;
  /** The lead's own columns; the selection's box comes first. */
  columns: Column<Item>[];
};

/**
 * A list of leads from one of the site's lead forms, with bulk actions, and the open lead beside
 * it: its route (pitch-leads.$id.tsx, consultancy-leads.$id.tsx) shows its row's fields.
 */
export function LeadsTab<Item extends Lead>({
  page,
  list,
  title,
  noun,
  texts,
  columns,
}: LeadsTabProps<Item>) {
  const [params] = useSearchParams();
  const filter = filterOfParams(params);
  const selection = useBulkSelection(filter, list);
  const allColumns: Column<Item>[] = [
    {
      header: "Select",
      hideHeader: true,
      head: (items) => <SelectPage selection={selection} ids={items.map((item) => item._id)} />,
      cell: (lead) => <SelectRow selection={selection} id={lead._id} label={lead.name} />,
    },
    ...columns,
  ];
  const visibleColumns = useVisibleColumns(allColumns);
  const open = useOpenRecord();
  const headingId = `${list}-heading`;
  return (
    <section aria-labelledby={headingId}>
      <ListWithRecord
        noun={noun.many}
        open={open}
        list={
          <>
            <h2 id={headingId}>{title}</h2>
            <ListToolbar list={list} label={noun.many} columns={allColumns} />
            <ListView
              page={page}
              texts={texts}
              header={(loaded) => (
                <BulkBar
                  list={list}
                  noun={noun}
                  filter={filter}
                  selection={selection}
                  page={loaded}
                />
              )}
            >
              {(leads) => (
                <RecordsTable
                  label={title}
                  items={leads}
                  columns={visibleColumns}
                  rowKey={(lead) => lead._id}
                  opensRecords
                />
              )}
            </ListView>
          </>
        }
        record={
          <Outlet context={{ page, columns: allColumns } satisfies ColumnsOutletContext<Item>} />
        }
      />
    </section>
  );
}
