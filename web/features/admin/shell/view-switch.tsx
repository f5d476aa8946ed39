import { Link } from "react-router";
import { AdminsOnly } from "../signed-in-staff";

export type DashboardView = "operations" | "assignments";

/** The top switch between Operations and Assignments (the admin team's: not for reviewers). */
export function ViewSwitch({ current }: { current: DashboardView }) {
  return (
    <nav className="view-switch" aria-label="Dashboard">
      <Link to="?view=operations" aria-current={current === "operations" ? "page" : undefined}>
        Operations
      </Link>
      <AdminsOnly>
        <Link to="?view=assignments" aria-current={current === "assignments" ? "page" : undefined}>
          Assignments
        </Link>
      </AdminsOnly>
    </nav>
  );
}
