import { sentAsJson } from "../../features/admin/actions";
import {
  type AssignmentsIntent,
  addFromForm,
  assignmentsAction,
  loadAssignments,
} from "../../features/admin/assignments/assignments-action";

import { AssignmentsView } from "../../features/admin/assignments/assignments-view";
import { ConsoleFailure } from "../../features/admin/shell/console-failure";
import { consoleMeta } from "../../features/admin/shell/console-meta";
import { requireAdmin } from "../../features/admin/staff-session";
import type { Route } from "./+types/assignments";

export const meta = consoleMeta("Assignments");

/**
 * The tasks, meetings, pitch slots and documents, each shown as it arrives. The admin team's view:
 * a reviewer who types its address is told it is not for them.
 */
export function clientLoader({ context }: Route.ClientLoaderArgs) {
  requireAdmin(context);
  return loadAssignments();
}

/**
 * A task, subtask, meeting, pitch slot or document added, changed or removed: a new task or
 * document as its form's data, the other changes as JSON.
 */
export async function clientAction({ request }: Route.ClientActionArgs) {
  if (sentAsJson(request)) {
    return assignmentsAction((await request.json()) as AssignmentsIntent);
  }
  return addFromForm(await request.formData());
}

export default function Assignments({ loaderData }: Route.ComponentProps) {
  return (
    <main className="admin__main assignments-page">
      <h1>Assignments</h1>
      <AssignmentsView data={loaderData} />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main className="admin__main assignments-page">
      <h1>Assignments</h1>
      <ConsoleFailure error={error} />
    </main>
  );
}
