import { Outlet } from "react-router";
import { ViewSwitch } from "../features/admin/shell/view-switch";
import { metaForLocation } from "../lib/meta";
import "../styles/reviews.css";

/** The console's own title: its entry's, as served; a tab's route names itself. */
export const meta = metaForLocation;

/** The console (docs/product.md, section 5.3): the switch between Operations and Assignments, then the view. */
export default function AdminDashboard() {
  return (
    <>
      <ViewSwitch />
      <Outlet />
    </>
  );
}
