import { useCallback, useRef, useState } from "react";
import type { AdminApplication } from "../../../../core/schemas/admin";
import type { ReviewNext } from "../../../../core/schemas/scorecard";
import { useToast } from "../../../components/ui/toast";
import { errorText } from "../../../lib/api";
import { adminApi } from "../admin-api";
import { ApplicationAnswers } from "../applications/application-details";
import { useScorecards } from "./application-review";
import { CommentsThread } from "./comments-thread";
import { reviewsApi } from "./reviews-api";
import { ScorecardForm } from "./scorecard-form";
import { ShortcutsDialog } from "./shortcuts-dialog";

type Current = { application: AdminApplication };
/** A skip that can still be undone; `closeNotice` closes its "Undo" notice. */
type Skipped = { _id: string; startupName: string; closeNotice?: () => void };

/** How long a skip can be undone: its notice's lifetime, longer than a plain notice's. */
const UNDO_SKIP_MS = 10_000;

/**
 * The triage queue: "Review next" opens the application with the fewest reviews among those you
 * have not reviewed or set aside, oldest first; submitting opens the next (docs/decisions/020-scorecards.md).
 */
export function ReviewQueueTab() {
  const [queue, setQueue] = useState<ReviewNext | null>(null);
  const [current, setCurrent] = useState<Current | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState("");
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const showToast = useToast();
  const headingRef = useRef<HTMLHeadingElement>(null);
  /** The last skip, while its notice (with "Undo") shows; U undoes it too. */
  const undoable = useRef<Skipped | null>(null);

  const openNext = useCallback(async () => {
    setLoading(true);
    setError("");
    try {
      const next = await reviewsApi.next();
      // The progress and the application change together, once both are here.
      const opened = next.next ? await adminApi.application(next.next._id) : null;
      setQueue(next);
      setCurrent(opened && { application: opened.application });
      if (!opened) requestAnimationFrame(() => headingRef.current?.focus());
    } catch (cause) {
      setError(
        errorText(cause, {
          fallback: "Could not open the next application.",
          network: "Something went wrong.",
        }),
      );
    } finally {
      setLoading(false);
    }
  }, []);

  async function setAside(reason: "skip" | "conflict") {
    if (!current) return;
    try {
      const { _id, startupName } = current.application;
      await reviewsApi.setAside({ applicationId: _id, reason });
      if (reason === "skip") {
        const skipped: Skipped = { _id, startupName };
        undoable.current = skipped;
        setTimeout(() => {
          if (undoable.current === skipped) undoable.current = null;
        }, UNDO_SKIP_MS);
        skipped.closeNotice = showToast(`${startupName} skipped`, "success", UNDO_SKIP_MS, {
          label: "Undo",
          onClick: () => void undoSkip(skipped),
        });
      } else {
        showToast(`Conflict of interest declared on ${startupName}`, "success");
      }
      await openNext();
    } catch (cause) {
      showToast(
        errorText(cause, { fallback: "Something went wrong.", network: "Something went wrong." }),
        "error",
      );
    }
  }

  /** Puts the skipped application back in the queue and opens it again. */
  async function undoSkip(skipped: Skipped | null) {
    if (!skipped || undoable.current !== skipped) return;
    undoable.current = null;
    // Undone by U: its notice's Undo would do nothing now.
    skipped.closeNotice?.();
    try {
      await reviewsApi.undoSetAside(skipped._id);
      const [next, reopened] = await Promise.all([
        reviewsApi.next(),
        adminApi.application(skipped._id),
      ]);
      setQueue(next);
      setCurrent({ application: reopened.application });
      showToast(`${skipped.startupName} is back in your queue`, "success");
    } catch (cause) {
      showToast(
        errorText(cause, { fallback: "Something went wrong.", network: "Something went wrong." }),
        "error",
      );
    }
  }

  const progress = queue?.progress;
  return (
    <section aria-labelledby="review-queue-heading" className="review-queue">
      <div className="review-queue__bar">
        <h2 id="review-queue-heading" ref={headingRef} tabIndex={-1}>
          Review queue
        </h2>
        {progress ? (
          <p className="review-queue__progress" role="status">
            {progress.reviewed} of {progress.total.toLocaleString("en-IN")} reviewed
            {progress.setAside > 0 ? ` · ${progress.setAside} skipped or set aside` : ""}
          </p>
        ) : null}
        <button type="button" className="button" onClick={() => setShortcutsOpen(true)}>
          Keyboard shortcuts <kbd>?</kbd>
        </button>
      </div>
      {error ? (
        <p role="alert" className="field__error">
          {error}
        </p>
      ) : null}
      {!current ? (
        <div className="review-queue__start">
          {queue && !queue.next ? (
            <p>
              Nothing left to review: every application in the queue has your scorecard or was set
              aside.
            </p>
          ) : null}
          <button
            type="button"
            className="button button--primary"
            onClick={openNext}
            disabled={loading}
          >
            {loading ? "Opening…" : "Review next"}
          </button>
        </div>
      ) : (
        <QueuedApplication
          key={current.application._id}
          application={current.application}
          paused={shortcutsOpen}
          onSubmitted={openNext}
          onSkip={() => void setAside("skip")}
          onUndoSkip={() => void undoSkip(undoable.current)}
          onConflict={() => void setAside("conflict")}
          onShortcuts={() => setShortcutsOpen(true)}
        />
      )}
      <ShortcutsDialog open={shortcutsOpen} onClose={() => setShortcutsOpen(false)} />
    </section>
  );
}

type QueuedApplicationProps = {
  application: AdminApplication;
  paused: boolean;
  onSubmitted: () => void;
  onSkip: () => void;
  onUndoSkip: () => void;
  onConflict: () => void;
  onShortcuts: () => void;
};

function QueuedApplication({
  application,
  paused,
  onSubmitted,
  onSkip,
  onUndoSkip,
  onConflict,
  onShortcuts,
}: QueuedApplicationProps) {
  const reviews = useScorecards(application._id);
  return (
    <article className="review-queue__item" aria-labelledby="queued-startup">
      <h3 id="queued-startup" className="review-queue__startup">
        {application.startupName}
        <span className="record__meta">
          {" "}
          · {application.fullName} · {application.industry}
        </span>
      </h3>
      <div className="review-queue__columns">
        <div className="review-queue__answers record__details">
          <ApplicationAnswers application={application} />
        </div>
        <div className="review-queue__scorecard">
          {reviews.failed ? <p className="field__error">Could not load your scorecard.</p> : null}
          {reviews.data ? (
            <ScorecardForm
              applicationId={application._id}
              mine={reviews.data.mine}
              submitLabel="Submit and next"
              onSubmitted={onSubmitted}
              keyboard={{ onSkip, onUndoSkip, onShortcuts, paused }}
              actions={
                <>
                  <button type="button" className="button" onClick={onSkip}>
                    Skip <kbd>S</kbd>
                  </button>
                  <button type="button" className="button" onClick={onConflict}>
                    Conflict of interest
                  </button>
                </>
              }
            />
          ) : null}
          <CommentsThread applicationId={application._id} />
        </div>
      </div>
    </article>
  );
}
