import type { Ref } from "react";
import { APPLICATION_FEE_PAISE } from "../../../core/constants";
import { APPLICATION_STEPS } from "../../../core/schemas/application";
import { type ApplicationFormValues, FIRST_FIELD_STEP } from "./application-steps";

type ApplicationReviewProps = {
  headingRef: Ref<HTMLHeadingElement>;
  values: ApplicationFormValues;
  onEdit: (step: number) => void;
  onBack: () => void;
};

/** Every answer grouped by step, each step with a way back to edit it, and the fee. */
export function ApplicationReview({ headingRef, values, onEdit, onBack }: ApplicationReviewProps) {
  return (
    <section className="application__screen" aria-labelledby="application-review-heading">
      <h2 id="application-review-heading" ref={headingRef} tabIndex={-1}>
        Review your application
      </h2>
      <p>Check your answers. Edit a step to change it; you come straight back here.</p>
      {APPLICATION_STEPS.map((step, index) => {
        const headingId = `review-step-${index}`;
        return (
          <section key={step.title} className="review card" aria-labelledby={headingId}>
            <div className="review__header">
              <h3 id={headingId}>{step.title}</h3>
              <button
                type="button"
                className="button review__edit"
                onClick={() => onEdit(index + FIRST_FIELD_STEP)}
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
      <p className="review__fee card">
        Application fee <strong>₹{APPLICATION_FEE_PAISE / 100}</strong>
      </p>
      <div className="application__actions">
        <button type="button" className="button" onClick={onBack}>
          Back
        </button>
      </div>
    </section>
  );
}
