import { Outlet } from "react-router";
import { ConsoleFailure } from "../../features/admin/shell/console-failure";
import { OperationsFrame } from "../../features/admin/shell/operations-frame";
import { tabRoleMiddleware } from "../../features/admin/staff-session";
import type { Route } from "./+types/operations";

/** A tab of another role stops here, before its loader calls the API. */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [tabRoleMiddleware];

/** The Operations view: the menu of tabs beside the tab open. */
export default function Operations() {
  return (
    <OperationsFrame>
      <Outlet />
    </OperationsFrame>
  );
}

/** A tab of another role, or one that could not be loaded: said in the tab's place, menu kept. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <OperationsFrame>
      <ConsoleFailure error={error} />
    </OperationsFrame>
  );
}
