import { Link } from "react-router";

export type DashboardView = "operations" | "assignments";

/** The top switch between Operations and Assignments. */
export function ViewSwitch({ current }: { current: DashboardView }) {
  return (
    <nav className="view-switch" aria-label="Dashboard">
      <Link to="?view=operations" aria-current={current === "operations" ? "page" : undefined}>
        Operations
      </Link>
      <Link to="?view=assignments" aria-current={current === "assignments" ? "page" : undefined}>
        Assignments
      </Link>
    </nav>
  );
}
