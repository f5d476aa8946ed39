import { DECISION_MAIL_LABELS, type DecisionMailKind } from "../../../../core/decision-mails";
import type { Language } from "../../../../core/languages";
import type { MailTemplate } from "../../../../core/schemas/mail-template";
import { toast } from "../../../components/ui/toast";
import { errorText } from "../../../lib/api";
import type { ActionResult } from "../actions";
import { mailTemplatesApi } from "./mail-templates-api";

/** What a template's editor sends the tab's clientAction. */
export type MailTemplatesIntent =
  | { intent: "save"; kind: DecisionMailKind; language: Language; subject: string; body: string }
  | { intent: "reset"; kind: DecisionMailKind; language: Language };

const IN_LANGUAGE: Record<Language, string> = { en: "", ar: " in Arabic" };

/** Saves a template or brings its default text back, said in a toast; the templates load again. */
export async function mailTemplatesAction(intent: MailTemplatesIntent): Promise<ActionResult> {
  const label = `${DECISION_MAIL_LABELS[intent.kind]}${IN_LANGUAGE[intent.language]}`;
  try {
    const call: Promise<MailTemplate> =
      intent.intent === "save"
        ? mailTemplatesApi.save(intent.kind, {
            language: intent.language,
            subject: intent.subject,
            body: intent.body,
          })
        : mailTemplatesApi.reset(intent.kind, intent.language);
    await call;
    toast(intent.intent === "save" ? `${label}: saved` : `${label}: default text back`, "success");
    return { ok: true };
  } catch (error) {
    const text = { fallback: "The template was not saved.", network: "Something went wrong." };
    toast(errorText(error, text), "error");
    return { ok: false };
  }
}
