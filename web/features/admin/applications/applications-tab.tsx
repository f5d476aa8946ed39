import { Outlet, useSearchParams } from "react-router";
import { APPLICATION_STATUSES } from "../../../../core/constants";
import type { AdminApplication } from "../../../../core/schemas/admin";
import type { ListPage } from "../../../../core/schemas/list";
import { LayoutSwitch } from "../board/layout-switch";
import { BulkBar } from "../bulk/bulk-bar";
import { SelectPage, SelectRow } from "../bulk/select-row";
import {
  type BulkSelectionHandle,
  filterOfParams,
  useBulkSelection,
} from "../bulk/use-bulk-selection";
import { formatDateTime } from "../format";
import { ActionMenu } from "../lists/action-menu";
import { ListToolbar } from "../lists/list-toolbar";
import { ListView } from "../lists/list-view";
import { ListWithRecord } from "../lists/record-pane";
import { type Column, RecordsTable } from "../lists/records-table";
import { type OpenRecord, useOpenRecord } from "../lists/use-open-record";
import { ReviewsLine } from "../reviews/reviews-line";
import { canAdminister, useStaff } from "../signed-in-staff";
import { StatusChip } from "../status-chip";
import { TestPaymentMark } from "./application-details";
import { ApplicationStatusControl } from "./application-status-control";
import { DecisionClockCell } from "./decision-clock";
import { LanguageMark } from "./language-mark";
import { openReport } from "./report-button";

const TEXTS = {
  loading: "Loading applications...",
  empty: "No applications found.",
  error: (message: string | undefined) => message ?? "Something went wrong.",
};

function columns(
  selection: BulkSelectionHandle,
  administers: boolean,
  open: OpenRecord,
): Column<AdminApplication>[] {
  return [
    {
      header: "Select",
      hideHeader: true,
      head: (items) => <SelectPage selection={selection} ids={items.map((item) => item._id)} />,
      cell: (application) => (
        <SelectRow selection={selection} id={application._id} label={application.startupName} />
      ),
    },
    {
      header: "Startup",
      opens: true,
      cell: (application) => (
        // The name shortens with "…"; its marks keep their room (web/styles/console-list.css).
        <span className="record-name">
          <span dir="auto" className="record-name__text">
            {application.startupName}
          </span>
          <LanguageMark language={application.language} />
          {application.paymentMode === "test" ? <TestPaymentMark short /> : null}
        </span>
      ),
    },
    { header: "Founder", cell: (application) => <bdi>{application.fullName}</bdi> },
    {
      header: "Status",
      keep: true,
      cell: (application) =>
        // A reviewer reads applications; statuses are changed by admins.
        administers ? (
          <ApplicationStatusControl application={application} inline />
        ) : (
          <StatusChip status={application.status} />
        ),
    },
    {
      header: "Reviews",
      cell: (application) => <ReviewsLine application={application} />,
    },
    {
      header: "Business days to decision",
      cell: (application) => <DecisionClockCell clock={application.clock} />,
    },
    {
      header: "Received",
      nowrap: true,
      cell: (application) => formatDateTime(application.createdAt),
    },
    {
      header: "Scheduled for",
      nowrap: true,
      cell: (application) => formatDateTime(application.scheduleDateTime, "—", { zone: true }),
    },
    {
      header: "Actions",
      hideHeader: true,
      cell: (application) => (
        <ActionMenu
          subject={application.startupName}
          actions={[
            { label: "Open", onSelect: () => open.show(application._id) },
            application.status === "Resolved" && {
              label: "Report",
              onSelect: () => openReport(application._id),
            },
            { label: `E-mail ${application.fullName}`, href: `mailto:${application.email}` },
          ]}
        />
      ),
    },
  ];
}

/** The Applications tab as a list: one line per application, the open one beside it. */
export function ApplicationsTab({ page }: { page: Promise<ListPage<AdminApplication>> }) {
  const [params] = useSearchParams();
  const filter = filterOfParams(params);
  const selection = useBulkSelection(filter, "applications");
  const open = useOpenRecord();
  const administers = canAdminister(useStaff());

  return (
    <section aria-labelledby="applications-heading">
      <ListWithRecord
        noun="applications"
        open={open}
        list={
          <>
            <div className="list-heading">
              <h2 id="applications-heading">Applications</h2>
              <LayoutSwitch current="list" />
            </div>
            <ListToolbar
              list="applications"
              label="applications"
              statuses={APPLICATION_STATUSES}
              // Sorting by the median is for admins: it would tell a reviewer what the others scored.
              sorts={
                administers
                  ? ["newest", "oldest", "waiting", "median"]
                  : ["newest", "oldest", "waiting"]
              }
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
                <RecordsTable
                  label="Applications"
                  items={applications}
                  columns={columns(selection, administers, open)}
                  rowKey={(application) => application._id}
                  opensRecords
                />
              )}
            </ListView>
          </>
        }
        // The open application's route (applications.$id.tsx): answers beside the scorecard.
        record={<Outlet />}
      />
    </section>
  );
}
