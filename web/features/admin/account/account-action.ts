import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { TotpEnrolment } from "../../../../core/schemas/account";
import { ConflictsFormSchema } from "../../../../core/schemas/conflicts";
import { OverdueDigestFormSchema } from "../../../../core/schemas/overdue-applications";
import { PasswordChangeFormSchema } from "../../../../core/schemas/staff";
import { toast } from "../../../components/ui/toast";
import { errorText } from "../../../lib/api";
import { answered, type FormReply, replied } from "../actions";
import { later } from "../lists/loaded";
import { refusalOf } from "../server-field-errors";
import { accountApi } from "./account-api";
import { conflictsApi } from "./conflicts-api";
import { dealDigestApi } from "./deal-digest-api";
import { overdueDigestApi } from "./overdue-digest-api";
import { ProofFormSchema } from "./proof-form-schema";
import { ConfirmSetupFormSchema } from "./totp-setup-schema";

/**
 * The Account screen's sections: the second factor and the open sessions; for admins, who share
 * deals and decide applications, the daily deal digest and the daily overdue mail too.
 */
export function loadAccount(me: { role: string }) {
  return {
    security: later(accountApi.security()),
    sessions: later(accountApi.sessions()),
    conflicts: later(conflictsApi.get()),
    digest: me.role === "admin" ? later(dealDigestApi.get()) : null,
    overdue: me.role === "admin" ? later(overdueDigestApi.get()) : null,
  };
}
export type AccountData = ReturnType<typeof loadAccount>;

/** What the two-step section shows: the summary, one of the forms, or new recovery codes (once). */
export type TotpMode =
  | { name: "summary" }
  | { name: "setup"; enrolment?: TotpEnrolment }
  | { name: "proof"; for: "replace" | "codes" | "off" }
  | { name: "codes"; codes: string[] };

/** What the Account screen sends its clientAction. */
export type AccountIntent =
  | { intent: "start-setup"; proof?: string }
  | { intent: "confirm-setup"; code: string }
  | { intent: "recovery-codes"; proof: string }
  | { intent: "turn-off"; proof: string }
  | { intent: "end-session"; sessionId: string }
  | { intent: "end-others" }
  | { intent: "deal-digest"; on: boolean };

/** A step of the second factor done, with what the section shows next; or why not. */
export type TotpAnswer = FormReply & { next?: TotpMode };

const TEXTS = { fallback: "That did not work.", network: "Something went wrong." };
const SETUP_TEXTS = {
  fallback: "That did not work. Please try again.",
  network: "Something went wrong.",
};

/**
 * The password form, as posted: checked with the server's schema, then sent. Changed: said in a
 * toast, and the form empties; refused: the server's reason under the form.
 */
export async function changePassword(formData: FormData): Promise<FormReply> {
  const submission = parseWithZod(formData, { schema: PasswordChangeFormSchema });
  if (submission.status !== "success") return replied(false, submission.reply());
  const { currentPassword, newPassword } = submission.value;
  try {
    toast((await accountApi.changePassword({ currentPassword, newPassword })).message);
    return replied(true, submission.reply({ resetForm: true }));
  } catch (error) {
    return replied(false, submission.reply({ formErrors: [errorText(error, TEXTS)] }));
  }
}

/** The overdue mail form's intent, beside its box: the clientAction tells the form apart by it. */
export const OVERDUE_DIGEST_INTENT = "overdue-digest";

/**
 * The daily overdue mail's form, as posted: checked with the server's schema, then sent. Saved:
 * said in a toast (the screen loads the setting again); refused: the server's reason under it.
 */
export async function saveOverdueDigest(formData: FormData): Promise<FormReply> {
  const submission = parseWithZod(formData, { schema: OverdueDigestFormSchema });
  if (submission.status !== "success") return replied(false, submission.reply());
  try {
    const { on } = await overdueDigestApi.set({ on: submission.value.on });
    toast(on ? "The daily overdue mail is on." : "The daily overdue mail is off.");
    return replied(true, submission.reply());
  } catch (error) {
    return replied(false, submission.reply({ formErrors: [errorText(error, TEXTS)] }));
  }
}

/** The conflicts form's intent, beside its rows: the clientAction tells the form apart by it. */
export const CONFLICTS_INTENT = "conflicts";

