import { useState } from "react";
import { STAFF_ROLE_LABELS } from "../../../../core/constants";
import type { StaffInvitation, StaffMember } from "../../../../core/schemas/staff";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { useToast } from "../../../components/ui/toast";
import { ApiError, errorText } from "../../../lib/api";
import { PATHS } from "../../../paths";
import { useStaff } from "../signed-in-staff";
import { InviteForm } from "./invite-form";
import { staffApi } from "./staff-api";
import { type StaffActions, StaffTable } from "./staff-table";
import { useStaffList } from "./use-staff-list";

type Confirming =
  | { kind: "deactivate"; member: StaffMember }
  | { kind: "withdraw"; invitation: StaffInvitation };

const FAILED = { fallback: "The change could not be saved.", network: "Something went wrong." };

/**
 * The Staff tab (admins only): who has an account, in which role, active or not, and when they last
 * signed in; the pending invitations; inviting, changing roles, deactivating and reactivating.
 */
export function StaffTab() {
  const me = useStaff();
  const showToast = useToast();
  const { state, reload } = useStaffList();
  const [confirming, setConfirming] = useState<Confirming | null>(null);

  /** Runs a change, says how it went, and shows the list as the server now has it. */
  async function change(run: () => Promise<unknown>, done: string) {
    try {
      await run();
      showToast(done, "success");
    } catch (error) {
      showToast(errorText(error, FAILED), "error");
    }
    reload();
  }

  const actions: StaffActions = {
    myId: me.id,
    changeRole: (member, role) =>
      change(async () => {
        await staffApi.changeRole(member.id, { role });
        // Your own role decides what this console shows: open it again as what you now are.
        if (member.id === me.id) window.location.assign(PATHS.adminDashboard);
      }, `${member.name} is now ${STAFF_ROLE_LABELS[role].toLowerCase()}.`),
    deactivate: (member) => setConfirming({ kind: "deactivate", member }),
    reactivate: (member) =>
      change(() => staffApi.reactivate(member.id), `${member.name} can sign in again.`),
    withdraw: (invitation) => setConfirming({ kind: "withdraw", invitation }),
  };

  function confirm() {
    const current = confirming;
    setConfirming(null);
    if (current?.kind === "deactivate") {
      void change(
        () => staffApi.deactivate(current.member.id),
        `${current.member.name} is deactivated and signed out everywhere.`,
      );
    } else if (current?.kind === "withdraw") {
      void change(
        () => staffApi.withdrawInvitation(current.invitation.id),
        `The invitation to ${current.invitation.email} is withdrawn.`,
      );
    }
  }

  return (
    <section aria-labelledby="staff-heading" className="staff">
      <h2 id="staff-heading">Staff</h2>
      <InviteForm onInvited={reload} />
      {state.phase === "error" ? (
        <p className="list-message list-message--error" role="alert">
          {(state.error instanceof ApiError ? state.error.serverMessage : undefined) ??
            "Could not load the staff."}
        </p>
      ) : state.list ? (
        <div aria-busy={state.phase === "loading"}>
          <StaffTable list={state.list} actions={actions} />
        </div>
      ) : (
        <p className="list-message" role="status">
          Loading staff…
        </p>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.kind === "withdraw" ? "Withdraw invitation" : "Deactivate account"}
        confirmLabel={confirming?.kind === "withdraw" ? "Withdraw" : "Deactivate"}
        onCancel={() => setConfirming(null)}
        onConfirm={confirm}
      >
        {confirming?.kind === "withdraw" ? (
          <p>The link sent to {confirming.invitation.email} will stop working.</p>
        ) : confirming?.kind === "deactivate" ? (
          <p>
            {confirming.member.name} will be signed out everywhere at once and cannot sign in until
            an admin reactivates the account.
          </p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
