import { type ReactNode, useState } from "react";
import { scheduleFromPicker } from "../../../core/status-schedule";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { DateTimeField } from "./dates/date-time-field";

type StatusChangeDialogProps = {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The confirm button: red for a bulk change (the default), ordinary for one card. */
  tone?: "danger" | "primary";
  /** Scheduled with no schedule yet: a date and time is asked for, as by the status select. */
  asksForSchedule: boolean;
  /** The schedule picked (seconds and offset added, core/status-schedule.ts), or null when none was asked. */
  onConfirm: (schedule: string | null) => void;
  onCancel: () => void;
};

/**
 * Confirms a status change made away from the status select (a card moved on the board, a bulk
 * change), asking for the date and time Scheduled needs, with the select's own wording.
 */
export function StatusChangeDialog({
  open,
  title,
  children,
  confirmLabel,
  tone = "danger",
  asksForSchedule,
  onConfirm,
  onCancel,
}: StatusChangeDialogProps) {
  const [picked, setPicked] = useState("");
  const [problem, setProblem] = useState<string | undefined>();

  const close = (then: () => void) => {
    setPicked("");
    setProblem(undefined);
    then();
  };

  function confirm() {
    if (!asksForSchedule) return close(() => onConfirm(null));
    const schedule = scheduleFromPicker(picked);
    if (!schedule) return setProblem("Choose a date and time.");
    close(() => onConfirm(schedule));
  }

  return (
    <ConfirmDialog
      open={open}
      title={title}
      confirmLabel={confirmLabel}
      tone={tone}
      onConfirm={confirm}
      onCancel={() => close(onCancel)}
    >
      {children}
      {asksForSchedule ? (
        <DateTimeField label="Schedule for" value={picked} onChange={setPicked} error={problem} />
      ) : null}
    </ConfirmDialog>
  );
}
