import { Outlet, useSearchParams } from "react-router";
import { APPLICATION_STATUSES } from "../../../../core/constants";
import type { AdminApplication } from "../../../../core/schemas/admin";
import type { ListPage } from "../../../../core/schemas/list";
import { LayoutSwitch } from "../board/layout-switch";
import { BulkBar } from "../bulk/bulk-bar";
import { SelectRow } from "../bulk/select-row";
import { filterOfParams, useBulkSelection } from "../bulk/use-bulk-selection";
import { formatDateTime } from "../format";
import { ListToolbar } from "../lists/list-toolbar";
import { ListView } from "../lists/list-view";
import { RecordToggle, useOpenRecord } from "../record-toggle";
import { ReviewsLine } from "../reviews/reviews-line";
import { canAdminister, useStaff } from "../signed-in-staff";
import { TestPaymentMark } from "./application-details";
import { ApplicationStatusControl } from "./application-status-control";
import { ReportButton } from "./report-button";

const TEXTS = {
  loading: "Loading applications...",
  empty: "No applications found.",
  error: (message: string | undefined) => message ?? "Something went wrong.",
};

/** Card colour by status (docs/product.md, section 5.3): Pending blue, Scheduled yellow, In Discussion orange, Resolved green. */
const statusClass = (status: string) => `record--${status.toLowerCase().replaceAll(" ", "-")}`;

/** The Applications tab as a list: the page the URL asks for; the open one in its place. */
export function ApplicationsTab({ page }: { page: Promise<ListPage<AdminApplication>> }) {
  const [params] = useSearchParams();
  const filter = filterOfParams(params);
  const selection = useBulkSelection(filter, "applications");
  const { openId, toggle } = useOpenRecord();
  // A reviewer reads applications; statuses and the evaluation are changed by admins.
  const administers = canAdminister(useStaff());

  return (
    <section aria-labelledby="applications-heading">
      <h2 id="applications-heading">Applications</h2>
      <LayoutSwitch current="list" />
      <ListToolbar
        list="applications"
        label="applications"
        statuses={APPLICATION_STATUSES}
        // Sorting by the median is for admins: it would tell a reviewer what the others scored.
        sorts={administers ? ["newest", "oldest", "median"] : undefined}
      />
      <ListView
        page={page}
        texts={TEXTS}
        header={(loaded) => (
          <BulkBar
            list="applications"
            noun={{ one: "application", many: "applications" }}
            filter={filter}
            selection={selection}
            page={loaded}
            status={{ statuses: APPLICATION_STATUSES }}
          />
        )}
      >
        {(applications) => (
          <ul className="records">
            {applications.map((application) => (
              <li key={application._id} className={`record ${statusClass(application.status)}`}>
                <div className="record__summary">
                  <SelectRow
                    selection={selection}
                    id={application._id}
                    label={application.startupName}
                  />
                  <div>
                    <p className="record__title">
                      {application.startupName}{" "}
                      <span className="status-pill">{application.status}</span>
                      {application.paymentMode === "test" ? <TestPaymentMark /> : null}
                    </p>
                    <p className="record__meta">
                      {application.fullName} ·{" "}
                      <a href={`mailto:${application.email}`}>{application.email}</a> ·{" "}
                      {formatDateTime(application.createdAt)}
                    </p>
                    <ReviewsLine application={application} />
                    {application.scheduleDateTime ? (
                      <p className="record__meta">
                        Scheduled for {formatDateTime(application.scheduleDateTime)}
                      </p>
                    ) : null}
                  </div>
                  {administers ? <ApplicationStatusControl application={application} /> : null}
                  {/* The slot keeps its width, so the status select does not move when Report appears. */}
                  <div className="record__report">
                    {application.status === "Resolved" ? (
                      <ReportButton applicationId={application._id} />
                    ) : null}
                  </div>
                  <RecordToggle
                    id={application._id}
                    label={application.startupName}
                    open={openId === application._id}
                    onToggle={() => toggle(application._id)}
                  />
                </div>
                {/* The open application's route (applications.$id.tsx): its details and reviews. */}
                {openId === application._id ? <Outlet context={application} /> : null}
              </li>
            ))}
          </ul>
        )}
      </ListView>
    </section>
  );
}
