import { Outlet } from "react-router";
import { metaForLocation } from "../lib/meta";
import "../styles/reviews.css";

/** The console's own title: its entry's, as served; a tab's route names itself. */
export const meta = metaForLocation;

/**
 * The console (docs/product.md, section 5.3): the switch between Operations and Assignments is in the
 * staff's header (web/features/admin/shell/dashboard-header.tsx); here, the view.
 */
export default function AdminDashboard() {
  return <Outlet />;
}
