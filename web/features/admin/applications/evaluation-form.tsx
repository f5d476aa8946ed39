import { type FormEvent, useState } from "react";
import { EVALUATION_TOPICS } from "../../../../core/constants";
import type { AdminAnswers } from "../../../../core/schemas/application";

type EvaluationFormProps = {
  applicationId: string;
  answers: AdminAnswers;
  onSubmit: (answers: AdminAnswers) => Promise<void>;
};

/** The 13 evaluation topics (spec section 9); submitting stores the answers and resolves. */
export function EvaluationForm({ applicationId, answers, onSubmit }: EvaluationFormProps) {
  const [draft, setDraft] = useState<AdminAnswers>(answers);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      await onSubmit(draft);
    } catch {
      // The toast says what failed; the typed answers stay.
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      className="form evaluation"
      onSubmit={submit}
      aria-labelledby={`evaluation-${applicationId}`}
    >
      <h3 id={`evaluation-${applicationId}`}>Evaluation</h3>
      {EVALUATION_TOPICS.map((topic, index) => (
        <div key={topic} className="field">
          <label htmlFor={`evaluation-${applicationId}-${index}`} className="field__label">
            {topic}
          </label>
          <textarea
            id={`evaluation-${applicationId}-${index}`}
            rows={3}
            value={draft[topic] ?? ""}
            onChange={(event) => setDraft({ ...draft, [topic]: event.target.value })}
          />
        </div>
      ))}
      <button type="submit" className="button button--primary" disabled={saving}>
        {saving ? "Saving…" : "Submit evaluation"}
      </button>
    </form>
  );
}
