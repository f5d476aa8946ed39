import type { ReactNode } from "react";
import { useModalDialog } from "./use-modal-dialog";

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The label of the button that dismisses; "Cancel" unless that would read like the action. */
  cancelLabel?: string;
  /** "danger" (red) for what cannot be undone, the default; "primary" for an ordinary choice. */
  tone?: "danger" | "primary";
  onConfirm: () => void;
  onCancel: () => void;
};

/** The app's own confirm(): a modal dialog with a title, a question and two buttons. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = "Cancel",
  tone = "danger",
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const dialog = useModalDialog(open, onCancel);
  return (
    <dialog {...dialog} className="dialog confirm-dialog" aria-labelledby="confirm-dialog-title">
      {open ? (
        <div className="confirm-dialog__body">
          <h2 id="confirm-dialog-title">{title}</h2>
          <div>{children}</div>
          <div className="confirm-dialog__actions">
            {/* Cancel comes first: showModal() focuses it, so Enter never confirms by accident. */}
            <button type="button" className="button" onClick={onCancel}>
              {cancelLabel}
            </button>
            <button type="button" className={`button button--${tone}`} onClick={onConfirm}>
              {confirmLabel}
            </button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
