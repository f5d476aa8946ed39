import { useLingui } from "@lingui/react/macro";
import { type MouseEvent, type ReactNode, useId } from "react";
import { keepTabInside } from "../../components/ui/use-modal-dialog";

type LeadDialogProps = {
  /** The dialog's id, which its openers name (LeadDialogOpener). */
  id: string;
  title: string;
  /**
   * Shown open as the page arrives: a post made without scripts that the page answers with
   * errors, which must be seen where the form is.
   */
  openOnArrival?: boolean;
  children: ReactNode;
};

/**
 * The modal of the lead pages: a title, a close control and the form (docs/product.md, section
 * 3.5). The page's HTML holds it whole, and its buttons open and close it with the browser's own
 * invoker commands, so it works before the page's scripts arrive
 * (docs/decisions/078-lead-forms-without-scripts.md). The browser makes the page behind it inert,
 * closes it on Escape and gives focus back to the opener; once the scripts run, Tab wraps inside
 * it and a click on the backdrop closes it.
 */
export function LeadDialog({ id, title, openOnArrival = false, children }: LeadDialogProps) {
  const titleId = useId();
  const { t } = useLingui();
  return (
    <dialog
      id={id}
      className="dialog lead-dialog"
      aria-labelledby={titleId}
      open={openOnArrival || undefined}
      onKeyDown={keepTabInside}
      onClick={closeOnBackdrop}
    >
      <div className="lead-dialog__body">
        <div className="lead-dialog__head">
          <h2 id={titleId}>{title}</h2>
          <button
            type="button"
            className="lead-dialog__close"
            commandfor={id}
            command="close"
            onClick={withoutCommands((dialog) => dialog.close())}
            aria-label={t`Close`}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}

/** A button that opens the lead dialog `dialog`. */
export function LeadDialogOpener({ dialog, children }: { dialog: string; children: ReactNode }) {
  return (
    <button
      type="button"
      className="button button--primary lead-dialog__opener"
      commandfor={dialog}
      command="show-modal"
      onClick={withoutCommands((element) => element.showModal())}
    >
      {children}
    </button>
  );
}

/** A click on the backdrop lands on the <dialog> itself. */
function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
  if (event.target === event.currentTarget) event.currentTarget.close();
}

/**
 * For a browser without invoker commands, the button's command done by its click handler; a
 * browser with them has done it already.
 */
function withoutCommands(act: (dialog: HTMLDialogElement) => void) {
  return (event: MouseEvent<HTMLButtonElement>) => {
    if ("command" in HTMLButtonElement.prototype) return;
    const dialog = document.getElementById(event.currentTarget.getAttribute("commandfor") ?? "");
    if (dialog instanceof HTMLDialogElement) act(dialog);
  };
}

/** The red error text under a lead form (docs/product.md, section 9.2). */
export function FormError({ text }: { text: string | null }) {
  return (
    <p className="lead-form__error" role="alert">
      {text}
    </p>
  );
}
