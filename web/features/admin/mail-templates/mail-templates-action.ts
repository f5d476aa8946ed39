import { parseWithZod } from "@conform-to/zod/v4";
import { DECISION_MAIL_LABELS, type DecisionMailKind } from "../../../../core/decision-mails";
import type { Language } from "../../../../core/languages";
import { MailTemplateFormSchema } from "../../../../core/schemas/mail-template";
import { toast } from "../../../components/ui/toast";
import { errorText } from "../../../lib/api";
import { answered, type FormAnswer, type FormReply, replied } from "../actions";
import { fieldErrorsOf } from "../server-field-errors";
import { mailTemplatesApi } from "./mail-templates-api";

/** What a template's reset button sends the tab's clientAction as JSON. */
export type MailTemplatesIntent = { intent: "reset"; kind: DecisionMailKind; language: Language };

const IN_LANGUAGE: Record<Language, string> = { en: "", ar: " in Arabic" };
const labelOf = (kind: DecisionMailKind, language: Language) =>
  `${DECISION_MAIL_LABELS[kind]}${IN_LANGUAGE[language]}`;

/** A refusal, said in a toast. */
function refused(error: unknown) {
  const text = { fallback: "The template was not saved.", network: "Something went wrong." };
  toast(errorText(error, text), "error");
}

/**
 * A template's form, checked with the server's schema, then saved and said in a toast; the
 * templates load again. The server's messages for the fields go under them.
 */
export async function saveTemplate(formData: FormData): Promise<FormReply> {
  const submission = parseWithZod(formData, { schema: MailTemplateFormSchema });
  if (submission.status !== "success") return replied(false, submission.reply());
  const { kind, ...input } = submission.value;
  try {
    await mailTemplatesApi.save(kind, input);
    toast(`${labelOf(kind, input.language)}: saved`, "success");
    return replied(true, submission.reply());
  } catch (error) {
    refused(error);
    return replied(false, submission.reply({ fieldErrors: fieldErrorsOf(error) }));
  }
}

/** A template's built-in text back, said in a toast; the templates load again. */
export async function resetTemplate({ kind, language }: MailTemplatesIntent): Promise<FormAnswer> {
  try {
    await mailTemplatesApi.reset(kind, language);
    toast(`${labelOf(kind, language)}: default text back`, "success");
    return answered(true);
  } catch (error) {
    refused(error);
    return answered(false);
  }
}
