import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useFetcher } from "react-router";
import type { AdminAnswers } from "../../../../core/schemas/application";
import { type Scorecard, ScorecardFormSchema } from "../../../../core/schemas/scorecard";
import {
  EVALUATION_TOPICS,
  formatScore,
  RED_FLAG_TOPIC,
  SCORED_TOPICS,
  SCORES,
  type ScoredTopic,
  type Scores,
} from "../../../../core/scorecard";
import { formatDateTime } from "../format";
import type { ScorecardReply } from "./review-action";
import { focusTopic, useReviewKeys } from "./use-review-keys";

/** How long the form waits after the last change before saving the draft. */
const AUTOSAVE_MS = 800;

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

/** The form starts from your latest version: a change after seeing the others, or your first. */
const valuesOf = (mine: Scorecard | null, startingNotes: AdminAnswers = {}) => {
  const latest = mine?.revision ?? mine;
  return {
    scores: (latest?.scores ?? {}) as Scores,
    notes: (latest?.notes ?? startingNotes) as AdminAnswers,
    redFlag: latest?.redFlag ?? false,
  };
};

/** The later of two answers: the one the form shows. */
const later = (one: ScorecardReply | undefined, other: ScorecardReply | undefined) =>
  one && other ? (other.at > one.at ? other : one) : (one ?? other);

