import { Trans } from "@lingui/react/macro";
import type { ReactNode, Ref } from "react";
import type { FormSteps, FormValues } from "./form-steps";
import { useQuestionWords } from "./question-words";

type ReviewAnswersProps<Name extends string> = {
  form: FormSteps<Name>;
  values: FormValues<Name>;
  onEdit: (step: number) => void;
};

type ReviewScreenProps<Name extends string> = ReviewAnswersProps<Name> & {
  headingRef: Ref<HTMLHeadingElement>;
  /** Prefix of the heading's id, unique on the page. */
  idPrefix: string;
  title: string;
  /** What follows the answers: the form's own submit. */
  children: ReactNode;
};

/** The review screen of a multi-step form: its heading, every answer with Edit, then its submit. */
export function ReviewScreen<Name extends string>({
  headingRef,
  idPrefix,
  title,
  children,
  ...answers
}: ReviewScreenProps<Name>) {
  const headingId = `${idPrefix}-review-heading`;
  return (
    <section className="stepper__screen" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      <p>
        <Trans>Check your answers. Edit a step to change it; you come straight back here.</Trans>
      </p>
      <ReviewAnswers {...answers} />
      {children}
    </section>
  );
}

/** Every answer grouped by step, each step with an Edit button that opens it. */
function ReviewAnswers<Name extends string>({ form, values, onEdit }: ReviewAnswersProps<Name>) {
  const say = useQuestionWords();
  return (
    <>
      {form.steps.map((step, index) => {
        const headingId = `review-step-${index}`;
        return (
          <section key={step.title} className="review card" aria-labelledby={headingId}>
            <div className="review__header">
              <h3 id={headingId}>{say(step.title)}</h3>
              <button
                type="button"
                className="button review__edit"
                onClick={() => onEdit(index + form.firstFieldStep)}
              >
                <Trans>Edit</Trans>
                <span className="visually-hidden"> {say(step.title)}</span>
              </button>
            </div>
            <dl className="review__answers">
              {step.fields.map((field) => (
                <div key={field.name} className="review__answer">
                  <dt>{say(field.label)}</dt>
                  <dd dir="auto">
                    {(field.kind === "select"
                      ? say(values[field.name])
                      : values[field.name]
                    ).trim() || (
                      <span className="review__empty">
                        <Trans>Not answered</Trans>
                      </span>
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        );
      })}
    </>
  );
}