/**
 * The declared conflicts, as posted (every row, in order): checked with the server's schema, then
 * sent as the whole list. Saved: said in a toast (the screen loads the list again); refused: the
 * server's messages under their rows, or its reason under the form.
 */
export async function saveConflicts(formData: FormData): Promise<FormReply> {
  const submission = parseWithZod(formData, { schema: ConflictsFormSchema });
  if (submission.status !== "success") return replied(false, submission.reply());
  try {
    const { conflicts } = await conflictsApi.set({ conflicts: submission.value.conflicts });
    toast(
      conflicts.length === 1
        ? "1 conflict of interest declared."
        : `${conflicts.length} conflicts of interest declared.`,
    );
    return replied(true, submission.reply());
  } catch (error) {
    return replied(false, submission.reply(refusalOf(error, errorText(error, TEXTS))));
  }
}

/**
 * The proof form, as posted (moving to a new phone, new recovery codes, turning the app off):
 * checked with the call's schema, then the step made; a refused proof is said under the form.
 */
export async function proveAndChange(formData: FormData): Promise<TotpAnswer> {
  const submission = parseWithZod(formData, { schema: ProofFormSchema });
  if (submission.status !== "success") return replied(false, submission.reply());
  return withReply(submission, await accountAction(submission.value));
}

/**
 * The set-up's form, as posted (the app's first code): checked with the call's schema, then sent;
 * turned on, the section shows the recovery codes; a refused code is said under the form.
 */
export async function confirmSetup(formData: FormData): Promise<TotpAnswer> {
  const submission = parseWithZod(formData, { schema: ConfirmSetupFormSchema });
  if (submission.status !== "success") return replied(false, submission.reply());
  return withReply(submission, await accountAction(submission.value));
}

/** A step's answer with conform's reply: the form emptied once done, or why not under it. */
function withReply(submission: Submission<unknown>, answer: TotpAnswer): TotpAnswer {
  return {
    ...answer,
    result: submission.reply(
      answer.ok ? { resetForm: true } : { formErrors: [answer.error ?? TEXTS.fallback] },
    ),
  };
}

/**
 * The clientAction of the Account screen: each step of the second factor answers what the section
 * shows next; sessions ended are said in a toast. The screen's data loads again after each.
 */
export async function accountAction(intent: AccountIntent): Promise<TotpAnswer> {
  try {
    switch (intent.intent) {
      case "start-setup": {
        // The proof (moving to a new phone) goes with the request for the new secret.
        const enrolment = await accountApi.startSetup(
          intent.proof === undefined ? {} : { proof: intent.proof },
        );
        return { ...answered(true), next: { name: "setup", enrolment } };
      }
      case "confirm-setup": {
        const { recoveryCodes, message } = await accountApi.confirmSetup({ code: intent.code });
        toast(message);
        return { ...answered(true), next: { name: "codes", codes: recoveryCodes } };
      }
      case "recovery-codes": {
        const { recoveryCodes } = await accountApi.newRecoveryCodes({ proof: intent.proof });
        return { ...answered(true), next: { name: "codes", codes: recoveryCodes } };
      }
      case "turn-off":
        toast((await accountApi.turnOff({ proof: intent.proof })).message);
        return { ...answered(true), next: { name: "summary" } };
      case "end-session":
        toast((await accountApi.endSession(intent.sessionId)).message);
        return answered(true);
      case "end-others":
        toast((await accountApi.endOtherSessions()).message);
        return answered(true);
      case "deal-digest": {
        const { on } = await dealDigestApi.set(intent.on);
        toast(on ? "The daily deal digest is on." : "The daily deal digest is off.");
        return answered(true);
      }
    }
  } catch (error) {
    if (
      intent.intent === "end-session" ||
      intent.intent === "end-others" ||
      intent.intent === "deal-digest"
    ) {
      toast(errorText(error, TEXTS), "error");
      return answered(false);
    }
    // The set-up's own steps say it as the set-up does; a refused proof as the proof form does.
    const setup =
      (intent.intent === "start-setup" && intent.proof === undefined) ||
      intent.intent === "confirm-setup";
    return answered(false, errorText(error, setup ? SETUP_TEXTS : TEXTS));
  }
}
