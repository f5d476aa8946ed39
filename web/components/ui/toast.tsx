import { type ReactNode, useSyncExternalStore } from "react";
import { TOAST_LIFETIME_MS } from "../../../core/toast-lifetime";

export type ToastType = "success" | "error";
/**
 * A button on the toast that undoes what it reports: a label and a click handler, or a control of
 * the caller's own, given the toast's close (the review queue's "Undo" of a skip: a form posted to
 * the queue's action).
 */
export type ToastAction =
  | { label: string; onClick: () => void }
  | { render: (close: () => void) => ReactNode };
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

// The toasts live outside React, so a route's clientAction can report what it did as a component
// does; ToastProvider shows them.
let toasts: readonly Toast[] = [];
let lastId = 0;
const listeners = new Set<() => void>();
const setToasts = (next: readonly Toast[]) => {
  toasts = next;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const NONE: readonly Toast[] = [];
const dismiss = (id: number) => setToasts(toasts.filter((toast) => toast.id !== id));

/** Shows a toast; each disappears after 4 seconds unless told otherwise (docs/product.md, section 9.4). */
export const toast: ShowToast = (
  message,
  type = "success",
  durationMs = TOAST_LIFETIME_MS,
  action,
) => {
  // Toast ids are timestamps (docs/product.md, section 2.1), made unique when two arrive in one millisecond.
  const id = Math.max(Date.now(), lastId + 1);
  lastId = id;
  setToasts([...toasts, { id, message, type, action }]);
  setTimeout(() => dismiss(id), durationMs);
  return () => dismiss(id);
};

/** Shows the toasts of the whole app below its content. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const shown = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => NONE,
  );
  return (
    <>
      {children}
      <div className="toasts" aria-live="polite" aria-atomic="false">
        {shown.map((item) => (
          <div
            key={item.id}
            className={`toast toast--${item.type}`}
            role={item.type === "error" ? "alert" : "status"}
          >
            <span>{item.message}</span>
            {item.action ? <ActionButton id={item.id} action={item.action} /> : null}
            <button
              type="button"
              className="toast__close"
              aria-label="Dismiss notification"
              onClick={() => dismiss(item.id)}
            >
              ×
            </button>
          </div>
        ))}
      </div>
    </>
  );
}

function ActionButton({ id, action }: { id: number; action: ToastAction }) {
  if ("render" in action) return action.render(() => dismiss(id));
  return (
    <button
      type="button"
      className="toast__action"
      onClick={() => {
        dismiss(id);
        action.onClick();
      }}
    >
      {action.label}
    </button>
  );
}

/** The toast function, for components (the same as `toast`). */
export function useToast(): ShowToast {
  return toast;
}
