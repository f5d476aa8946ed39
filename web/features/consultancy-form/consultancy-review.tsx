import type { ConsultancyFieldName } from "../../../core/schemas/consultancy-request";
import type { ReviewProps } from "../../components/multi-step-form/multi-step-form";
import { ReviewAnswers } from "../../components/multi-step-form/review-answers";
import { CONSULTANCY_FORM, type ConsultancyFormValues } from "./consultancy-steps";
import { useSubmitConsultancy } from "./use-submit-consultancy";

type ConsultancyReviewProps = ReviewProps<ConsultancyFieldName> & {
  onSubmitted: (values: ConsultancyFormValues) => void;
};

/** Every answer by step, each with Edit, then Submit. */
export function ConsultancyReview({
  headingRef,
  values,
  onEdit,
  onBack,
  onSubmitted,
}: ConsultancyReviewProps) {
  const { submit, sending, failure } = useSubmitConsultancy(onSubmitted);
  return (
    <section className="stepper__screen" aria-labelledby="consultancy-review-heading">
      <h2 id="consultancy-review-heading" ref={headingRef} tabIndex={-1}>
        Review your answers
      </h2>
      <p>Check your answers. Edit a step to change it; you come straight back here.</p>
      <ReviewAnswers form={CONSULTANCY_FORM} values={values} onEdit={onEdit} />
      {failure ? (
        <p className="stepper__failure" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="stepper__actions">
        <button type="button" className="button" onClick={onBack} disabled={sending}>
          Back
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => void submit(values)}
          disabled={sending}
        >
          {sending ? "Submitting..." : "Submit"}
        </button>
      </div>
    </section>
  );
}
