import { Outlet } from "react-router";
import { ViewSwitch } from "../features/admin/shell/view-switch";
import "../styles/reviews.css";

/** The console (docs/product.md, section 5.3): the switch between Operations and Assignments, then the view. */
export default function AdminDashboard() {
  return (
    <>
      <ViewSwitch />
      <Outlet />
    </>
  );
}
