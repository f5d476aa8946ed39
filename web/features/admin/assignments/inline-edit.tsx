import { type FormEvent, type ReactNode, useId, useState } from "react";

type InlineEditProps = {
  /** What is edited, for the names: "Assignee of Prepare the brief". */
  label: string;
  /** The value as the card shows it. */
  shown: ReactNode;
  /** The field, given the value typed so far and its setter. */
  field: (value: string, setValue: (value: string) => void, id: string) => ReactNode;
  initial: string;
  /** Whether the value may be saved; a message under the field if not. */
  check: (value: string) => string | null;
  onSave: (value: string) => void;
};

/**
 * A single value changed in place (a task's assignee or deadline): the value is a button; it
 * becomes its field, Enter saves (undone from the toast), Escape or Cancel leaves it as it was.
 */
export function InlineEdit({ label, shown, field, initial, check, onSave }: InlineEditProps) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);

  if (!editing) {
    return (
      <button
        type="button"
        className="inline-edit__value"
        onClick={() => {
          setValue(initial);
          setProblem(null);
          setEditing(true);
        }}
      >
        {shown}
        <span className="visually-hidden">: change {label}</span>
      </button>
    );
  }
  function save(event: FormEvent) {
    event.preventDefault();
    const found = check(value);
    setProblem(found);
    if (found) return;
    setEditing(false);
    if (value !== initial) onSave(value);
  }
  return (
    <form
      className="inline-edit"
      onSubmit={save}
      aria-label={label}
      noValidate
      onKeyDown={(event) => {
        if (event.key === "Escape" && !event.defaultPrevented) {
          event.preventDefault();
          setEditing(false);
        }
      }}
    >
      {field(value, setValue, id)}
      {problem ? (
        <p className="field__error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="inline-edit__actions">
        <button type="submit" className="button button--small button--primary">
          Save
        </button>
        <button type="button" className="button button--small" onClick={() => setEditing(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
