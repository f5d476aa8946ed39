import type { FormActionData, FormFailure } from "../../lib/form-action";

/**
 * The funding application's forms that post to its page's action (routes/application.tsx), each
 * with a hidden `intent` naming it (docs/decisions/076-route-forms.md). The payment step is not
 * one of them: it stays client-driven (docs/decisions/039-forms-on-conform.md).
 */
export const APPLICATION_INTENTS = {
  /** "Save and continue later" (save-for-later.tsx). */
  saveForLater: "save-for-later",
} as const;

/**
 * What the action answered one of the page's forms, the form named by its `intent`: for a saved
 * draft, what the server said (`said`) and the draft's token, for the browser to keep (`token`).
 */
export type ApplicationFormAnswer = { intent: string; said?: string; token?: string } & (
  | FormActionData
  | FormFailure
);
