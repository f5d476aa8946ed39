import { lazy, Suspense, useId, useRef, useState } from "react";
import { DATE_FORMAT, formatDay, parseDay } from "./console-dates";
import { useTypedValue } from "./typed-value";
import "../../../styles/console-dates.css";

export type DateFieldProps = {
  label: string;
  /** The ISO day (YYYY-MM-DD), "" for none, or what was typed when it is no date. */
  value: string;
  onChange: (value: string) => void;
  /** The form's message for this field (its own, about what was typed, comes first). */
  error?: string | undefined;
  hint?: string;
  optional?: boolean;
  /** Marked wrong without a message of its own: a date-time field's message says it. */
  invalid?: boolean;
  /** More descriptions of the input: a date-time field's message. */
  describedBy?: string | undefined;
};

// The calendar (react-day-picker and date-fns, about 20 kB gzip) is fetched when first wanted: a
// pointer over or focus on its button starts the download, so the console loads without it.
const loadCalendar = () => import("./calendar-dialog");
const CalendarDialog = lazy(async () => {
  try {
    return { default: (await loadCalendar()).CalendarDialog };
  } catch {
    return { default: CalendarUnavailable };
  }
});

/** When the calendar's file cannot be fetched (the connection dropped), typing still works. */
function CalendarUnavailable() {
  return (
    <p role="status" className="field__error">
      The calendar could not be loaded: type the date as {DATE_FORMAT}.
    </p>
  );
}

const CalendarIcon = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <rect
      x="3.5"
      y="5"
      width="17"
      height="15.5"
      rx="2"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    />
    <path d="M3.5 10h17M8 3v4M16 3v4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/**
 * The console's one date field: typed as dd/mm/yyyy (25/05/2026 or 25052026) whatever the
 * browser's language, or picked in a calendar; the form gets the ISO day.
 */
export function DateField({
  label,
  value,
  onChange,
  error,
  hint,
  optional,
  invalid,
  describedBy,
}: DateFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // Once opened, the calendar stays mounted (closed), so closing gives the focus back natively.
  const [wanted, setWanted] = useState(false);
  const openCalendar = () => {
    setWanted(true);
    setOpen(true);
  };
  const field = useTypedValue({ value, onChange, parse: parseDay, format: formatDay });
  const message = field.problem ?? error;
  const describedByIds = [
    hint ? `${id}-hint` : undefined,
    `${id}-format`,
    message ? `${id}-error` : undefined,
    describedBy,
  ]
    .filter(Boolean)
    .join(" ");

  return (
    <div className="field date-field">
      <div className="date-field__head">
        <label htmlFor={id} className="field__label">
          {label}
          {optional ? <span className="field__optional"> (optional)</span> : null}
        </label>
        <span id={`${id}-format`} className="field__hint date-field__format">
          {DATE_FORMAT}
        </span>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      <div className="date-field__control">
        <input
          ref={input}
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
            if (event.key === "ArrowDown" && event.altKey) {
              event.preventDefault();
              openCalendar();
            }
          }}
        />
        <button
          ref={button}
          type="button"
          className="button date-field__calendar-button"
          aria-label={`Choose ${label} in a calendar`}
          aria-haspopup="dialog"
          onClick={openCalendar}
          onPointerEnter={() => void loadCalendar()}
          onFocus={() => void loadCalendar()}
        >
          <CalendarIcon />
        </button>
      </div>
      {message ? (
        <p id={`${id}-error`} className="field__error">
          {message}
        </p>
      ) : null}
      {wanted ? (
        <Suspense fallback={null}>
          <CalendarDialog
            open={open}
            label={`Choose ${label}`}
            value={value}
            anchor={button}
            onClose={() => setOpen(false)}
            onPick={(day) => {
              field.type(formatDay(day));
              setOpen(false);
              // After the dialog has closed and given the focus back to the button.
              setTimeout(() => input.current?.focus());
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
