import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { ConsultancyFieldName } from "../../../core/schemas/consultancy-request";
import { MultiStepForm } from "../../components/multi-step-form/multi-step-form";
import type { FieldExtras } from "../../components/multi-step-form/step-field-input";
import { ConsultancyDone } from "./consultancy-done";
import { ConsultancyIntro } from "./consultancy-intro";
import { ConsultancyReview } from "./consultancy-review";
import {
  CONSULTANCY_DRAFT_CODEC,
  CONSULTANCY_DRAFT_KEY,
  CONSULTANCY_FORM,
  type ConsultancyFormValues,
} from "./consultancy-steps";
import { consultancyWords } from "./consultancy-words";

const FIELD_EXTRAS: Partial<Record<ConsultancyFieldName, FieldExtras>> = {
  businessName: { autoComplete: "organization" },
  // Half a year is a fair answer for a young business.
  businessAge: { number: { min: 0, step: "any", inputMode: "decimal" } },
  website: { autoComplete: "url" },
  email: { autoComplete: "email" },
};

/**
 * The consultancy form (docs/product.md, section 3.4): intro, three field steps, review, on the same
 * multi-step form as the application. Stored on submit (docs/architecture.md, rule 2).
 */
export function ConsultancyForm() {
  const [sent, setSent] = useState<ConsultancyFormValues | null>(null);
  const { i18n, t } = useLingui();
  if (sent) return <ConsultancyDone values={sent} onAnother={() => setSent(null)} />;
  return (
    <MultiStepForm
      form={CONSULTANCY_FORM}
      draft={{ key: CONSULTANCY_DRAFT_KEY, codec: CONSULTANCY_DRAFT_CODEC }}
      idPrefix="consultancy"
      progressLabel={t`Consultancy form steps`}
      words={consultancyWords(i18n)}
      fieldExtras={FIELD_EXTRAS}
      renderIntro={(props) => <ConsultancyIntro {...props} />}
      renderReview={(props) => <ConsultancyReview {...props} onSubmitted={setSent} />}
    />
  );
}
