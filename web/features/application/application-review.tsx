import type { Ref } from "react";
import { APPLICATION_FEE_PAISE } from "../../../core/constants";
import { ReviewAnswers } from "../../components/multi-step-form/review-answers";
import { APPLICATION_FORM, type ApplicationFormValues } from "./application-steps";

type ApplicationReviewProps = {
  headingRef: Ref<HTMLHeadingElement>;
  values: ApplicationFormValues;
  onEdit: (step: number) => void;
  onBack: () => void;
};

/** Every answer grouped by step, each step with a way back to edit it, and the fee. */
export function ApplicationReview({ headingRef, values, onEdit, onBack }: ApplicationReviewProps) {
  return (
    <section className="stepper__screen" aria-labelledby="application-review-heading">
      <h2 id="application-review-heading" ref={headingRef} tabIndex={-1}>
        Review your application
      </h2>
      <p>Check your answers. Edit a step to change it; you come straight back here.</p>
      <ReviewAnswers form={APPLICATION_FORM} values={values} onEdit={onEdit} />
      <p className="review__fee card">
        Application fee <strong>₹{APPLICATION_FEE_PAISE / 100}</strong>
      </p>
      <div className="stepper__actions">
        <button type="button" className="button" onClick={onBack}>
          Back
        </button>
      </div>
    </section>
  );
}
