import type { ReactNode, Ref } from "react";
import type { FormSteps, FormValues } from "./form-steps";

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
      <p>Check your answers. Edit a step to change it; you come straight back here.</p>
      <ReviewAnswers {...answers} />
      {children}
    </section>
  );
}

/** Every answer grouped by step, each step with an Edit button that opens it. */
function ReviewAnswers<Name extends string>({ form, values, onEdit }: ReviewAnswersProps<Name>) {
  return (
    <>
      {form.steps.map((step, index) => {
        const headingId = `review-step-${index}`;
        return (
          <section key={step.title} className="review card" aria-labelledby={headingId}>
            <div className="review__header">
              <h3 id={headingId}>{step.title}</h3>
              <button
                type="button"
                className="button review__edit"
                onClick={() => onEdit(index + form.firstFieldStep)}
              >
                Edit<span className="visually-hidden"> {step.title}</span>
              </button>
            </div>
            <dl className="review__answers">
              {step.fields.map((field) => (
                <div key={field.name} className="review__answer">
                  <dt>{field.label}</dt>
                  <dd>
                    {values[field.name].trim() || (
                      <span className="review__empty">Not answered</span>
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
