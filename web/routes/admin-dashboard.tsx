import { useLoaderData, useSearchParams } from "react-router";
import { AssignmentsView } from "../features/admin/assignments/assignments-view";
import { BackgroundWorkTab } from "../features/admin/background-work/background-work-tab";
import { ApplicationsView } from "../features/admin/board/applications-board-tab";
import { ConsultancyRequestsTab } from "../features/admin/consultancy-requests/consultancy-requests-tab";
import { ContactsTab } from "../features/admin/contacts/contacts-tab";
import { DraftFunnelTab } from "../features/admin/drafts/draft-funnel-tab";
import { FundingInterestTab } from "../features/admin/funding-interest/funding-interest-tab";
import { ConsultancyLeadsTab } from "../features/admin/leads/consultancy-leads-tab";
import { PitchLeadsTab } from "../features/admin/leads/pitch-leads-tab";
import { MailTemplatesTab } from "../features/admin/mail-templates/mail-templates-tab";
import { loadSignedInStaff } from "../features/admin/require-admin-token";
import { ReviewQueueTab } from "../features/admin/reviews/review-queue-tab";
import { WeightsTab } from "../features/admin/reviews/weights-tab";
import { DashboardHeader } from "../features/admin/shell/dashboard-header";
import { OperationsMenu } from "../features/admin/shell/operations-menu";
import { type OperationTab, tabOf } from "../features/admin/shell/tabs";
import { type DashboardView, ViewSwitch } from "../features/admin/shell/view-switch";
import { canAdminister, SignedInStaffProvider } from "../features/admin/signed-in-staff";
import { SiteContentTab } from "../features/admin/site-content/site-content-tab";
import { StaffTab } from "../features/admin/staff/staff-tab";
import { SubscribersTab } from "../features/admin/subscribers/subscribers-tab";
import { metaForLocation } from "../lib/meta";
import "../styles/admin.css";
import "../styles/reviews.css";

export const meta = metaForLocation;

/** Without a token, to the login; with one, who is signed in and in which role (the tabs depend on it). */
export const clientLoader = loadSignedInStaff;

// Moving between tabs only changes the search: the signed-in person stays the same.
export const shouldRevalidate = () => false;

const TAB_VIEWS: Record<OperationTab["id"], () => React.ReactNode> = {
  contacts: () => <ContactsTab />,
  subscribers: () => <SubscribersTab />,
  applications: () => <ApplicationsView />,
  "review-queue": () => <ReviewQueueTab />,
  "scorecard-weights": () => <WeightsTab />,
  "lead-pitch": () => <PitchLeadsTab />,
  "consultancy-leads": () => <ConsultancyLeadsTab />,
  "consultancy-requests": () => <ConsultancyRequestsTab />,
  "funding-interest": () => <FundingInterestTab />,
  "events-cohorts": () => <SiteContentTab />,
  "background-work": () => <BackgroundWorkTab />,
  staff: () => <StaffTab />,
  "mail-templates": () => <MailTemplatesTab />,
  drafts: () => <DraftFunnelTab />,
};

export default function AdminDashboard() {
  const { me } = useLoaderData<typeof clientLoader>();
  const [params] = useSearchParams();
  // Assignments are the admin team's: a reviewer is shown Operations (their Applications).
  const view: DashboardView =
    params.get("view") === "assignments" && canAdminister(me) ? "assignments" : "operations";
  const tab = tabOf(params.get("tab"), me);
  return (
    <SignedInStaffProvider me={me}>
      <div className="admin">
        <DashboardHeader />
        <ViewSwitch current={view} />
        {view === "operations" ? (
          <div className="admin__operations">
            <OperationsMenu current={tab} />
            <main className="admin__main" key={tab.id}>
              <h1 className="visually-hidden">Operations</h1>
              {TAB_VIEWS[tab.id]()}
            </main>
          </div>
        ) : (
          <main className="admin__main">
            <h1>Assignments</h1>
            <AssignmentsView />
          </main>
        )}
      </div>
    </SignedInStaffProvider>
  );
}
