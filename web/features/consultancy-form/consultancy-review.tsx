import { Trans, useLingui } from "@lingui/react/macro";
import type { ConsultancyFieldName } from "../../../core/schemas/consultancy-request";
import type { ReviewProps } from "../../components/multi-step-form/multi-step-form";
import { ReviewScreen } from "../../components/multi-step-form/review-screen";
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
  const { t } = useLingui();
  return (
    <ReviewScreen
      headingRef={headingRef}
      idPrefix="consultancy"
      title={t`Review your answers`}
      form={CONSULTANCY_FORM}
      values={values}
      onEdit={onEdit}
    >
      {failure ? (
        <p className="stepper__failure" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="stepper__actions">
        <button type="button" className="button" onClick={onBack} disabled={sending}>
          <Trans>Back</Trans>
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => void submit(values)}
          disabled={sending}
        >
          {sending ? t`Submitting...` : t`Submit`}
        </button>
      </div>
    </ReviewScreen>
  );
}
