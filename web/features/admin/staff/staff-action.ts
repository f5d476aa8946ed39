import { parseWithZod } from "@conform-to/zod/v4";
import { redirectDocument } from "react-router";
import { STAFF_ROLE_LABELS } from "../../../../core/constants";
import { StaffInviteSchema, type StaffMember } from "../../../../core/schemas/staff";
import { toast } from "../../../components/ui/toast";
import { errorText } from "../../../lib/api";
import { PATHS } from "../../../paths";
import { type ActionResult, type FormReply, replied } from "../actions";
import { refusalOf } from "../server-field-errors";
import { staffApi } from "./staff-api";

/** What the Staff tab's rows send its clientAction (the invitation is a form of its own). */
export type StaffIntent =
  | {
      intent: "role";
      member: Pick<StaffMember, "id" | "name">;
      role: StaffMember["role"];
      mine: boolean;
    }
  | { intent: "deactivate" | "reactivate"; member: Pick<StaffMember, "id" | "name"> }
  | { intent: "withdraw"; invitation: { id: string; email: string } };

/**
 * An invitation sent, or why not (conform's reply, under the fields or the form); `sentAt` is when
 * the last one went out, refused or not: each invitation sent starts a fresh form, a refusal keeps
 * what was typed.
 */
export type Invited = FormReply & {
  sentAt: number;
  /** No mail went (the server has no SMTP): the link to copy, and to whom. */
  unsent?: { email: string; link: string };
};
let lastSentAt = 0;

const NOT_SENT = {
  fallback: "The invitation could not be sent.",
  network: "Something went wrong.",
};

/**
 * The invitation form, as posted: checked with the server's schema, then sent. Sent: said in a
 * toast, or the link given to copy when the server sends no mail; refused: the server's messages
 * under their fields, or its reason under the form.
 */
export async function invite(formData: FormData): Promise<Invited> {
  const submission = parseWithZod(formData, { schema: StaffInviteSchema });
  if (submission.status !== "success") {
    return { ...replied(false, submission.reply()), sentAt: lastSentAt };
  }
  try {
    const invitation = await staffApi.invite(submission.value);
    lastSentAt = Date.now();
    const sent = { ...replied(true, submission.reply({ resetForm: true })), sentAt: lastSentAt };
    if (invitation.link)
      return { ...sent, unsent: { email: invitation.email, link: invitation.link } };
    toast(`Invitation sent to ${invitation.email}.`, "success");
    return sent;
  } catch (error) {
    const refused = submission.reply(refusalOf(error, errorText(error, NOT_SENT)));
    return { ...replied(false, refused), sentAt: lastSentAt };
  }
}

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
export async function staffAction(intent: StaffIntent): Promise<ActionResult | Response> {
  switch (intent.intent) {
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
