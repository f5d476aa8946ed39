import { useState } from "react";
import { DECISION_MAIL_LABELS, type DecisionMailKind } from "../../../../core/decision-mails";
import type { MailTemplate } from "../../../../core/schemas/mail-template";
import { errorText } from "../../../lib/api";
import { Loaded } from "../lists/loaded";
import { TemplateEditors } from "./template-editor";

/** The founder's e-mails along the pipeline: pick one, edit it beside its preview. */
export function MailTemplatesTab({ templates }: { templates: Promise<MailTemplate[]> }) {
  return (
    <section aria-labelledby="mail-templates-heading">
      <h2 id="mail-templates-heading">Decision e-mails</h2>
      <p>
        What founders receive at each step. The received and pitch deck mails go on submission; the
        others when staff change a status with "Notify the founder", or when a founder books a
        pitch. Each has an English and an Arabic text: founders get the one in the language they
        applied in.
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
                {template.updatedBy || template.arabic.updatedBy ? (
                  <span className="mail-templates__edited"> (edited)</span>
                ) : null}
                {template.arabic.behindEnglish ? (
                  <span className="mail-templates__edited"> (Arabic behind)</span>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {current ? (
        // Fresh editors for each template.
        <TemplateEditors key={current.kind} template={current} />
      ) : null}
    </div>
  );
}
