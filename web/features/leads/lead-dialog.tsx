import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { type ReactNode, useId } from "react";
import { useModalDialog } from "../../components/ui/use-modal-dialog";
import { serverMessage } from "../../i18n/field-errors";
import { ApiError } from "../../lib/api";

type LeadDialogProps = {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
};

/** The modal of the lead pages: a title, a close control and the form (docs/product.md, section 3.5). */
export function LeadDialog({ open, title, onClose, children }: LeadDialogProps) {
  const dialog = useModalDialog(open, onClose);
  const titleId = useId();
  const { t } = useLingui();
  return (
    <dialog {...dialog} className="dialog lead-dialog" aria-labelledby={titleId}>
      {open ? (
        <div className="lead-dialog__body">
          <div className="lead-dialog__head">
            <h2 id={titleId}>{title}</h2>
            <button
              type="button"
              className="lead-dialog__close"
              onClick={onClose}
              aria-label={t`Close`}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
              </svg>
            </button>
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}

/** The red error text under a lead form (docs/product.md, section 9.2). */
export function FormError({ text }: { text: string | null }) {
  return (
    <p className="lead-form__error" role="alert">
      {text}
    </p>
  );
}

/**
 * docs/product.md, section 9.2: 'Error: ' and the server's message when it sent one, else the
 * form's fallback; both in the page's language.
 */
export function failureText(error: unknown, fallback: string, i18n: I18n): string {
  if (!(error instanceof ApiError && error.serverMessage)) return fallback;
  const text = serverMessage(error.serverMessage, i18n);
  return i18n._(msg`Error: ${text}`);
}
