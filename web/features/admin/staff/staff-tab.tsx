import { useState } from "react";
import { Outlet, useFetcher } from "react-router";
import type { StaffInvitation, StaffList, StaffMember } from "../../../../core/schemas/staff";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { ApiError } from "../../../lib/api";
import { AS_JSON } from "../actions";
import { Loaded } from "../lists/loaded";
import { ListWithRecord } from "../lists/record-pane";
import { useOpenRecord } from "../lists/use-open-record";
import { useStaff } from "../signed-in-staff";
import { InviteForm } from "./invite-form";
import type { StaffIntent } from "./staff-action";
import { type StaffActions, StaffTable } from "./staff-table";

/** What the Staff tab hands the staff member open beside it. */
export type StaffOutletContext = { list: Promise<StaffList>; actions: StaffActions };

type Confirming =
  | { kind: "deactivate"; member: StaffMember }
  | { kind: "withdraw"; invitation: StaffInvitation };

/**
 * The Staff tab (admins only): who has an account, in which role, active or not, and when they last
 * signed in; the pending invitations; inviting, changing roles, deactivating and reactivating, each
 * through the tab's clientAction, after which the list loads again.
 */
export function StaffTab({ list }: { list: Promise<StaffList> }) {
  const me = useStaff();
  const open = useOpenRecord();
  const changing = useFetcher();
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const send = (intent: StaffIntent) => void changing.submit(intent, AS_JSON);

  const actions: StaffActions = {
    myId: me.id,
    changeRole: (member, role) => send({ intent: "role", member, role, mine: member.id === me.id }),
    deactivate: (member) => setConfirming({ kind: "deactivate", member }),
    reactivate: (member) => send({ intent: "reactivate", member }),
    withdraw: (invitation) => setConfirming({ kind: "withdraw", invitation }),
  };

  function confirm() {
    const current = confirming;
    setConfirming(null);
    if (current?.kind === "deactivate") send({ intent: "deactivate", member: current.member });
    else if (current?.kind === "withdraw")
      send({ intent: "withdraw", invitation: current.invitation });
  }

  return (
    <section aria-labelledby="staff-heading" className="staff">
      <ListWithRecord
        noun="staff"
        open={open}
        list={
          <>
            <h2 id="staff-heading">Staff</h2>
            <InviteForm />
            <Loaded
              data={list}
              loading={
                <p className="list-message" role="status">
                  Loading staff…
                </p>
              }
              failure={(error) => (
                <p className="list-message list-message--error" role="alert">
                  {(error instanceof ApiError ? error.serverMessage : undefined) ??
                    "Could not load the staff."}
                </p>
              )}
            >
              {(loaded) => (
                <div aria-busy={changing.state !== "idle"}>
                  <StaffTable list={loaded} actions={actions} />
                </div>
              )}
            </Loaded>
          </>
        }
        // A staff member's own route (staff.$id.tsx), for the command palette's "find a colleague".
        record={<Outlet context={{ list, actions } satisfies StaffOutletContext} />}
      />
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
