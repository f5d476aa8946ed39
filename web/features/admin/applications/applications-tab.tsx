import { APPLICATION_STATUSES } from "../../../../core/constants";
import type { AdminApplication } from "../../../../core/schemas/admin";
import { SCHEDULE_RULE, scheduleFor } from "../../../../core/status-schedule";
import { useToast } from "../../../components/ui/toast";
import { errorText } from "../../../lib/api";
import { adminApi } from "../admin-api";
import { LayoutSwitch } from "../board/layout-switch";
import { BulkBar } from "../bulk/bulk-bar";
import { SelectRow } from "../bulk/select-row";
import { filterOfQuery, useBulkSelection } from "../bulk/use-bulk-selection";
import { formatDateTime } from "../format";
import { ListToolbar } from "../lists/list-toolbar";
import { ListView } from "../lists/list-view";
import { useAdminList } from "../lists/use-admin-list";
import { RecordToggle, useOpenRecord } from "../record-toggle";
import { ReviewsLine } from "../reviews/reviews-line";
import { canAdminister, useStaff } from "../signed-in-staff";
import { ApplicationDetails, TestPaymentMark } from "./application-details";
import { ApplicationStatusControl } from "./application-status-control";
import { ReportButton } from "./report-button";

const TEXTS = {
  loading: "Loading applications...",
  empty: "No applications found.",
  error: (message: string | undefined) => message ?? "Something went wrong.",
};

/** Card colour by status (docs/product.md §5.3): Pending blue, Scheduled yellow, In Discussion orange, Resolved green. */
const statusClass = (status: string) => `record--${status.toLowerCase().replaceAll(" ", "-")}`;

export function ApplicationsTab() {
  const { state, query, replaceItem, reload } = useAdminList("applications");
  const filter = filterOfQuery(query);
  const selection = useBulkSelection(filter);
  const { openId, toggle } = useOpenRecord();
  const showToast = useToast();
  // A reviewer reads applications; statuses and the evaluation are changed by admins.
  const administers = canAdminister(useStaff());

  const save = async (
    application: AdminApplication,
    change: Parameters<typeof adminApi.updateApplication>[0],
  ) => {
    try {
      const updated = await adminApi.updateApplication(change);
      // The update answers the application; how it was paid and its reviews do not change.
      replaceItem((item) => item._id === application._id, {
        ...application,
        ...updated,
      });
      const notified = "notify" in change && change.notify ? " (the founder is notified)" : "";
      showToast(`${application.startupName}: ${updated.status}${notified}`, "success");
    } catch (error) {
      showToast(
        errorText(error, {
          fallback: "Failed to update the application",
          network: "Something went wrong.",
        }),
        "error",
      );
      throw error;
    }
  };

  return (
    <section aria-labelledby="applications-heading">
      <h2 id="applications-heading">Applications</h2>
      <LayoutSwitch current="list" />
      <ListToolbar
        list="applications"
        label="applications"
        query={query}
        statuses={APPLICATION_STATUSES}
        // Sorting by the median is for admins: it would tell a reviewer what the others scored.
        sorts={administers ? ["newest", "oldest", "median"] : undefined}
      />
      <BulkBar
        list="applications"
        noun={{ one: "application", many: "applications" }}
        filter={filter}
        selection={selection}
        page={state.phase === "error" ? undefined : state.page}
        status={{ list: "applications", statuses: APPLICATION_STATUSES }}
        onChanged={reload}
      />
      <ListView state={state} texts={TEXTS}>
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
                  {administers ? (
                    <ApplicationStatusControl
                      application={application}
                      onChange={(status, schedule, notify) =>
                        save(application, {
                          applicationId: application._id,
                          status,
                          scheduleDateTime: scheduleFor(
                            status,
                            schedule,
                            SCHEDULE_RULE.application,
                          ),
                          ...(notify ? { notify } : {}),
                        })
                      }
                    />
                  ) : null}
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
                {openId === application._id ? (
                  <ApplicationDetails
                    application={application}
                    onEvaluate={
                      administers
                        ? (adminAnswers) =>
                            save(application, { applicationId: application._id, adminAnswers })
                        : null
                    }
                  />
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </ListView>
    </section>
  );
}
