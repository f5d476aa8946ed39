import { useSyncExternalStore } from "react";
import type { PitchOnDecision } from "../../../../core/pitch-slots";
import { useModalDialog } from "../../../components/ui/use-modal-dialog";

// The question on show, and who waits for its answer: outside React, so a route's clientAction
// (which resolves applications) can ask staff as the toasts report to them.
type Question = { message: string; answer: (choice: PitchOnDecision | null) => void };
let question: Question | null = null;
const listeners = new Set<() => void>();
const setQuestion = (next: Question | null) => {
  question = next;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Asks what becomes of the booked pitches of applications being resolved, with the server's own
 * words (core/pitch-slots.ts): cancel them (the founder's mail and the calendar's CANCEL) or keep
 * them as meetings. Answers null when staff go back, and nothing changes.
 */
export const askPitchFate = (message: string) =>
  new Promise<PitchOnDecision | null>((resolve) => {
    question?.answer(null);
    setQuestion({
      message,
      answer: (choice) => {
        setQuestion(null);
        resolve(choice);
      },
    });
  });

/** The question as a modal dialog, mounted once in the console (shell/console-keys.tsx). */
export function PitchFateDialog() {
  const shown = useSyncExternalStore(
    subscribe,
    () => question,
    () => null,
  );
  const dialog = useModalDialog(shown !== null, () => shown?.answer(null));
  return (
    <dialog
      {...dialog}
      className="dialog confirm-dialog pitch-fate"
      aria-labelledby="pitch-fate-title"
    >
      {shown ? (
        <div className="confirm-dialog__body">
          <h2 id="pitch-fate-title">What becomes of the pitch?</h2>
          <p>{shown.message}</p>
          <div className="confirm-dialog__actions">
            {/* Going back comes first: showModal() focuses it, so Enter changes nothing. */}
            <button type="button" className="button" onClick={() => shown.answer(null)}>
              Go back
            </button>
            <button type="button" className="button" onClick={() => shown.answer("keep")}>
              Keep it as a meeting
            </button>
            <button
              type="button"
              className="button button--danger"
              onClick={() => shown.answer("cancel")}
            >
              Cancel the pitch
            </button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
