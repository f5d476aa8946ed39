import { useEffect, useRef, useState } from "react";
import { useActionData, useNavigation, useOutlet, useOutletContext, useSubmit } from "react-router";
import { formatCount } from "../../../../core/counts";
import type { AdminApplication } from "../../../../core/schemas/admin";
import type { OpenAppeals } from "../../../../core/schemas/appeals";
import type {
  ApplicationScorecards,
  Comment,
  ReviewNext,
} from "../../../../core/schemas/scorecard";
import { AS_JSON } from "../actions";
import { ApplicationAnswers } from "../applications/application-details";
import { DecisionClockLine } from "../applications/decision-clock";
import { Loaded } from "../lists/loaded";
import { CONSOLE_KEYS, ShortcutsDialog } from "../shell/shortcuts-dialog";
import { CommentsThread } from "./comments-thread";
import { OpenAppealsList } from "./open-appeals";
import { RecuseForm } from "./recuse-form";
import type { QueuedIntent, QueueFailure, QueueIntent } from "./review-queue-action";
import { ScorecardForm } from "./scorecard-form";
import { REVIEW_KEYS } from "./use-review-keys";

/** What the queue hands the application open in it: its shortcuts dialog. */
type QueueContext = { shortcutsOpen: boolean; openShortcuts: () => void };

/**
 * The triage queue: "Review next" opens the application with the fewest reviews among those you
 * have not reviewed or set aside, oldest first, at its own address; submitting opens the next
 * (docs/decisions/020-scorecards.md). Its progress is loaded again after each. Above it, the
 * open appeals the person acts on.
 */
export function ReviewQueueTab({
  queue,
  appeals,
}: {
  queue: Promise<ReviewNext>;
  appeals: Promise<OpenAppeals>;
}) {
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const context: QueueContext = { shortcutsOpen, openShortcuts: () => setShortcutsOpen(true) };
  const open = useOutlet(context);
  const failure = useActionData<QueueFailure | undefined>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const opened = open !== null;

  // Back at the start from an application, the focus lost with it (the last one submitted): it
  // goes to the heading.
  const wasOpen = useRef(opened);
  useEffect(() => {
    if (wasOpen.current && !opened && document.activeElement === document.body) {
      headingRef.current?.focus();
    }
    wasOpen.current = opened;
  }, [opened]);

  return (
    <section aria-labelledby="review-queue-heading" className="review-queue">
      <div className="review-queue__bar">
        <h2 id="review-queue-heading" ref={headingRef} tabIndex={-1}>
          Review queue
        </h2>
        <Loaded data={queue} loading={null} failure={() => null}>
          {({ progress }) => (
            <p className="review-queue__progress" role="status">
              {progress.reviewed} of {formatCount(progress.total)} reviewed
              {progress.setAside > 0 ? ` · ${progress.setAside} skipped or set aside` : ""}
            </p>
          )}
        </Loaded>
        <button type="button" className="button" onClick={() => setShortcutsOpen(true)}>
          Keyboard shortcuts <kbd>?</kbd>
        </button>
      </div>
      {failure?.error ? (
        <p role="alert" className="field__error">
          {failure.error}
        </p>
      ) : null}
      {open ?? (
        <>
          <OpenAppealsList appeals={appeals} />
          <QueueStart queue={queue} />
        </>
      )}
      <ShortcutsDialog
        open={shortcutsOpen}
        onClose={() => setShortcutsOpen(false)}
        sections={[
          { caption: "In the review queue", rows: REVIEW_KEYS },
          { caption: "Everywhere in the console", rows: CONSOLE_KEYS },
        ]}
      />
    </section>
  );
}

function QueueStart({ queue }: { queue: Promise<ReviewNext> }) {
  const submit = useSubmit();
  const opening = useNavigation().state !== "idle";
  const intent: QueueIntent = { intent: "next" };
  return (
    <div className="review-queue__start">
      <Loaded data={queue} loading={null} failure={() => null}>
        {({ next }) =>
          next ? null : (
            <p>
              Nothing left to review: every application in the queue has your scorecard or was set
              aside.
            </p>
          )
        }
      </Loaded>
      <button
        type="button"
        className="button button--primary"
        onClick={() => void submit(intent, AS_JSON)}
        disabled={opening}
      >
        {opening ? "Opening…" : "Review next"}
      </button>
    </div>
  );
}

type QueuedApplicationProps = {
  application: AdminApplication;
  scorecards: Promise<ApplicationScorecards>;
  comments: Promise<Comment[]>;
};

/** The application open in the queue: its answers beside your scorecard, with the queue's keys. */
export function QueuedApplication({ application, scorecards, comments }: QueuedApplicationProps) {
  const { shortcutsOpen, openShortcuts } = useOutletContext<QueueContext>();
  const failure = useActionData<QueueFailure | undefined>();
  const submit = useSubmit();
  const send = (intent: QueuedIntent) => void submit(intent, AS_JSON);
  const { startupName } = application;
  const skip = () => send({ intent: "skip", startupName });
  // Open for this application only: the next one the queue opens starts without it.
  const [recusingFrom, setRecusingFrom] = useState<string | null>(null);
  const recusing = recusingFrom === application._id;
  const setRecusing = (open: boolean) => setRecusingFrom(open ? application._id : null);
  return (
    <article className="review-queue__item" aria-labelledby="queued-startup">
      {failure?.error ? (
        <p role="alert" className="field__error">
          {failure.error}
        </p>
      ) : null}
      <h3 id="queued-startup" className="review-queue__startup">
        {startupName}
        <span className="record__meta">
          {" "}
          · {application.fullName} · {application.industry}
        </span>
      </h3>
      <DecisionClockLine clock={application.clock} />
      <div className="review-queue__columns">
        <div className="review-queue__answers record__details">
          <ApplicationAnswers application={application} />
        </div>
        <div className="review-queue__scorecard">
          <Loaded
            data={scorecards}
            loading={null}
            failure={() => <p className="field__error">Could not load your scorecard.</p>}
          >
            {(reviews) => (
              <ScorecardForm
                mine={reviews.mine}
                submitLabel="Submit and next"
                keyboard={{
                  onSkip: skip,
                  onUndoSkip: () => send({ intent: "undo" }),
                  onShortcuts: openShortcuts,
                  paused: shortcutsOpen,
                }}
                actions={
                  <>
                    <button type="button" className="button" onClick={skip}>
                      Skip <kbd>S</kbd>
                    </button>
                    <button
                      type="button"
                      className="button"
                      aria-expanded={recusing}
                      onClick={() => setRecusing(true)}
                    >
                      Conflict of interest
                    </button>
                  </>
                }
              />
            )}
          </Loaded>
          {recusing ? (
            <RecuseForm startupName={startupName} onCancel={() => setRecusing(false)} />
          ) : null}
          <CommentsThread comments={comments} />
        </div>
      </div>
    </article>
  );
}
