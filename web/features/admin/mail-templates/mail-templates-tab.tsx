import { useState } from "react";
import { DECISION_MAIL_LABELS, type DecisionMailKind } from "../../../../core/decision-mails";
import type { MailTemplate } from "../../../../core/schemas/mail-template";
import { errorText } from "../../../lib/api";
import { Loaded } from "../lists/loaded";
import { TemplateEditor } from "./template-editor";

/** The founder's e-mails along the pipeline: pick one, edit it beside its preview. */
export function MailTemplatesTab({ templates }: { templates: Promise<MailTemplate[]> }) {
  return (
    <section aria-labelledby="mail-templates-heading">
      <h2 id="mail-templates-heading">Decision e-mails</h2>
      <p>
        What founders receive at each step. The received and pitch deck mails go on submission; the
        others when staff change a status with "Notify the founder", or when a founder books a
        pitch.
      </p>
      <Loaded
        data={templates}
        loading={<p role="status">Loading templates...</p>}
        failure={(error) => (
          <p className="field__error" role="alert">
            {errorText(error, {
              fallback: "Failed to fetch the templates",
              network: "Something went wrong.",
            })}
          </p>
        )}
      >
        {(loaded) => <Templates templates={loaded} />}
      </Loaded>
    </section>
  );
}

function Templates({ templates }: { templates: MailTemplate[] }) {
  const [kind, setKind] = useState<DecisionMailKind>("received");
  const current = templates.find((template) => template.kind === kind);
  return (
    <div className="mail-templates">
      <nav aria-label="Templates">
        <ul className="mail-templates__list">
          {templates.map((template) => (
            <li key={template.kind}>
              <button
                type="button"
                className="mail-templates__pick"
                aria-pressed={template.kind === kind}
                onClick={() => setKind(template.kind)}
              >
                {DECISION_MAIL_LABELS[template.kind]}
                {template.updatedBy ? (
                  <span className="mail-templates__edited"> (edited)</span>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {current ? (
        // A fresh editor for each template and each saved version.
        <TemplateEditor
          key={`${current.kind}-${current.updatedAt ?? "default"}`}
          template={current}
        />
      ) : null}
    </div>
  );
}
