import { ReportView } from "../features/admin/report/report-view";
import { metaForLocation } from "../lib/meta";
import "../styles/admin.css";

export const meta = metaForLocation;

export default function ReportPage() {
  return (
    <main className="report-page">
      <ReportView />
    </main>
  );
}
