import { Outlet } from "react-router";
import type { FundingInterest } from "../../../../core/schemas/funding-interest";
import type { ListPage } from "../../../../core/schemas/list";
import { formatDateTime } from "../format";
import { ListToolbar } from "../lists/list-toolbar";
import { ListView } from "../lists/list-view";
import { ListWithRecord, RecordHeader } from "../lists/record-pane";
import type { ListOutletContext } from "../lists/record-states";
import { type Column, RecordsTable } from "../lists/records-table";
import { useOpenRecord } from "../lists/use-open-record";

const TEXTS = {
  loading: "Loading ...",
  empty: "No funding interest found.",
  error: (message: string | undefined) => `Error: ${message ?? "Something went wrong."}`,
};

export function FundingInterestDetails({ interest }: { interest: FundingInterest }) {
  return (
    <div id={`record-${interest._id}`} className="record__details">
      <RecordHeader
        title={interest.name}
        meta={<a href={`mailto:${interest.email}`}>{interest.email}</a>}
      />
      <dl className="fields">
        <dt>Company or startup</dt>
        <dd>{interest.company || "—"}</dd>
        <dt>Idea</dt>
        <dd className="fields__long">{interest.idea}</dd>
        <dt>Received</dt>
        <dd>{formatDateTime(interest.createdAt)}</dd>
      </dl>
    </div>
  );
}

const COLUMNS: Column<FundingInterest>[] = [
  { header: "Name", opens: true, cell: (interest) => interest.name },
  { header: "E-mail", cell: (interest) => interest.email },
  { header: "Company or startup", cell: (interest) => interest.company || "—" },
  { header: "Received", nowrap: true, cell: (interest) => formatDateTime(interest.createdAt) },
];

/** The 'Funding Application' modal of the handbook thank-you page (/test-9). */
export function FundingInterestTab({ page }: { page: Promise<ListPage<FundingInterest>> }) {
  const open = useOpenRecord();
  return (
    <section aria-labelledby="funding-interest-heading">
      <ListWithRecord
        noun="funding interest"
        open={open}
        list={
          <>
            <h2 id="funding-interest-heading">Funding interest</h2>
            <ListToolbar list="funding-interest" label="funding interest" />
            <ListView page={page} texts={TEXTS}>
              {(items) => (
                <RecordsTable
                  label="Funding interest"
                  items={items}
                  columns={COLUMNS}
                  rowKey={(interest) => interest._id}
                  opensRecords
                />
              )}
            </ListView>
          </>
        }
        // The open record's route (funding-interest.$id.tsx) shows its answers.
        record={<Outlet context={{ page } satisfies ListOutletContext<FundingInterest>} />}
      />
    </section>
  );
}
