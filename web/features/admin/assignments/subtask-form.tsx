import { type FormEvent, useId, useState } from "react";
import { DeadlineSchema, type Subtask, type SubtaskInput } from "../../../../core/schemas/task";
import { DateField } from "../dates/date-field";

type SubtaskFormProps = {
  /** The subtask being edited; none when adding. */
  subtask?: Subtask;
  /** For the accessible name of the form: "New subtask of Prepare the review". */
  label: string;
  /** Sends the subtask; the form closes once it went through. */
  onSave: (input: SubtaskInput) => void;
  busy: boolean;
  onCancel: () => void;
};

/**
 * A subtask's fields. Saving needs a title and a deadline (docs/product.md, section 5.5); the original ignored
 * the click silently, we say what is missing.
 */
export function SubtaskForm({ subtask, label, onSave, busy, onCancel }: SubtaskFormProps) {
  const id = useId();
  const [title, setTitle] = useState(subtask?.title ?? "");
  const [deadline, setDeadline] = useState(subtask?.deadline ?? "");
  const [assignedTo, setAssignedTo] = useState(subtask?.assignedTo ?? "");
  const [hours, setHours] = useState(subtask?.hoursRequired ? String(subtask.hoursRequired) : "");
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!title.trim() || !deadline) {
      setProblem("A subtask needs a title and a deadline.");
      return;
    }
    const deadlineProblem = DeadlineSchema.safeParse(deadline).error?.issues[0]?.message;
    if (deadlineProblem) {
      setProblem(deadlineProblem);
      return;
    }
    const hoursRequired = hours.trim() ? Number(hours) : 0;
    if (!Number.isFinite(hoursRequired) || hoursRequired < 0) {
      setProblem("Hours required must be a number of 0 or more.");
      return;
    }
    setProblem(null);
    onSave({ title, deadline, assignedTo, hoursRequired, status: subtask?.status ?? "Pending" });
  }

  return (
    <form className="subtask-form" onSubmit={submit} aria-label={label} noValidate>
      <div className="subtask-form__fields">
        <div className="field">
          <label htmlFor={`${id}-title`} className="field__label">
            Subtask title
          </label>
          <input id={`${id}-title`} value={title} onChange={(e) => setTitle(e.target.value)} />
        </div>
        <DateField label="Subtask deadline" value={deadline} onChange={setDeadline} />
        <div className="field">
          <label htmlFor={`${id}-assigned`} className="field__label">
            Subtask assigned to <span className="field__optional">(optional)</span>
          </label>
          <input
            id={`${id}-assigned`}
            value={assignedTo}
            onChange={(e) => setAssignedTo(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-hours`} className="field__label">
            Subtask hours <span className="field__optional">(optional)</span>
          </label>
          <input
            id={`${id}-hours`}
            type="number"
            min="0"
            step="0.5"
            inputMode="decimal"
            value={hours}
            onChange={(e) => setHours(e.target.value)}
          />
        </div>
      </div>
      {problem ? (
        <p className="field__error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="assign-actions">
        <button type="submit" className="button button--primary button--small" disabled={busy}>
          Save subtask
        </button>
        <button type="button" className="button button--small" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
