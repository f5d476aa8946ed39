import type { FormSteps, FormValues } from "./form-steps";

type ReviewAnswersProps<Name extends string> = {
  form: FormSteps<Name>;
  values: FormValues<Name>;
  onEdit: (step: number) => void;
};

/** Every answer grouped by step, each step with an Edit button that opens it. */
export function ReviewAnswers<Name extends string>({
  form,
  values,
  onEdit,
}: ReviewAnswersProps<Name>) {
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
