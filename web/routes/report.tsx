import { loadReport, ReportView } from "../features/admin/report/report-view";
import { staffMiddleware } from "../features/admin/staff-session";
import { metaForLocation } from "../lib/meta";
import type { Route } from "./+types/report";
import "../styles/admin.css";
import "../styles/reviews.css";

export const meta = metaForLocation;
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [staffMiddleware];

/** The report of the application the dashboard chose (its id in session storage). */
export function clientLoader() {
  return loadReport();
}

export default function ReportPage({ loaderData }: Route.ComponentProps) {
  return (
    <main className="report-page">
      <ReportView report={loaderData.report} />
    </main>
  );
}
