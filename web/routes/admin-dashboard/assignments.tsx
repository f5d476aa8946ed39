import { AssignmentsView } from "../../features/admin/assignments/assignments-view";
import { ConsoleFailure } from "../../features/admin/shell/console-failure";
import { consoleMeta } from "../../features/admin/shell/console-meta";
import { adminsOnlyMiddleware } from "../../features/admin/staff-session";
import type { Route } from "./+types/assignments";

export const meta = consoleMeta("Assignments");

/** The admin team's view: a reviewer who types its address is told it is not for them. */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [adminsOnlyMiddleware];

export default function Assignments() {
  return (
    <main className="admin__main">
      <h1>Assignments</h1>
      <AssignmentsView />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main className="admin__main">
      <h1>Assignments</h1>
      <ConsoleFailure error={error} />
    </main>
  );
}
