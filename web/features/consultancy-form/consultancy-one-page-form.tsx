import { FormProvider, useForm } from "@conform-to/react";
import { Trans } from "@lingui/react/macro";
import { useQuestionWords } from "../../components/multi-step-form/question-words";
import { StepFieldInput } from "../../components/multi-step-form/step-field-input";
import { isFailure } from "../../lib/form-action";
import type { ConsultancyAnswer } from "./consultancy-answer";
import { useFailureText } from "./consultancy-review";
import { CONSULTANCY_FIELD_EXTRAS, CONSULTANCY_FORM } from "./consultancy-steps";

/**
 * Every step's fields on one page, for a browser that runs no scripts: posted as it is to the
 * page's action, which answers with the thank-you or the messages under their fields (conform's
 * reply, with what was typed). React renders a `<noscript>`'s content on the server only.
 */
export function OnePageForm({ posted }: { posted: ConsultancyAnswer | undefined }) {
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
                extras={CONSULTANCY_FIELD_EXTRAS[field.name]}
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
