import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, useSubmit } from "react-router";
import { RecusalFormSchema } from "../../../../core/schemas/scorecard";
import { toast } from "../../../components/ui/toast";
import { tabPath } from "../../../console-tabs";
import { errorText } from "../../../lib/api";
import { AS_JSON, replied } from "../actions";
import { postComment, saveScorecard } from "./review-action";
import { reviewsApi } from "./reviews-api";

const QUEUE = tabPath("review-queue");
/** Where the queue shows one application: /admin-dashboard/review-queue/<id>. */
const queuedPath = (applicationId: string) => `${QUEUE}/${encodeURIComponent(applicationId)}`;

/** How long a skip can be undone: its notice's lifetime, longer than a plain notice's. */
const UNDO_SKIP_MS = 10_000;
const FAILED = { fallback: "Something went wrong.", network: "Something went wrong." };

/** What the queue's start sends its clientAction. */
export type QueueIntent = { intent: "next" };
/** What the application open in the queue sends as JSON: a skip and its undo. */
export type QueuedIntent =
  | { intent: "skip"; startupName: string }
  | { intent: "undo"; applicationId?: string };
/** Why the queue could not go on, said at its top. */
export type QueueFailure = { ok: false; error: string };

// The last skip, while its notice (with "Undo") shows; U undoes it too. The queue's own memory, as
// the notice is: a reload forgets it, and the skip stays.
let undoable: { id: string; startupName: string; closeNotice: () => void } | null = null;

/**
 * Opens the application with the fewest reviews among those this reviewer has not reviewed or set
 * aside, oldest first (docs/decisions/020-scorecards.md); back to the queue's start when none is left.
 */
async function openNext(): Promise<Response | QueueFailure> {
  try {
    const { next } = await reviewsApi.next();
    return redirect(next ? queuedPath(next._id) : QUEUE);
  } catch (error) {
    const text = {
      fallback: "Could not open the next application.",
      network: "Something went wrong.",
    };
    return { ok: false, error: errorText(error, text) };
  }
}

/** The clientAction of the queue's start: "Review next". */
export const queueAction = (_intent: QueueIntent) => openNext();

/**
 * The forms of the application open in the queue, posted as their fields: a comment, or the
 * scorecard, whose submit opens the next application ("Submit and next").
 */
export function queuedFormAction(applicationId: string, formData: FormData) {
  const intent = formData.get("intent");
  if (intent === "comment") return postComment(applicationId, formData);
  if (intent === RECUSE_INTENT) return recuse(applicationId, formData);
  return saveScorecard(applicationId, formData, openNext);
}

/** The recusal form's intent, beside its reason. */
export const RECUSE_INTENT = "recuse";

/**
 * The recusal form, as posted: a conflict of interest with its reason, kept in the application's
 * history; then the next application. A refusal is said under the form.
 */
async function recuse(applicationId: string, formData: FormData) {
  const submission = parseWithZod(formData, { schema: RecusalFormSchema });
  if (submission.status !== "success") return replied(false, submission.reply());
  const startupName = String(formData.get("startupName") ?? "");
  try {
    await reviewsApi.setAside({ applicationId, reason: "conflict", note: submission.value.note });
  } catch (error) {
    return replied(false, submission.reply({ formErrors: [errorText(error, FAILED)] }));
  }
  toast(`You recused yourself from reviewing ${startupName}.`, "success");
  return openNext();
}

/** The clientAction of the application open in the queue, for what it sends as JSON. */
export async function queuedAction(applicationId: string, intent: QueuedIntent) {
  switch (intent.intent) {
    case "skip":
      return skip(applicationId, intent.startupName);
    case "undo":
      return undoSkip(intent.applicationId);
  }
}

async function skip(applicationId: string, startupName: string) {
  try {
    await reviewsApi.setAside({ applicationId, reason: "skip" });
  } catch (error) {
    toast(errorText(error, FAILED), "error");
    return { ok: false };
  }
  const skipped: NonNullable<typeof undoable> = {
    id: applicationId,
    startupName,
    closeNotice: () => undefined,
  };
  undoable = skipped;
  setTimeout(() => {
    if (undoable === skipped) undoable = null;
  }, UNDO_SKIP_MS);
  skipped.closeNotice = toast(`${startupName} skipped`, "success", UNDO_SKIP_MS, {
    render: (close) => <UndoSkipButton applicationId={applicationId} onUsed={close} />,
  });
  return openNext();
}

/** Puts the skipped application back in the queue and opens it again (its notice's Undo, or U). */
async function undoSkip(applicationId: string | undefined) {
  const skipped = undoable;
  if (!skipped || (applicationId && skipped.id !== applicationId)) return { ok: false };
  undoable = null;
  // Undone by U: its notice's Undo would do nothing now.
  skipped.closeNotice();
  try {
    await reviewsApi.undoSetAside(skipped.id);
  } catch (error) {
    toast(errorText(error, FAILED), "error");
    return { ok: false };
  }
  toast(`${skipped.startupName} is back in your queue`, "success");
  return redirect(queuedPath(skipped.id));
}

/** The skip notice's "Undo": the same undo as U, sent to the queue's action. */
function UndoSkipButton({ applicationId, onUsed }: { applicationId: string; onUsed: () => void }) {
  const submit = useSubmit();
  return (
    <button
      type="button"
      className="toast__action"
      onClick={() => {
        onUsed();
        const intent: QueuedIntent = { intent: "undo", applicationId };
        void submit(intent, { ...AS_JSON, action: queuedPath(applicationId) });
      }}
    >
      Undo
    </button>
  );
}
