import { Link, useMatch } from "react-router";
import { ASSIGNMENTS_PATH, firstTabPath } from "../../../console-tabs";
import { AdminsOnly, useStaff } from "../signed-in-staff";

/** The top switch between Operations and Assignments (the admin team's: not for reviewers). */
export function ViewSwitch() {
  const assignments = useMatch(ASSIGNMENTS_PATH) !== null;
  return (
    <nav className="view-switch" aria-label="Dashboard">
      <Link to={firstTabPath(useStaff())} aria-current={assignments ? undefined : "page"}>
        Operations
      </Link>
      <AdminsOnly>
        <Link to={ASSIGNMENTS_PATH} aria-current={assignments ? "page" : undefined}>
          Assignments
        </Link>
      </AdminsOnly>
    </nav>
  );
}
