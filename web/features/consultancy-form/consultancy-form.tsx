import { FormProvider, useForm } from "@conform-to/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useFetcher } from "react-router";
import type { ConsultancyFieldName } from "../../../core/schemas/consultancy-request";
import { MultiStepForm } from "../../components/multi-step-form/multi-step-form";
import {
  QuestionWordsContext,
  useQuestionWords,
} from "../../components/multi-step-form/question-words";
import {
  type FieldExtras,
  StepFieldInput,
} from "../../components/multi-step-form/step-field-input";
import { isFailure } from "../../lib/form-action";
import { CONSULTANCY_SEND, type ConsultancyAnswer, sentOf } from "./consultancy-answer";
import { ConsultancyDone } from "./consultancy-done";
import { ConsultancyIntro } from "./consultancy-intro";
import { ConsultancyReview, useFailureText } from "./consultancy-review";
import {
  CONSULTANCY_DRAFT_CODEC,
  CONSULTANCY_DRAFT_KEY,
  CONSULTANCY_FORM,
} from "./consultancy-steps";
import { consultancyWords } from "./consultancy-words";
import "../../styles/consultancy.css";

const FIELD_EXTRAS: Partial<Record<ConsultancyFieldName, FieldExtras>> = {
  businessName: { autoComplete: "organization" },
  // Half a year is a fair answer for a young business.
  businessAge: { number: { min: 0, step: "any", inputMode: "decimal" } },
  website: { autoComplete: "url" },
  email: { autoComplete: "email" },
};

/**
 * The consultancy form (docs/product.md, section 3.4): intro, three field steps, review, on the same
 * multi-step form as the application, its review posted to the page's action, which stores it
 * (docs/architecture.md, rule 2). Without scripts the steps are one form in a `<noscript>`, posted
 * to the same action; `posted` is what the action answered such a post.
 */
export function ConsultancyForm({ posted }: { posted: ConsultancyAnswer | undefined }) {
  const fetcher = useFetcher<ConsultancyAnswer>({ key: CONSULTANCY_SEND });
  const { i18n, t } = useLingui();
  // The route's data is only ever a post the browser made itself: the review posts through the
  // fetcher, whose answer is the fetcher's.
  const sent = sentOf(fetcher.data) ?? sentOf(posted);
  const words = consultancyWords(i18n);
  if (sent) return <ConsultancyDone sent={sent} onAnother={() => fetcher.reset()} />;
  return (
    <>
      <div className="consultancy-form__steps">
        <MultiStepForm
          form={CONSULTANCY_FORM}
          draft={{ key: CONSULTANCY_DRAFT_KEY, codec: CONSULTANCY_DRAFT_CODEC }}
          idPrefix="consultancy"
          progressLabel={t`Consultancy form steps`}
          words={words}
          fieldExtras={FIELD_EXTRAS}
          renderIntro={(props) => <ConsultancyIntro {...props} />}
          renderReview={(props) => <ConsultancyReview {...props} />}
        />
      </div>
      <noscript>
        <QuestionWordsContext value={words}>
          <OnePageForm posted={posted} />
        </QuestionWordsContext>
      </noscript>
    </>
  );
}

/**
 * Every step's fields on one page, for a browser that runs no scripts: posted as it is to the
 * page's action, which answers with the thank-you or the messages under their fields (conform's
 * reply, with what was typed). React renders a `<noscript>`'s content on the server only.
 */
function OnePageForm({ posted }: { posted: ConsultancyAnswer | undefined }) {
  const say = useQuestionWords();
  const failure = useFailureText(posted);
  const [form] = useForm<Record<string, unknown>>({
    id: "consultancy-one-page",
    lastResult: posted && !isFailure(posted) ? posted.result : undefined,
  });
  return (
    <FormProvider context={form.context}>
      <form
        method="post"
        id={form.id}
        className="stepper__screen form card consultancy-form__one-page"
        aria-labelledby="consultancy-one-page-heading"
      >
        <h2 id="consultancy-one-page-heading">
          <Trans>Your consultancy request</Trans>
        </h2>
        {CONSULTANCY_FORM.steps.map((step) => (
          <fieldset key={step.title} className="consultancy-form__part">
            <legend>{say(step.title)}</legend>
            {step.fields.map((field) => (
              <StepFieldInput
                key={field.name}
                field={field}
                formId={form.id}
                extras={FIELD_EXTRAS[field.name]}
              />
            ))}
          </fieldset>
        ))}
        {failure ? (
          <p className="stepper__failure" role="alert">
            {failure}
          </p>
        ) : null}
        <div className="stepper__actions">
          <button type="submit" className="button button--primary">
            <Trans>Submit</Trans>
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
