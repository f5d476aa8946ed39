import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { IntroProps } from "./multi-step-form";
import { useQuestionWords } from "./question-words";

type FormIntroProps = IntroProps & {
  /** Prefix of the heading's id, unique on the page. */
  idPrefix: string;
  /** What to know before starting, e.g. the time needed. */
  facts: readonly { term: string; value: ReactNode }[];
  steps: readonly { title: string }[];
  startLabel: string;
  /** The button's label when answers were restored from the browser. */
  continueLabel: string;
  /** What the form asks, in a sentence or two. */
  children: ReactNode;
};

/** Screen 0 of a multi-step form: the facts, what it asks, its steps, and the start button. */
export function FormIntro({
  headingRef,
  hasDraft,
  onStart,
  onStartApproached,
  idPrefix,
  facts,
  steps,
  startLabel,
  continueLabel,
  children,
}: FormIntroProps) {
  const headingId = `${idPrefix}-intro-heading`;
  const say = useQuestionWords();
  return (
    <section className="stepper__screen card" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        <Trans>Before you start</Trans>
      </h2>
      <dl className="stepper__facts">
        {facts.map((fact) => (
          <div key={fact.term}>
            <dt>{fact.term}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {children}
      <ol className="stepper__outline">
        {steps.map((step) => (
          <li key={step.title}>{say(step.title)}</li>
        ))}
      </ol>
      <p className="stepper__note">
        <Trans>
          Your answers are kept in this browser as you type, so a refresh or a closed tab loses
          nothing. Fields marked (optional) may be left empty.
        </Trans>
      </p>
      <div className="stepper__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={onStart}
          onPointerEnter={onStartApproached}
          onFocus={onStartApproached}
        >
          {hasDraft ? continueLabel : startLabel}
        </button>
      </div>
    </section>
  );
}
