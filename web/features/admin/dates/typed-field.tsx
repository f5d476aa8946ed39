import { type KeyboardEvent, type ReactNode, type Ref, useId } from "react";
import type { useTypedValue } from "./typed-value";

export type TypedFieldProps = {
  label: string;
  /** The form's message for this field (its own, about what was typed, comes first). */
  error?: string | undefined;
  hint?: string | undefined;
  optional?: boolean | undefined;
  /** Marked wrong without a message of its own: a date-time field's message says it. */
  invalid?: boolean | undefined;
  /** More descriptions of the input: a date-time field's message. */
  describedBy?: string | undefined;
};

type ShellProps = TypedFieldProps & {
  className: string;
  /** How to type it, beside the label: "dd/mm/yyyy". */
  format: string;
  field: ReturnType<typeof useTypedValue>;
  inputRef?: Ref<HTMLInputElement>;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** Beside the input: the calendar's button. */
  beside?: ReactNode;
  /** After the field: the calendar. */
  children?: ReactNode;
};

/** The label, format, hint, text input and message of the console's date and time fields. */
export function TypedFieldShell(props: ShellProps) {
  const { label, error, hint, optional, invalid, describedBy, format, field } = props;
  const id = useId();
  const message = field.problem ?? error;
  const describedByIds = [
    hint ? `${id}-hint` : undefined,
    `${id}-format`,
    message ? `${id}-error` : undefined,
    describedBy,
  ]
    .filter(Boolean)
    .join(" ");
  const input = (
    <input
      ref={props.inputRef}
      id={id}
      autoComplete="off"
      spellCheck={false}
      value={field.text}
      aria-invalid={Boolean(message || invalid)}
      aria-describedby={describedByIds}
      onChange={(event) => field.type(event.target.value)}
      onBlur={field.settle}
      onKeyDown={(event) => {
        if (event.key === "Enter") field.settle();
        props.onKeyDown?.(event);
      }}
    />
  );
  return (
    <div className={`field ${props.className}`}>
      <div className="date-field__head">
        <label htmlFor={id} className="field__label">
          {label}
          {optional ? <span className="field__optional"> (optional)</span> : null}
        </label>
        <span id={`${id}-format`} className="field__hint date-field__format">
          {format}
        </span>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {props.beside ? (
        <div className="date-field__control">
          {input}
          {props.beside}
        </div>
      ) : (
        input
      )}
      {message ? (
        <p id={`${id}-error`} className="field__error">
          {message}
        </p>
      ) : null}
      {props.children}
    </div>
  );
}
