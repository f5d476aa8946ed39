import type { FundingInterest } from "../../../../core/schemas/funding-interest";
import type { ListPage } from "../../../../core/schemas/list";
import { formatDateTime } from "../format";
import { RecordHeader } from "../lists/record-pane";
import { RecordsTab } from "../lists/records-tab";
import type { Column } from "../lists/records-table";

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
        <dd dir="auto">{interest.company || "—"}</dd>
        <dt>Idea</dt>
        <dd className="fields__long" dir="auto">
          {interest.idea}
        </dd>
        <dt>Received</dt>
        <dd>{formatDateTime(interest.createdAt)}</dd>
      </dl>
    </div>
  );
}

const COLUMNS: Column<FundingInterest>[] = [
  { header: "Name", opens: true, cell: (interest) => <bdi>{interest.name}</bdi> },
  { header: "E-mail", cell: (interest) => interest.email },
  { header: "Company or startup", cell: (interest) => <bdi>{interest.company || "—"}</bdi> },
  { header: "Received", nowrap: true, cell: (interest) => formatDateTime(interest.createdAt) },
];

/** The 'Funding Application' modal of the handbook thank-you page (/test-9). */
export function FundingInterestTab({ page }: { page: Promise<ListPage<FundingInterest>> }) {
  return (
    <RecordsTab
      page={page}
      list="funding-interest"
      title="Funding interest"
      noun="funding interest"
      texts={TEXTS}
      columns={COLUMNS}
    />
  );
}
