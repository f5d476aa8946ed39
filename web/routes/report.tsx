import { ReportView } from "../features/admin/report/report-view";
import { staffMiddleware } from "../features/admin/staff-session";
import { metaForLocation } from "../lib/meta";
import type { Route } from "./+types/report";
import "../styles/admin.css";
import "../styles/reviews.css";

export const meta = metaForLocation;
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [staffMiddleware];

export default function ReportPage() {
  return (
    <main className="report-page">
      <ReportView />
    </main>
  );
}
