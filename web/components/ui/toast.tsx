import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from "react";
import { TOAST_LIFETIME_MS } from "../../../core/toast-lifetime";

export type ToastType = "success" | "error";
/** A button on the toast that undoes what it reports (the review queue's "Undo" of a skip). */
export type ToastAction = { label: string; onClick: () => void };
type Toast = { id: number; message: string; type: ToastType; action?: ToastAction | undefined };
/**
 * Shows a toast; `durationMs` is for the few that the spec gives another lifetime (the calculator's
 * 2 s) or that offer an `action`, which closes the toast once used. Answers a function that
 * closes this toast now (its action done another way, e.g. by a key).
 */
type ShowToast = (
  message: string,
  type?: ToastType,
  durationMs?: number,
  action?: ToastAction,
) => () => void;

const ToastContext = createContext<ShowToast | null>(null);

/** Holds the toasts of the whole app; each disappears after 4 seconds unless told otherwise (docs/product.md §9.4). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const lastId = useRef(0);
  const dismiss = useCallback(
    (id: number) => setToasts((current) => current.filter((t) => t.id !== id)),
    [],
  );

  const showToast = useCallback<ShowToast>(
    (message, type = "success", durationMs = TOAST_LIFETIME_MS, action) => {
      // Toast ids are timestamps (docs/product.md §2.1), made unique when two arrive in one millisecond.
      const id = Math.max(Date.now(), lastId.current + 1);
      lastId.current = id;
      setToasts((current) => [...current, { id, message, type, action }]);
      setTimeout(() => dismiss(id), durationMs);
      return () => dismiss(id);
    },
    [dismiss],
  );

  return (
    <ToastContext.Provider value={showToast}>
      {children}
      <div className="toasts" aria-live="polite" aria-atomic="false">
        {toasts.map((toast) => (
          <div
            key={toast.id}
            className={`toast toast--${toast.type}`}
            role={toast.type === "error" ? "alert" : "status"}
          >
            <span>{toast.message}</span>
            {toast.action ? (
              <button
                type="button"
                className="toast__action"
                onClick={() => {
                  dismiss(toast.id);
                  toast.action?.onClick();
                }}
              >
                {toast.action.label}
              </button>
            ) : null}
            <button
              type="button"
              className="toast__close"
              aria-label="Dismiss notification"
              onClick={() => dismiss(toast.id)}
            >
              ×
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  const showToast = useContext(ToastContext);
  if (!showToast) throw new Error("useToast must be used inside <ToastProvider>");
  return showToast;
}
