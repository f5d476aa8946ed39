import {
  type FormEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { flushSync } from "react-dom";
import { useFetcher } from "react-router";
import { EVALUATION_TOPICS } from "../../../../core/constants";
import type { AdminAnswers } from "../../../../core/schemas/application";
import type { Scorecard } from "../../../../core/schemas/scorecard";
import {
  formatScore,
  RED_FLAG_TOPIC,
  SCORED_TOPICS,
  SCORES,
  type ScoredTopic,
  unscoredTopics,
} from "../../../../core/scorecard";
import { type ActionResult, AS_JSON } from "../actions";
import { formatDateTime } from "../format";
import type { ReviewIntent, ScorecardSaved } from "./review-action";
import { focusTopic, useReviewKeys } from "./use-review-keys";

/** How long the form waits after the last change before saving the draft. */
const AUTOSAVE_MS = 800;

type Draft = {
  scores: Partial<Record<ScoredTopic, number>>;
  notes: AdminAnswers;
  redFlag: boolean;
};

type ScorecardFormProps = {
  /** Your scorecard so far, or null. */
  mine: Scorecard | null;
  /** Notes to start from when you have no scorecard yet (an admin: the stored evaluation answers). */
  startingNotes?: AdminAnswers;
  submitLabel: string;
  /** The spec's evaluation (admins): "Submit evaluation" sends the notes as the answers and resolves. */
  evaluates?: boolean;
  /** The triage queue's keys (digits, Tab, Ctrl+Enter, S, U, N) and its extra buttons. */
  keyboard?: {
    onSkip: () => void;
    onUndoSkip: () => void;
    onShortcuts: () => void;
    paused: boolean;
  };
  actions?: ReactNode;
  /** The others' median, shown pinned once your own scorecard is in (null until then). */
  othersMedian?: number | null;
};

const draftOf = (mine: Scorecard | null, startingNotes: AdminAnswers = {}): Draft => ({
  scores: (mine?.scores ?? {}) as Draft["scores"],
  notes: (mine?.notes ?? startingNotes) as AdminAnswers,
  redFlag: mine?.redFlag ?? false,
});

/**
 * The scorecard of the 13 evaluation topics (docs/product.md, section 9.3): a score 0–5 and a note for each of
 * the twelve scored topics, a flag and a note for "Anomalies or Red Flags". A draft is saved as you
 * type; submitting counts it (docs/decisions/020-scorecards.md). Both go to the clientAction of the
 * route showing the application: its record beside the list, or the review queue, which then opens
 * the next one.
 */
export function ScorecardForm({
  mine,
  startingNotes,
  submitLabel,
  evaluates = false,
  keyboard,
  actions,
  othersMedian = null,
}: ScorecardFormProps) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(mine, startingNotes));
  const [dirty, setDirty] = useState(false);
  const [problem, setProblem] = useState("");
  const drafts = useFetcher<ScorecardSaved>();
  const submission = useFetcher<ScorecardSaved>();
  const evaluation = useFetcher<ActionResult>();
  const submitted = Boolean(mine?.submittedAt);
  const busy = submission.state !== "idle" || evaluation.state !== "idle";
  const formRef = useRef<HTMLFormElement>(null);
  const saveDraft = drafts.submit;
  // The topics whose note is open (a note opens on demand: its button, or N in the queue).
  const [notesOpen, setNotesOpen] = useState<ReadonlySet<number>>(() => new Set());
  const openNote = (index: number) => {
    flushSync(() => setNotesOpen((open) => new Set(open).add(index)));
    formRef.current?.querySelector<HTMLElement>(`[data-topic="${index}"] textarea`)?.focus();
  };
  const latest = submission.data?.ok
    ? submission.data.scorecard
    : drafts.data?.ok
      ? drafts.data.scorecard
      : mine;
  const scored = SCORED_TOPICS.length - unscoredTopics(draft.scores).length;

  const change = (next: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setDirty(true);
  };

  // A draft saves itself a moment after the last change; a submitted scorecard waits for a submit.
  useEffect(() => {
    if (!dirty || submitted) return;
    const timer = setTimeout(() => {
      setDirty(false);
      const intent: ReviewIntent = { intent: "scorecard", scorecard: { ...draft, submit: false } };
      void saveDraft(intent, AS_JSON);
    }, AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [draft, dirty, submitted, saveDraft]);

  const sent = submission.data?.ok ? submission.data.scorecard : null;
  const status = sent
    ? submittedText(sent.submittedAt)
    : drafts.state !== "idle"
      ? "Saving draft…"
      : drafts.data?.ok
        ? "Draft saved"
        : submittedText(mine?.submittedAt ?? null);
  const error =
    problem ||
    (submission.data?.ok === false ? submission.data.error : "") ||
    (drafts.data?.ok === false && drafts.state === "idle" ? drafts.data.error : "");

  function submit(event?: FormEvent) {
    event?.preventDefault();
    setProblem("");
    const missing = unscoredTopics(draft.scores);
    if (missing.length > 0) {
      setProblem(`Score every topic before submitting: ${missing.join(", ")}`);
      focusTopic(formRef.current, SCORED_TOPICS.indexOf(missing[0] as ScoredTopic));
      return;
    }
    setDirty(false);
    const intent: ReviewIntent = { intent: "scorecard", scorecard: { ...draft, submit: true } };
    void submission.submit(intent, AS_JSON);
  }

  function evaluate() {
    void evaluation.submit({ intent: "evaluate", adminAnswers: draft.notes }, AS_JSON);
  }

  // In the queue the first topic takes the focus as the form appears, so the keys work at once.
  const focusFirst = Boolean(keyboard);
  const formElement = useCallback(
    (form: HTMLFormElement | null) => {
      formRef.current = form;
      if (form && focusFirst) focusTopic(form, 0);
    },
    [focusFirst],
  );

  useReviewKeys(formRef, {
    enabled: Boolean(keyboard) && !keyboard?.paused,
    onScore: (index, score) => {
      const topic = SCORED_TOPICS[index];
      if (!topic) return;
      setDraft((current) => ({ ...current, scores: { ...current.scores, [topic]: score } }));
      setDirty(true);
    },
    onSubmit: () => void submit(),
    onNote: openNote,
    onSkip: () => keyboard?.onSkip(),
    onUndoSkip: () => keyboard?.onUndoSkip(),
    onShortcuts: () => keyboard?.onShortcuts(),
  });

  return (
    <form
      ref={formElement}
      className="form scorecard"
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
    >
      <div className="scorecard__pinned">
        <h3 id={`${id}-title`}>Evaluation</h3>
        <p className="scorecard__totals">
          <span>
            Scored {scored} of {SCORED_TOPICS.length}
          </span>
          <span>
            Weighted total{" "}
            <strong>
              {latest?.weightedTotal == null ? "—" : formatScore(latest.weightedTotal)}
            </strong>
          </span>
          {othersMedian !== null ? (
            <span>
              Team median <strong>{formatScore(othersMedian)}</strong>
            </span>
          ) : null}
        </p>
      </div>
      <p className="scorecard__hint">
        Score each topic from 0 (absent) to 5 (outstanding); the note is your answer for the topic.
        {submitted ? " Change it and submit again to update your scores." : ""}
      </p>
      {EVALUATION_TOPICS.map((topic, index) => {
        const note = draft.notes[topic] ?? "";
        const noteOpen = notesOpen.has(index);
        return (
          <fieldset key={topic} className="scorecard__topic" data-topic={index}>
            <legend id={`${id}-topic-${index}`}>{topic}</legend>
            <div className="scorecard__controls">
              {topic === RED_FLAG_TOPIC ? (
                <label className="scorecard__flag">
                  <input
                    type="checkbox"
                    checked={draft.redFlag}
                    onChange={(event) => change({ redFlag: event.target.checked })}
                  />
                  Red flag raised
                </label>
              ) : (
                <div role="radiogroup" aria-label="Score" className="scorecard__scores">
                  {SCORES.map((score) => (
                    <label key={score} className="scorecard__score">
                      <input
                        type="radio"
                        name={`${id}-score-${index}`}
                        value={score}
                        checked={draft.scores[topic as ScoredTopic] === score}
                        onChange={() => change({ scores: { ...draft.scores, [topic]: score } })}
                      />
                      <span>{score}</span>
                    </label>
                  ))}
                </div>
              )}
              <button
                type="button"
                className="scorecard__note-button"
                aria-expanded={noteOpen}
                aria-controls={`${id}-note-field-${index}`}
                onClick={() =>
                  noteOpen
                    ? setNotesOpen((open) => {
                        const next = new Set(open);
                        next.delete(index);
                        return next;
                      })
                    : openNote(index)
                }
              >
                Note
                {note ? (
                  <span className="scorecard__note-mark" aria-hidden="true">
                    {" "}
                    •
                  </span>
                ) : null}
                <span className="visually-hidden">
                  {" "}
                  on {topic}
                  {note ? " (written)" : ""}
                </span>
              </button>
            </div>
            {noteOpen ? (
              <textarea
                id={`${id}-note-field-${index}`}
                aria-labelledby={`${id}-topic-${index}`}
                aria-describedby={`${id}-note-${index}`}
                rows={2}
                value={note}
                onChange={(event) =>
                  change({ notes: { ...draft.notes, [topic]: event.target.value } })
                }
              />
            ) : null}
            <span id={`${id}-note-${index}`} className="visually-hidden">
              {topic === RED_FLAG_TOPIC ? "Note: what the red flag is" : "Note"}
            </span>
          </fieldset>
        );
      })}
      {error ? (
        <p role="alert" className="field__error">
          {error}
        </p>
      ) : null}
      <div className="scorecard__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? "Saving…" : submitLabel}
        </button>
        {evaluates ? (
          <button type="button" className="button" disabled={busy} onClick={evaluate}>
            Submit evaluation
          </button>
        ) : null}
        {actions}
        <p role="status" className="scorecard__status">
          {status}
        </p>
      </div>
      {evaluates ? (
        <p className="scorecard__hint">
          Submit evaluation stores your notes as the application's evaluation answers and marks it
          Resolved.
        </p>
      ) : null}
    </form>
  );
}

const submittedText = (at: string | null) => (at ? `Submitted ${formatDateTime(at)}` : "");
