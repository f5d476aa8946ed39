import { Suspense, use } from "react";
import { useOutletContext, useParams } from "react-router";
import { STAFF_ROLE_LABELS } from "../../../core/constants";
import { formatDateTime } from "../../features/admin/format";
import { RecordHeader } from "../../features/admin/lists/record-pane";
import { RecordLoading } from "../../features/admin/lists/record-states";
import { tabMeta } from "../../features/admin/shell/console-meta";
import type { StaffOutletContext } from "../../features/admin/staff/staff-tab";
import { ActionCell, RoleCell } from "../../features/admin/staff/staff-table";

export const meta = tabMeta("staff");

/** A staff member (or a pending invitation) beside the staff table, from the tab's own list. */
export default function StaffRecord() {
  const { list, actions } = useOutletContext<StaffOutletContext>();
  const id = useParams().id;
  return (
    <Suspense fallback={<RecordLoading />}>
      <StaffPerson list={list} actions={actions} id={id} />
    </Suspense>
  );
}

function StaffPerson({ list, actions, id }: StaffOutletContext & { id: string | undefined }) {
  const loaded = use(list);
  const member = loaded.members.find((candidate) => candidate.id === id);
  const invitation = loaded.invitations.find((candidate) => candidate.id === id);
  if (invitation) {
    return (
      <div className="record__details">
        <RecordHeader title={invitation.email} meta="Invited, not yet joined">
          <ActionCell row={{ kind: "invitation", invitation }} actions={actions} />
        </RecordHeader>
        <dl className="fields">
          <dt>Role</dt>
          <dd>{STAFF_ROLE_LABELS[invitation.role]}</dd>
          <dt>Invited by</dt>
          <dd>{invitation.invitedBy ?? "a former admin"}</dd>
          <dt>Link works until</dt>
          <dd>{formatDateTime(invitation.expiresAt)}</dd>
        </dl>
      </div>
    );
  }
  if (!member) {
    return (
      <p className="list-message" role="status">
        No such staff member.
      </p>
    );
  }
  return (
    <div className="record__details">
      <RecordHeader
        title={`${member.name}${member.id === actions.myId ? " (you)" : ""}`}
        meta={member.username}
      >
        <RoleCell row={{ kind: "member", member }} actions={actions} />
        <ActionCell row={{ kind: "member", member }} actions={actions} />
      </RecordHeader>
      <dl className="fields">
        <dt>Status</dt>
        <dd>{member.status === "active" ? "Active" : "Deactivated"}</dd>
        <dt>Last sign-in</dt>
        <dd>{formatDateTime(member.lastSignInAt, "Never")}</dd>
      </dl>
    </div>
  );
}
