import { type FormEvent, useState } from "react";
import { useFetcher } from "react-router";
import {
  DECISION_MAIL_LABELS,
  formatPitchTime,
  PLACEHOLDER_HINTS,
  PLACEHOLDERS,
  renderMailTemplate,
  unknownPlaceholders,
} from "../../../../core/decision-mails";
import type { MailTemplate } from "../../../../core/schemas/mail-template";
import { Field } from "../../../components/ui/field";
import { type ActionResult, AS_JSON } from "../actions";
import { formatDateTime } from "../format";
import type { MailTemplatesIntent } from "./mail-templates-action";

/** What the preview fills the placeholders with: a plausible founder, so the text reads as sent. */
const SAMPLE = {
  founderName: "Aisha Rahman",
  startupName: "ColdLine",
  link: "https://nakhla.example/my-application#token=…",
  pitchTime: formatPitchTime(new Date("2026-12-01T10:00:00Z")),
  representative: "Layla Haddad",
};

const problemOf = (text: string) => {
  if (!text.trim()) return "This field is required";
  const unknown = unknownPlaceholders(text);
  if (unknown.length === 0) return undefined;
  return `Use only these placeholders: ${PLACEHOLDERS.map((name) => `{${name}}`).join(", ")}`;
};

/**
 * One template: subject and body, with the placeholders it may use and a live preview rendered
 * exactly as the mail will be (core/decision-mails.ts). Saved, or reset to its default, through
 * the tab's clientAction.
 */
export function TemplateEditor({ template }: { template: MailTemplate }) {
  const [subject, setSubject] = useState(template.subject);
  const [body, setBody] = useState(template.body);
  const [checked, setChecked] = useState(false);
  const saving = useFetcher<ActionResult>();
  const busy = saving.state !== "idle";
  const problems = { subject: problemOf(subject), body: problemOf(body) };
  const preview = renderMailTemplate({ subject, body }, SAMPLE);
  const send = (intent: MailTemplatesIntent) => void saving.submit(intent, AS_JSON);

  function save(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (problems.subject || problems.body) return;
    send({ intent: "save", kind: template.kind, subject, body });
  }

  return (
    <div className="template-editor">
      <form onSubmit={save} noValidate aria-label={`Edit ${DECISION_MAIL_LABELS[template.kind]}`}>
        <p className="template-editor__origin">
          {template.updatedBy && template.updatedAt
            ? `Edited by ${template.updatedBy}, ${formatDateTime(template.updatedAt)}.`
            : "The built-in text."}{" "}
          Founders who applied in Arabic get the built-in Arabic text of this mail.
        </p>
        <Field label="Subject" error={checked ? problems.subject : undefined}>
          {(control) => (
            <input
              {...control}
              value={subject}
              onChange={(event) => setSubject(event.target.value)}
            />
          )}
        </Field>
        <Field label="Text" error={checked ? problems.body : undefined}>
          {(control) => (
            <textarea
              {...control}
              rows={10}
              value={body}
              onChange={(event) => setBody(event.target.value)}
            />
          )}
        </Field>
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
            Save template
          </button>
          {template.updatedBy ? (
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => send({ intent: "reset", kind: template.kind })}
            >
              Reset to default
            </button>
          ) : null}
        </div>
      </form>
      <section className="template-preview" aria-labelledby={`preview-${template.kind}`}>
        <h3 id={`preview-${template.kind}`}>Preview</h3>
        <p className="template-preview__subject">
          <span className="visually-hidden">Subject: </span>
          {preview.subject}
        </p>
        <div className="template-preview__body">{preview.text}</div>
        {template.kind === "received" ? (
          <p className="template-editor__origin">
            Sent on submission with the fee paid and the application reference added before the
            signature.
          </p>
        ) : null}
      </section>
    </div>
  );
}
