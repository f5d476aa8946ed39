import { useId, useState } from "react";
import { parseDay, parseTime, splitWallTime, wallTime } from "./console-dates";
import { DateField } from "./date-field";
import { TimeField } from "./time-field";

type DateTimeFieldProps = {
  /** The question, as the group's legend: "Schedule for". */
  label: string;
  /**
   * The wall time, "2026-05-25T14:30" (what a datetime-local input gave, so the forms send what they
   * always sent), or "" while the date or the time is missing or wrong.
   */
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
};

/** A date and a time asked together: the console's DateField and TimeField under one legend. */
export function DateTimeField({ label, value, onChange, error, hint }: DateTimeFieldProps) {
  const id = useId();
  const [parts, setParts] = useState(() => splitWallTime(value));
  const [held, setHeld] = useState(value);
  if (value !== held) {
    setHeld(value);
    setParts(splitWallTime(value));
  }

  const change = (next: { day: string; time: string }) => {
    setParts(next);
    const combined = wallTime(next.day, next.time);
    setHeld(combined);
    if (combined !== value) onChange(combined);
  };

  // A part that says what is wrong with it says enough; the form's message is for the rest.
  const partIsWrong =
    parseDay(parts.day).kind === "invalid" || parseTime(parts.time).kind === "invalid";
  const message = partIsWrong ? undefined : error;
  const messageId = message ? `${id}-error` : undefined;

  return (
    <fieldset
      className="date-time-field"
      aria-describedby={
        [hint ? `${id}-hint` : undefined, messageId].filter(Boolean).join(" ") || undefined
      }
    >
      <legend className="field__label">{label}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      <div className="date-time-field__parts">
        <DateField
          label="Date"
          value={parts.day}
          onChange={(day) => change({ ...parts, day })}
          invalid={Boolean(message)}
          describedBy={messageId}
        />
        <TimeField
          label="Time"
          value={parts.time}
          onChange={(time) => change({ ...parts, time })}
          invalid={Boolean(message)}
          describedBy={messageId}
        />
      </div>
      {message ? (
        <p id={messageId} className="field__error">
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}
