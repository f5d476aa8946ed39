import { ReportView } from "../features/admin/report/report-view";
import { requireAdminToken } from "../features/admin/require-admin-token";
import { metaForLocation } from "../lib/meta";
import "../styles/admin.css";
import "../styles/reviews.css";

export const meta = metaForLocation;
export const clientLoader = requireAdminToken;

export default function ReportPage() {
  return (
    <main className="report-page">
      <ReportView />
    </main>
  );
}
