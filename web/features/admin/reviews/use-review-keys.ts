import { type RefObject, useLayoutEffect, useRef } from "react";

type ReviewKeyHandlers = {
  enabled: boolean;
  onScore: (topicIndex: number, score: number) => void;
  onSubmit: () => void;
  /** Opens the topic's note and puts the focus in it. */
  onNote: (topicIndex: number) => void;
  onSkip: () => void;
  onUndoSkip: () => void;
  onShortcuts: () => void;
};

/** The keys of the triage queue, each also a visible button (listed in the shortcuts dialog). */
export const REVIEW_KEYS = [
  { keys: ["0", "–", "5"], action: "Score the focused topic" },
  { keys: ["Tab"], action: "Next topic" },
  { keys: ["Shift", "Tab"], action: "Previous topic" },
  { keys: ["N"], action: "Write the focused topic's note (Escape goes back to its score)" },
  { keys: ["Ctrl", "Enter"], action: "Submit and open the next application (⌘ Enter on a Mac)" },
  { keys: ["S"], action: "Skip this application" },
  { keys: ["U"], action: "Undo the last skip (while its notice shows)" },
  { keys: ["?"], action: "Show these shortcuts" },
] as const;

const TYPING =
  "textarea, select, input:not([type=radio]):not([type=checkbox]), [contenteditable=true]";

/**
 * Listens for the queue's keys on the page while `enabled`. While you type in a note (or any text
 * field) only Ctrl+Enter (⌘+Enter) acts; nothing acts while a dialog is open.
 */
export function useReviewKeys(
  form: RefObject<HTMLFormElement | null>,
  handlers: ReviewKeyHandlers,
) {
  const latest = useRef(handlers);
  latest.current = handlers;
  const focused = useRef(0);

  // Attached in the commit that shows the form (a layout effect, before the paint), as the first
  // topic takes the focus: a key typed ahead as the next application appears is not lost.
  useLayoutEffect(() => {
    if (!handlers.enabled) return;
    const topicOf = (element: Element | null) => {
      const topic = element?.closest<HTMLElement>("[data-topic]");
      return topic && form.current?.contains(topic) ? Number(topic.dataset.topic) : null;
    };
    const onFocusIn = (event: FocusEvent) => {
      const index = topicOf(event.target as Element);
      if (index !== null) focused.current = index;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const handlers = latest.current;
      if (document.querySelector("dialog[open]")) return;
      if ((event.ctrlKey || event.metaKey) && event.key === "Enter") {
        event.preventDefault();
        handlers.onSubmit();
        return;
      }
      const target = event.target as HTMLElement;
      const typing = target.closest(TYPING) !== null;
      const topic = topicOf(target);
      if (typing) {
        if (event.key === "Escape" && topic !== null) focusTopic(form.current, topic);
        return;
      }
      if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      const current = topic ?? focused.current;
      if (/^[0-5]$/.test(event.key)) {
        event.preventDefault();
        handlers.onScore(current, Number(event.key));
        // The chosen score takes the focus now, so a Tab right after moves on from this topic.
        form.current
          ?.querySelector<HTMLInputElement>(`[data-topic="${current}"] input[value="${event.key}"]`)
          ?.focus();
      } else if (event.key === "Tab" && topic !== null) {
        const next = topic + (event.shiftKey ? -1 : 1);
        if (form.current?.querySelector(`[data-topic="${next}"]`)) {
          event.preventDefault();
          focusTopic(form.current, next);
        }
      } else if (event.key === "s" || event.key === "S") {
        event.preventDefault();
        handlers.onSkip();
      } else if (event.key === "u" || event.key === "U") {
        event.preventDefault();
        handlers.onUndoSkip();
      } else if (event.key === "n" || event.key === "N") {
        event.preventDefault();
        handlers.onNote(current);
      } else if (event.key === "?") {
        event.preventDefault();
        handlers.onShortcuts();
      }
    };
    const element = form.current;
    element?.addEventListener("focusin", onFocusIn);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      element?.removeEventListener("focusin", onFocusIn);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [handlers.enabled, form]);
}

/** Focuses a topic's checked score (or its first), or the red flag's checkbox. */
export function focusTopic(form: HTMLFormElement | null, index: number) {
  const topic = form?.querySelector<HTMLElement>(`[data-topic="${index}"]`);
  const target =
    topic?.querySelector<HTMLInputElement>("input:checked") ??
    topic?.querySelector<HTMLInputElement>("input");
  target?.focus();
}
