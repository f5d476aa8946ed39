import { redirectDocument } from "react-router";
import { STAFF_ROLE_LABELS } from "../../../../core/constants";
import type { StaffInviteInput, StaffMember } from "../../../../core/schemas/staff";
import { toast } from "../../../components/ui/toast";
import { errorText } from "../../../lib/api";
import { PATHS } from "../../../paths";
import type { ActionResult } from "../actions";
import { staffApi } from "./staff-api";

/** What the Staff tab sends its clientAction. */
export type StaffIntent =
  | { intent: "invite"; invitation: StaffInviteInput }
  | {
      intent: "role";
      member: Pick<StaffMember, "id" | "name">;
      role: StaffMember["role"];
      mine: boolean;
    }
  | { intent: "deactivate" | "reactivate"; member: Pick<StaffMember, "id" | "name"> }
  | { intent: "withdraw"; invitation: { id: string; email: string } };

/**
 * An invitation sent, or why not (said under the form); `sentAt` is when the last one went out,
 * refused or not: each invitation sent starts a fresh form, a refusal keeps what was typed.
 */
export type Invited = {
  ok: boolean;
  sentAt: number;
  error?: string;
  /** No mail went (the server has no SMTP): the link to copy, and to whom. */
  unsent?: { email: string; link: string };
};
let lastSentAt = 0;

const FAILED = { fallback: "The change could not be saved.", network: "Something went wrong." };

/** Runs a change, says how it went; the list loads again as the server now has it. */
async function change(run: () => Promise<unknown>, done: string): Promise<ActionResult> {
  try {
    await run();
    toast(done, "success");
    return { ok: true };
  } catch (error) {
    toast(errorText(error, FAILED), "error");
    return { ok: false };
  }
}

/** The clientAction of the Staff tab (admins only, like the routes: api/routes/staff/index.ts). */
export async function staffAction(intent: StaffIntent): Promise<ActionResult | Invited | Response> {
  switch (intent.intent) {
    case "invite":
      try {
        const invitation = await staffApi.invite(intent.invitation);
        lastSentAt = Date.now();
        if (invitation.link) {
          return {
            ok: true,
            sentAt: lastSentAt,
            unsent: { email: invitation.email, link: invitation.link },
          };
        }
        toast(`Invitation sent to ${invitation.email}.`, "success");
        return { ok: true, sentAt: lastSentAt };
      } catch (error) {
        const text = {
          fallback: "The invitation could not be sent.",
          network: "Something went wrong.",
        };
        return { ok: false, sentAt: lastSentAt, error: errorText(error, text) };
      }
    case "role": {
      const { member, role } = intent;
      const done = await change(
        () => staffApi.changeRole(member.id, { role }),
        `${member.name} is now ${STAFF_ROLE_LABELS[role].toLowerCase()}.`,
      );
      // Your own role decides what this console shows: open it again as what you now are.
      return done.ok && intent.mine ? redirectDocument(PATHS.adminDashboard) : done;
    }
    case "deactivate":
      return change(
        () => staffApi.deactivate(intent.member.id),
        `${intent.member.name} is deactivated and signed out everywhere.`,
      );
    case "reactivate":
      return change(
        () => staffApi.reactivate(intent.member.id),
        `${intent.member.name} can sign in again.`,
      );
    case "withdraw":
      return change(
        () => staffApi.withdrawInvitation(intent.invitation.id),
        `The invitation to ${intent.invitation.email} is withdrawn.`,
      );
  }
}
