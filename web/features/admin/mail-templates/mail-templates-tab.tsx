import { useCallback, useEffect, useState } from "react";
import { DECISION_MAIL_LABELS, type DecisionMailKind } from "../../../../core/decision-mails";
import type { MailTemplate } from "../../../../core/schemas/mail-template";
import { useToast } from "../../../components/ui/toast";
import { errorText } from "../../../lib/api";
import { mailTemplatesApi } from "./mail-templates-api";
import { TemplateEditor } from "./template-editor";

const NETWORK = "Something went wrong.";

/** The founder's e-mails along the pipeline: pick one, edit it beside its preview. */
export function MailTemplatesTab() {
  const [templates, setTemplates] = useState<MailTemplate[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [kind, setKind] = useState<DecisionMailKind>("received");
  const showToast = useToast();

  const load = useCallback(async () => {
    try {
      setTemplates(await mailTemplatesApi.list());
    } catch (error) {
      setFailure(errorText(error, { fallback: "Failed to fetch the templates", network: NETWORK }));
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const replace = (template: MailTemplate) =>
    setTemplates(
      (current) => current?.map((t) => (t.kind === template.kind ? template : t)) ?? null,
    );
  const current = templates?.find((template) => template.kind === kind);

  async function run(call: () => Promise<MailTemplate>, done: string) {
    try {
      replace(await call());
      showToast(done, "success");
    } catch (error) {
      showToast(
        errorText(error, { fallback: "The template was not saved.", network: NETWORK }),
        "error",
      );
    }
  }

  return (
    <section aria-labelledby="mail-templates-heading">
      <h2 id="mail-templates-heading">Decision e-mails</h2>
      <p>
        What founders receive at each step. The received and pitch deck mails go on submission; the
        others when staff change a status with "Notify the founder", or when a founder books a
        pitch.
      </p>
      {failure ? (
        <p className="field__error" role="alert">
          {failure}
        </p>
      ) : null}
      {templates === null && !failure ? <p role="status">Loading templates...</p> : null}
      {templates ? (
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
            <TemplateEditor
              // A fresh editor for each template and each saved version.
              key={`${current.kind}-${current.updatedAt ?? "default"}`}
              template={current}
              onSave={(text) =>
                run(
                  () => mailTemplatesApi.save(current.kind, text),
                  `${DECISION_MAIL_LABELS[current.kind]}: saved`,
                )
              }
              onReset={() =>
                run(
                  () => mailTemplatesApi.reset(current.kind),
                  `${DECISION_MAIL_LABELS[current.kind]}: default text back`,
                )
              }
            />
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
