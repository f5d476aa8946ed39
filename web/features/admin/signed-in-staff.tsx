import { createContext, type ReactNode, useContext } from "react";
import type { AdminMe } from "../../../core/schemas/admin";

/**
 * Who is signed in to the console, and in which role (GET /api/admin/me, loaded once by the
 * dashboard's clientLoader). The server refuses what a role may not do (api/plugins/auth.ts); the
 * console only hides it, so nobody is offered a button that answers 403.
 */
const SignedInStaffContext = createContext<AdminMe | null>(null);

export function SignedInStaffProvider({ me, children }: { me: AdminMe; children: ReactNode }) {
  return <SignedInStaffContext.Provider value={me}>{children}</SignedInStaffContext.Provider>;
}

/** The signed-in staff member; only inside the console (SignedInStaffProvider). */
export function useStaff(): AdminMe {
  const me = useContext(SignedInStaffContext);
  if (!me)
    throw new Error("useStaff() is only available inside the console (SignedInStaffProvider)");
  return me;
}

/**
 * Whether this person may do what only admins may: change statuses, delete, export, see the other
 * lists and manage the staff. A reviewer reads, scores and comments on applications.
 */
export const canAdminister = (me: Pick<AdminMe, "role">) => me.role === "admin";

/** Shows `children` to admins only (a reviewer sees nothing in its place). */
export function AdminsOnly({ children }: { children: ReactNode }) {
  return canAdminister(useStaff()) ? children : null;
}
