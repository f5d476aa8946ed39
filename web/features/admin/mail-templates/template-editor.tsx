import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { useFetcher } from "react-router";
import {
  DECISION_MAIL_LABELS,
  type DecisionMailKind,
  PLACEHOLDER_HINTS,
  PLACEHOLDERS,
} from "../../../../core/decision-mails";
import { FOUNDER_MAIL_TEXTS, renderFounderMail } from "../../../../core/founder-mail-texts";
import type { Language } from "../../../../core/languages";
import { type MailTemplate, MailTemplateFormSchema } from "../../../../core/schemas/mail-template";
import { LongTextField, TextField } from "../../../components/ui/form-fields";
import { AS_JSON, type FormReply } from "../actions";
import { formatDateTime } from "../format";
import type { MailTemplatesIntent } from "./mail-templates-action";

/** What the preview fills the placeholders with: a plausible founder, so the text reads as sent. */
const sampleIn = (language: Language) => ({
  founderName: "Aisha Rahman",
  startupName: "ColdLine",
  link: `https://nakhla.example${language === "ar" ? "/ar" : ""}/my-application#token=…`,
  pitchTime: FOUNDER_MAIL_TEXTS[language].pitchTime(new Date("2026-12-01T10:00:00Z")),
  representative: "Layla Haddad",
});

/** How each language's editor names its parts; the English keeps the names it always had. */
const WORDS = {
  en: {
    form: (label: string) => `Edit ${label}`,
    subject: "Subject",
    text: "Text",
    save: "Save template",
    reset: "Reset to default",
    preview: "Preview",
  },
  ar: {
    form: (label: string) => `Edit ${label} in Arabic`,
    subject: "Subject in Arabic",
    text: "Text in Arabic",
    save: "Save the Arabic text",
    reset: "Reset the Arabic to its built-in text",
    preview: "Preview in Arabic",
  },
} as const;

/** An Arabic text is written and previewed right to left. */
const DIRECTION = { en: {}, ar: { lang: "ar", dir: "rtl" } } as const;
/** The language a field is written in, for the fields that write Arabic right to left. */
const ARABIC = { en: undefined, ar: "ar" } as const;

/**
 * A template in both languages: the English, and under it the Arabic that founders who applied in
 * Arabic receive, each with its live preview (docs/decisions/075-staff-text-in-both-languages.md).
 */
export function TemplateEditors({ template }: { template: MailTemplate }) {
  const { arabic, ...english } = template;
  return (
    <div className="template-editors">
      {/* A fresh editor for each saved version of its language; the other keeps what is typed. */}
      <TemplateEditor
        key={`en-${english.updatedAt ?? "built-in"}`}
        kind={template.kind}
        language="en"
        text={english}
      />
      <TemplateEditor
        key={`ar-${arabic.updatedAt ?? "built-in"}`}
        kind={template.kind}
        language="ar"
        text={arabic}
      >
        {arabic.behindEnglish ? (
          <p className="template-editor__behind" role="note">
            The English was changed after this Arabic text: check that it still says the same.
          </p>
        ) : null}
      </TemplateEditor>
    </div>
  );
}

type TemplateText = Pick<MailTemplate, "subject" | "body" | "updatedBy" | "updatedAt">;

/**
 * One template in one language: subject and body, with the placeholders it may use and a live
 * preview rendered exactly as the mail will be (core/founder-mail-texts.ts). A conform form posted
 * to the tab's clientAction, which checks it with the server's schema (only known placeholders);
 * the messages show once it is sent, then as it is corrected. Reset to its built-in text through
 * the same clientAction.
 */
function TemplateEditor({
  kind,
  language,
  text,
  children,
}: {
  kind: DecisionMailKind;
  language: Language;
  text: TemplateText;
  children?: ReactNode;
}) {
  const words = WORDS[language];
  const template = { kind, ...text };
  const saving = useFetcher<FormReply>();
  const [form, fields] = useForm({
    id: `template-${kind}-${language}`,
    defaultValue: { subject: template.subject, body: template.body },
    lastResult: saving.data?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: MailTemplateFormSchema }),
  });
  const busy = saving.state !== "idle";
  const preview = renderFounderMail(
    language,
    { subject: fields.subject.value ?? "", body: fields.body.value ?? "" },
    sampleIn(language),
  );
  const reset: MailTemplatesIntent = { intent: "reset", kind, language };

  return (
    <div className="template-editor">
      <saving.Form
        method="post"
        id={form.id}
        onSubmit={form.onSubmit}
        noValidate
        aria-label={words.form(DECISION_MAIL_LABELS[kind])}
      >
        <input type="hidden" name="kind" value={kind} />
        <input type="hidden" name="language" value={language} />
        <p className="template-editor__origin">
          {template.updatedBy && template.updatedAt
            ? `Edited by ${template.updatedBy}, ${formatDateTime(template.updatedAt)}.`
            : "The built-in text."}{" "}
          {language === "en"
            ? "Founders who applied in English get this text."
            : "Founders who applied in Arabic get this text."}
        </p>
        {children}
        <TextField field={fields.subject} label={words.subject} lang={ARABIC[language]} />
        <LongTextField field={fields.body} label={words.text} rows={10} lang={ARABIC[language]} />
        <details className="template-editor__placeholders">
          <summary>Placeholders</summary>
          <dl>
            {PLACEHOLDERS.map((name) => (
              <div key={name}>
                <dt>
                  <code>{`{${name}}`}</code>
                </dt>
                <dd>{PLACEHOLDER_HINTS[name]}</dd>
              </div>
            ))}
          </dl>
          <p>
            A placeholder with nothing to fill it reads as plain words (for example "your startup").
          </p>
        </details>
        <div className="assign-actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {words.save}
          </button>
          {template.updatedBy ? (
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => void saving.submit(reset, AS_JSON)}
            >
              {words.reset}
            </button>
          ) : null}
        </div>
      </saving.Form>
      <section className="template-preview" aria-labelledby={`preview-${kind}-${language}`}>
        <h3 id={`preview-${kind}-${language}`}>{words.preview}</h3>
        <p className="template-preview__subject" {...DIRECTION[language]}>
          <span className="visually-hidden" lang="en">
            Subject:{" "}
          </span>
          {preview.subject}
        </p>
        <div className="template-preview__body" {...DIRECTION[language]}>
          {preview.text}
        </div>
        {kind === "received" ? (
          <p className="template-editor__origin">
            Sent on submission with the fee paid and the application reference added before the
            signature.
          </p>
        ) : null}
      </section>
    </div>
  );
}
