import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useState } from "react";
import type { ApplicationFieldName } from "../../../core/schemas/application";
import { MultiStepForm } from "../../components/multi-step-form/multi-step-form";
import type { FieldExtras } from "../../components/multi-step-form/step-field-input";
import { applicationWords } from "../../words/application-words";
import { APPLICATION_DRAFT_CODEC, DRAFT_KEY } from "./application-draft";
import { ApplicationIntro } from "./application-intro";
import { APPLICATION_FORM } from "./application-steps";
import { FULL_PRICE, type Price } from "./price";
import { useResumeDraft } from "./use-resume-draft";

// The review, with the coupon and the payment, is code the steps do not need: it loads when the
// form is first focused, so the page's first load stays within its budget
// (docs/decisions/031-light-form-pages.md).
const loadReview = () => import("./application-review");
const ApplicationReview = lazy(() =>
  loadReview().then((module) => ({ default: module.ApplicationReview })),
);

// "Save and continue later" is a form of its own (conform's), under the field steps only: it comes
// with their code, not with the page.
const SaveForLater = lazy(() =>
  import("./save-for-later").then((module) => ({ default: module.SaveForLater })),
);

// What browsers may fill in for the founder; the other answers are the founder's own words.
const FIELD_EXTRAS: Partial<Record<ApplicationFieldName, FieldExtras>> = {
  fullName: { autoComplete: "name" },
  designation: { autoComplete: "organization-title" },
  phone: { autoComplete: "tel" },
  email: { autoComplete: "email" },
  linkedin: { autoComplete: "url" },
  startupName: { autoComplete: "organization" },
  // The form's words for it: application-words.ts.
  developmentStage: { selectPlaceholder: "Select a stage" },
  teamSize: { number: { min: 1, step: 1 } },
};

/**
 * The funding application (docs/product.md, section 3.3): intro, five field steps, review, on the shared
 * multi-step form. The draft lives in the browser; the review takes the coupon and the payment.
 */
export function ApplicationForm() {
  // Here rather than in the review, so an applied coupon survives a trip back to edit a step.
  const [price, setPrice] = useState<Price>(FULL_PRICE);
  const resume = useResumeDraft();
  const { i18n, t } = useLingui();
  if (resume.kind === "restoring") {
    return (
      <p role="status" className="card application__restoring">
        <Trans>Restoring your saved application…</Trans>
      </p>
    );
  }
  return (
    <>
      {resume.kind === "failed" ? (
        <p role="alert" className="field__error application__resume-failed">
          {resume.message}
        </p>
      ) : null}
      {resume.kind === "restored" ? (
        <p role="status" className="application__resumed">
          <Trans>Your saved answers are back. Continue where you left off.</Trans>
        </p>
      ) : null}
      <MultiStepForm
        form={APPLICATION_FORM}
        draft={{ key: DRAFT_KEY, codec: APPLICATION_DRAFT_CODEC }}
        idPrefix="application"
        progressLabel={t`Application steps`}
        words={applicationWords(i18n)}
        fieldExtras={FIELD_EXTRAS}
        renderIntro={(props) => <ApplicationIntro {...props} />}
        renderReview={(props) => (
          <Suspense fallback={null}>
            <ApplicationReview {...props} price={price} onPriceChange={setPrice} />
          </Suspense>
        )}
        preload={() => {
          loadReview().catch(() => {
            // Loaded again when the review is shown.
          });
        }}
        renderStepExtra={(props) => (
          <Suspense fallback={null}>
            <SaveForLater {...props} />
          </Suspense>
        )}
      />
    </>
  );
}
