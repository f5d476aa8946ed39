import { Outlet } from "react-router";
import type { FundingInterest } from "../../../../core/schemas/funding-interest";
import type { ListPage } from "../../../../core/schemas/list";
import { formatDateTime } from "../format";
import { ListToolbar } from "../lists/list-toolbar";
import { ListView } from "../lists/list-view";
import { RecordToggle, useOpenRecord } from "../record-toggle";

const TEXTS = {
  loading: "Loading ...",
  empty: "No funding interest found.",
  error: (message: string | undefined) => `Error: ${message ?? "Something went wrong."}`,
};

export function FundingInterestDetails({ interest }: { interest: FundingInterest }) {
  return (
    <div id={`record-${interest._id}`} className="record__details">
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

/** The 'Funding Application' modal of the handbook thank-you page (/test-9). */
export function FundingInterestTab({ page }: { page: Promise<ListPage<FundingInterest>> }) {
  const { openId, toggle } = useOpenRecord();
  return (
    <section aria-labelledby="funding-interest-heading">
      <h2 id="funding-interest-heading">Funding interest</h2>
      <ListToolbar list="funding-interest" label="funding interest" />
      <ListView page={page} texts={TEXTS}>
        {(items) => (
          <ul className="records">
            {items.map((interest) => (
              <li key={interest._id} className="record">
                <div className="record__summary">
                  <div>
                    <p className="record__title">{interest.name}</p>
                    <p className="record__meta">
                      <a href={`mailto:${interest.email}`}>{interest.email}</a>
                      {interest.company ? ` · ${interest.company}` : null} ·{" "}
                      {formatDateTime(interest.createdAt)}
                    </p>
                  </div>
                  <RecordToggle
                    id={interest._id}
                    label={interest.name}
                    open={openId === interest._id}
                    onToggle={() => toggle(interest._id)}
                  />
                </div>
                {/* The open record's route (funding-interest.$id.tsx) shows its answers. */}
                {openId === interest._id ? <Outlet context={interest} /> : null}
              </li>
            ))}
          </ul>
        )}
      </ListView>
    </section>
  );
}
