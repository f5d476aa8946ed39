import { STAFF_ROLE_LABELS, STAFF_ROLES } from "../../../../core/constants";
import type { StaffInvitation, StaffList, StaffMember } from "../../../../core/schemas/staff";
import { formatDateTime } from "../format";
import { RecordsTable } from "../lists/records-table";

export type Row =
  | { kind: "member"; member: StaffMember }
  | { kind: "invitation"; invitation: StaffInvitation };

export type StaffActions = {
  /** The signed-in admin's id: their own row says "(you)". */
  myId: string;
  changeRole: (member: StaffMember, role: StaffMember["role"]) => void;
  deactivate: (member: StaffMember) => void;
  reactivate: (member: StaffMember) => void;
  withdraw: (invitation: StaffInvitation) => void;
};

const STATUS_LABELS = { active: "Active", deactivated: "Deactivated" } as const;

/** Everyone with an account, then the pending invitations, one row each with its actions. */
export function StaffTable({ list, actions }: { list: StaffList; actions: StaffActions }) {
  const rows: Row[] = [
    ...list.members.map((member) => ({ kind: "member" as const, member })),
    ...list.invitations.map((invitation) => ({ kind: "invitation" as const, invitation })),
  ];
  return (
    <RecordsTable
      label="Staff and invitations"
      items={rows}
      rowKey={(row) => (row.kind === "member" ? row.member.id : row.invitation.id)}
      opensRecords
      columns={[
        {
          header: "Name",
          opens: true,
          cell: (row) =>
            row.kind === "member" ? (
              <>
                {row.member.name}
                {row.member.id === actions.myId ? " (you)" : null}
              </>
            ) : (
              <span className="staff__muted">Not yet chosen</span>
            ),
        },
        {
          header: "Username / e-mail",
          cell: (row) => (
            <Breakable text={row.kind === "member" ? row.member.username : row.invitation.email} />
          ),
        },
        { header: "Role", keep: true, cell: (row) => <RoleCell row={row} actions={actions} /> },
        {
          header: "Status",
          cell: (row) =>
            row.kind === "member" ? (
              <span className={`staff-status staff-status--${row.member.status}`}>
                {STATUS_LABELS[row.member.status]}
              </span>
            ) : (
              <span className="staff-status staff-status--invited">
                Invited
                <span className="staff__muted">
                  {" "}
                  by {row.invitation.invitedBy ?? "a former admin"}, until{" "}
                  {formatDateTime(row.invitation.expiresAt)}
                </span>
              </span>
            ),
        },
        {
          header: "Last sign-in",
          nowrap: true,
          cell: (row) =>
            row.kind === "member" ? formatDateTime(row.member.lastSignInAt, "Never") : "—",
        },
        {
          header: "Actions",
          hideHeader: true,
          cell: (row) => <ActionCell row={row} actions={actions} />,
        },
      ]}
    />
  );
}

/** An address that may wrap after its @ and before its dots, never inside a word. */
function Breakable({ text }: { text: string }) {
  const parts = text.split(/(?=[.@])/);
  return parts.map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, in order
    <span key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </span>
  ));
}

export function RoleCell({ row, actions }: { row: Row; actions: StaffActions }) {
  if (row.kind === "invitation") return STAFF_ROLE_LABELS[row.invitation.role];
  const { member } = row;
  return (
    <select
      className="staff__role"
      aria-label={`Role of ${member.name}`}
      value={member.role}
      onChange={(event) => actions.changeRole(member, event.target.value as StaffMember["role"])}
    >
      {STAFF_ROLES.map((role) => (
        <option key={role} value={role}>
          {STAFF_ROLE_LABELS[role]}
        </option>
      ))}
    </select>
  );
}

export function ActionCell({ row, actions }: { row: Row; actions: StaffActions }) {
  if (row.kind === "invitation") {
    return (
      <button
        type="button"
        className="button button--small"
        onClick={() => actions.withdraw(row.invitation)}
      >
        Withdraw<span className="visually-hidden"> the invitation to {row.invitation.email}</span>
      </button>
    );
  }
  const { member } = row;
  const active = member.status === "active";
  return (
    <button
      type="button"
      className="button button--small"
      onClick={() => (active ? actions.deactivate(member) : actions.reactivate(member))}
    >
      {active ? "Deactivate" : "Reactivate"}
      <span className="visually-hidden"> {member.name}</span>
    </button>
  );
}
