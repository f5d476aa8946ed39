import { Outlet } from "react-router";
import { ConsoleFailure } from "../../features/admin/shell/console-failure";
import { consoleMeta } from "../../features/admin/shell/console-meta";
import { OperationsFrame } from "../../features/admin/shell/operations-frame";
import { notForYourRole } from "../../features/admin/staff-session";
import type { Route } from "./+types/operations";

/** The title while a tab's failure shows here (each tab names itself otherwise). */
export const meta = ({ error }: Route.MetaArgs) =>
  consoleMeta(notForYourRole(error) ? "Not for your role" : "Operations")();

/** The Operations view: the menu of tabs beside the tab open. */
export default function Operations() {
  return (
    <OperationsFrame>
      <Outlet />
    </OperationsFrame>
  );
}

/**
 * A tab of another role (its loader's first line refuses it: requireTab), or one that could not be
 * loaded: said in the tab's place, the menu kept.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <OperationsFrame>
      <ConsoleFailure error={error} />
    </OperationsFrame>
  );
}
