import { useId } from "react";
import { parseTime, TIME_FORMAT } from "./console-dates";
import { useTypedValue } from "./typed-value";

export type TimeFieldProps = {
  label: string;
  /** HH:mm, "" for none, or what was typed when it is no time. */
  value: string;
  onChange: (value: string) => void;
  /** The form's message for this field (its own, about what was typed, comes first). */
  error?: string | undefined;
  /** Marked wrong without a message of its own: a date-time field's message says it. */
  invalid?: boolean;
  /** More descriptions of the input: a date-time field's message. */
  describedBy?: string | undefined;
};

const same = (value: string) => value;

/**
 * The console's one time field: the 24-hour clock (14:30, or 1430; 2:30 pm is understood too),
 * beside a DateField (docs/decisions/032-console-dates.md says why 24-hour).
 */
export function TimeField({ label, value, onChange, error, invalid, describedBy }: TimeFieldProps) {
  const id = useId();
  const field = useTypedValue({ value, onChange, parse: parseTime, format: same });
  const message = field.problem ?? error;
  const describedByIds = [`${id}-format`, message ? `${id}-error` : undefined, describedBy]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="field time-field">
      <div className="date-field__head">
        <label htmlFor={id} className="field__label">
          {label}
        </label>
        <span id={`${id}-format`} className="field__hint date-field__format">
          {TIME_FORMAT}
        </span>
      </div>
      <input
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
        }}
      />
      {message ? (
        <p id={`${id}-error`} className="field__error">
          {message}
        </p>
      ) : null}
    </div>
  );
}