/**
 * The scorecard of the 13 evaluation topics (docs/product.md, section 9.3): a score 0–5 and a note for each of
 * the twelve scored topics, a flag and a note for "Anomalies or Red Flags". A conform form posted
 * to the clientAction of the route showing the application (its record beside the list, or the
 * review queue, which then opens the next one): a draft is saved as you type, the submit button
 * counts it (docs/decisions/020-scorecards.md), and an admin's "Submit evaluation" sends the notes
 * as the evaluation's answers. Each button names its intent; one schema checks all three.
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
  const drafts = useFetcher<ScorecardReply>();
  const sending = useFetcher<ScorecardReply>();
  const submitted = Boolean(mine?.submittedAt);
  const busy = sending.state !== "idle";
  const formRef = useRef<HTMLFormElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);

  // A draft saves itself a moment after the last change; a submitted scorecard waits for a submit.
  const draftTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const cancelDraft = useCallback(() => clearTimeout(draftTimer.current), []);
  useEffect(() => cancelDraft, [cancelDraft]);
  const saveDraft = drafts.submit;
  const changed = () => {
    if (submitted) return;
    cancelDraft();
    draftTimer.current = setTimeout(() => {
      if (!formRef.current) return;
      const draft = new FormData(formRef.current);
      draft.set("intent", "scorecard-draft");
      void saveDraft(draft, { method: "post" });
    }, AUTOSAVE_MS);
  };

  const [form, fields] = useForm({
    id: `${id}-form`,
    defaultValue: valuesOf(mine, startingNotes),
    lastResult: later(drafts.data, sending.data)?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ScorecardFormSchema }),
    // A submit sends every score and note: the draft waiting to save has nothing more.
    onSubmit: (_event, { formData }) => {
      if (formData.get("intent") === "scorecard-submit") cancelDraft();
    },
  });
  const scores = fields.scores.getFieldset();
  const notes = fields.notes.getFieldset();
  const redFlag = fields.redFlag;

  // The topics whose note is open (a note opens on demand: its button, or N in the queue).
  const [notesOpen, setNotesOpen] = useState<ReadonlySet<number>>(() => new Set());
  const openNote = (index: number) => {
    flushSync(() => setNotesOpen((open) => new Set(open).add(index)));
    formRef.current?.querySelector<HTMLElement>(`[data-topic="${index}"] textarea`)?.focus();
  };
  const scored = SCORED_TOPICS.filter((topic) => scores[topic].value).length;

  const sent = sending.data?.ok ? (sending.data.scorecard ?? null) : null;
  const latest = sent ?? (drafts.data?.ok ? drafts.data.scorecard : undefined) ?? mine;
  const status = sent
    ? submittedText(sent)
    : drafts.state !== "idle"
      ? "Saving draft…"
      : drafts.data?.ok
        ? "Draft saved"
        : submittedText(mine);
  const seesOthers = submitted && (othersMedian !== null || Boolean(latest?.revision));
  // The form's messages, the browser's check's or the server's: the first is said under the form.
  const error = Object.values(form.allErrors).flat()[0];

  // In the queue the first topic takes the focus as the form appears, so the keys work at once.
  const focusFirst = Boolean(keyboard);
  const formElement = useCallback(
    (element: HTMLFormElement | null) => {
      formRef.current = element;
      if (element && focusFirst) focusTopic(element, 0);
    },
    [focusFirst],
  );

  useReviewKeys(formRef, {
    enabled: Boolean(keyboard) && !keyboard?.paused,
    // The score's own radio is chosen, as a click would: the form hears it as any change.
    onScore: (index, score) =>
      formRef.current
        ?.querySelector<HTMLInputElement>(`[data-topic="${index}"] input[value="${score}"]`)
        ?.click(),
    onSubmit: () => {
      if (!busy && submitButton.current) formRef.current?.requestSubmit(submitButton.current);
    },
    onNote: openNote,
    onSkip: () => keyboard?.onSkip(),
    onUndoSkip: () => keyboard?.onUndoSkip(),
    onShortcuts: () => keyboard?.onShortcuts(),
  });

  return (
    <sending.Form
      ref={formElement}
      method="post"
      id={form.id}
      className="form scorecard"
      onSubmit={form.onSubmit}
      onChange={changed}
      noValidate
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
        const noteField = notes[topic];
        const note = noteField.value;
        const noteOpen = notesOpen.has(index);
        const scoreField = topic === RED_FLAG_TOPIC ? null : scores[topic as ScoredTopic];
        return (
          <fieldset key={topic} className="scorecard__topic" data-topic={index}>
            <legend id={`${id}-topic-${index}`}>{topic}</legend>
            <div className="scorecard__controls">
              {scoreField === null ? (
                <label className="scorecard__flag">
                  <input
                    key={redFlag.key}
                    type="checkbox"
                    name={redFlag.name}
                    defaultChecked={redFlag.initialValue === "on"}
                  />
                  Red flag raised
                </label>
              ) : (
                <div
                  key={scoreField.key}
                  role="radiogroup"
                  aria-label="Score"
                  className="scorecard__scores"
                >
                  {SCORES.map((score) => (
                    <label key={score} className="scorecard__score">
                      <input
                        type="radio"
                        name={scoreField.name}
                        value={score}
                        defaultChecked={scoreField.initialValue === String(score)}
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
            {/* A closed note stays in the form, hidden: it is posted with the rest. */}
            <textarea
              key={noteField.key}
              id={`${id}-note-field-${index}`}
              name={noteField.name}
              defaultValue={noteField.initialValue}
              hidden={!noteOpen}
              aria-labelledby={`${id}-topic-${index}`}
              aria-describedby={`${id}-note-${index}`}
              rows={2}
            />
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
        <button
          ref={submitButton}
          type="submit"
          name="intent"
          value="scorecard-submit"
          className="button button--primary"
          disabled={busy}
        >
          {busy ? "Saving…" : submitLabel}
        </button>
        {evaluates ? (
          <button type="submit" name="intent" value="evaluate" className="button" disabled={busy}>
            Submit evaluation
          </button>
        ) : null}
        {actions}
        <p role="status" className="scorecard__status">
          {status}
        </p>
      </div>
      {seesOthers ? (
        <p className="scorecard__hint">
          You can see the others' scores now: a change is kept as changed after seeing others, and
          your first scores are the ones that count.
        </p>
      ) : null}
      {evaluates ? (
        <p className="scorecard__hint">
          Submit evaluation stores your notes as the application's evaluation answers and marks it
          Resolved.
        </p>
      ) : null}
    </sending.Form>
  );
}

const submittedText = (card: Scorecard | null) =>
  card?.revision
    ? `Changed after seeing others ${formatDateTime(card.revision.submittedAt)} · first submitted ${formatDateTime(card.submittedAt ?? card.revision.submittedAt)}`
    : card?.submittedAt
      ? `Submitted ${formatDateTime(card.submittedAt)}`
      : "";
