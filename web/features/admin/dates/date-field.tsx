import { lazy, Suspense, useRef, useState } from "react";
import { DATE_FORMAT, formatDay, parseDay } from "./console-dates";
import { type TypedFieldProps, TypedFieldShell } from "./typed-field";
import { useTypedValue } from "./typed-value";
import "../../../styles/console-dates.css";

export type DateFieldProps = TypedFieldProps & {
  /** The ISO day (YYYY-MM-DD), "" for none, or what was typed when it is no date. */
  value: string;
  onChange: (value: string) => void;
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
export function DateField({ value, onChange, ...props }: DateFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // Once opened, the calendar stays mounted (closed), so closing gives the focus back natively.
  const [wanted, setWanted] = useState(false);
  const field = useTypedValue({ value, onChange, parse: parseDay, format: formatDay });
  const openCalendar = () => {
    setWanted(true);
    setOpen(true);
  };

  return (
    <TypedFieldShell
      {...props}
      className="date-field"
      format={DATE_FORMAT}
      field={field}
      inputRef={input}
      onKeyDown={(event) => {
        if (event.key === "ArrowDown" && event.altKey) {
          event.preventDefault();
          openCalendar();
        }
      }}
      beside={
        <button
          ref={button}
          type="button"
          className="button date-field__calendar-button"
          aria-label={`Choose ${props.label} in a calendar`}
          aria-haspopup="dialog"
          onClick={openCalendar}
          onPointerEnter={() => void loadCalendar()}
          onFocus={() => void loadCalendar()}
        >
          <CalendarIcon />
        </button>
      }
    >
      {wanted ? (
        <Suspense fallback={null}>
          <CalendarDialog
            open={open}
            label={`Choose ${props.label}`}
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
    </TypedFieldShell>
  );
}
