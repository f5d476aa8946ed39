import { DayPicker } from "@daypicker/react";
import { enIN } from "@daypicker/react/locale";
import { type KeyboardEvent, type RefObject, useEffect, useId } from "react";
import { useModalDialog } from "../../../components/ui/use-modal-dialog";
import { dateOfDay, dayOfDate, formatDay } from "./console-dates";

type CalendarDialogProps = {
  open: boolean;
  /** The field's label: "Choose Deadline". */
  label: string;
  /** The ISO day selected, or anything else for none. */
  value: string;
  /** The calendar button: the dialog opens beside it on a wide screen. */
  anchor: RefObject<HTMLElement | null>;
  onPick: (day: string) => void;
  onClose: () => void;
};

// Years the dropdown offers around today and the day chosen.
const YEARS_BACK = 5;
const YEARS_AHEAD = 10;
const GAP = 4;
const MARGIN = 8;

/**
 * A month calendar in a modal dialog (react-day-picker, docs/decisions/032-console-dates.md): it
 * opens on the chosen day or today, with that day focused; the arrow keys move by day and week,
 * Page Up/Down by month, Home/End to the week's ends, Enter or Space picks, Escape closes.
 */
export function CalendarDialog({
  open,
  label,
  value,
  anchor,
  onPick,
  onClose,
}: CalendarDialogProps) {
  const titleId = useId();
  const dialog = useModalDialog(open, onClose);
  const selected = dateOfDay(value);
  const today = new Date();
  const around = selected ?? today;
  const startMonth = new Date(Math.min(around.getFullYear(), today.getFullYear()) - YEARS_BACK, 0);
  const endMonth = new Date(Math.max(around.getFullYear(), today.getFullYear()) + YEARS_AHEAD, 11);

  // Beside its button where the screen has room; centred (the browser's place) on a phone.
  // Declared after useModalDialog's effect, so it runs once the dialog is shown.
  useEffect(() => {
    const element = dialog.ref.current;
    const button = anchor.current;
    if (!open || !element || !button) return;
    // showModal() focused the first button (the previous month): the day is what the keys move.
    element.querySelector<HTMLButtonElement>('.rdp-day_button[tabindex="0"]')?.focus();
    const wide = window.innerWidth >= 640;
    element.classList.toggle("calendar-dialog--anchored", wide);
    if (!wide) return;
    const box = button.getBoundingClientRect();
    const { width, height } = element.getBoundingClientRect();
    const below = box.bottom + GAP;
    const top = below + height <= window.innerHeight - MARGIN ? below : box.top - GAP - height;
    const left = Math.min(box.right - width, window.innerWidth - width - MARGIN);
    element.style.top = `${Math.max(MARGIN, top)}px`;
    element.style.left = `${Math.max(MARGIN, left)}px`;
  }, [open, anchor, dialog.ref]);

  // A nested dialog's close and Tab must not reach the dialog it sits in (the meeting dialog).
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    dialog.onKeyDown(event);
    event.stopPropagation();
  };

  return (
    <dialog
      ref={dialog.ref}
      onClick={dialog.onClick}
      onKeyDown={onKeyDown}
      onClose={(event) => {
        event.stopPropagation();
        onClose();
      }}
      className="dialog calendar-dialog"
      aria-labelledby={titleId}
    >
      {open ? (
        <div className="calendar-dialog__body">
          <h2 id={titleId} className="calendar-dialog__title">
            {label}
          </h2>
          <DayPicker
            mode="single"
            required
            autoFocus
            locale={enIN}
            captionLayout="dropdown"
            startMonth={startMonth}
            endMonth={endMonth}
            defaultMonth={around}
            selected={selected}
            onSelect={(date) => onPick(dayOfDate(date))}
            footer={selected ? `Chosen: ${formatDay(value)}` : "No date chosen yet."}
          />
          <div className="calendar-dialog__actions">
            <button type="button" className="button button--small" onClick={onClose}>
              Close
            </button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
