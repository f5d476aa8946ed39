import { FormProvider, useForm } from "@conform-to/react";
import { Trans } from "@lingui/react/macro";
import type { Ref } from "react";
import { useFormRules } from "../../lib/form-rules";
import type { FormSteps, FormValues } from "./form-steps";
import { useQuestionWords } from "./question-words";
import { type FieldExtras, StepFieldInput } from "./step-field-input";

export type StepFormProps<Name extends string> = {
  steps: FormSteps<Name>;
  step: number;
  idPrefix: string;
  headingRef: Ref<HTMLHeadingElement>;
  defaultValue: FormValues<Name>;
  fieldExtras: Partial<Record<Name, FieldExtras>>;
  returnToReview: boolean;
  /** The step's answers as typed, on every change. */
  onAnswers: (typed: Partial<FormValues<Name>>) => void;
  onFocus?: () => void;
  /** The step is valid: move on. */
  onNext: () => void;
  onBack: () => void;
};

/**
 * One field step as a conform form: checked on Next with the step's part of the schema, then
 * again on every change once a check has failed; conform focuses the first invalid field. The
 * check is loaded as the step takes the focus (its heading does, as it opens), and a Next pressed
 * before it has arrived waits for it (web/lib/form-rules.ts).
 */
export function StepForm<Name extends string>({
  steps,
  step,
  idPrefix,
  headingRef,
  defaultValue,
  fieldExtras,
  returnToReview,
  onAnswers,
  onFocus,
  onNext,
  onBack,
}: StepFormProps<Name>) {
  const { title, fields } = steps.fieldStep(step);
  const say = useQuestionWords();
  const rules = useFormRules(() => steps.stepCheck(step));
  const [form] = useForm<Record<string, unknown>>({
    id: `${idPrefix}-step-${step}`,
    defaultValue,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: rules.onValidate,
    onSubmit: (event) => {
      event.preventDefault();
      onNext();
    },
  });
  const headingId = `${idPrefix}-step-heading`;
  return (
    <FormProvider context={form.context}>
      <form
        id={form.id}
        className="stepper__screen form card"
        onSubmit={rules.onSubmit(form.onSubmit)}
        onChange={(event) => {
          const data = new FormData(event.currentTarget);
          onAnswers(
            Object.fromEntries(
              fields.map(({ name }) => [name, String(data.get(name) ?? "")]),
            ) as Partial<FormValues<Name>>,
          );
        }}
        onFocus={() => {
          rules.onFocus();
          onFocus?.();
        }}
        noValidate
        aria-labelledby={headingId}
      >
        <h2 id={headingId} ref={headingRef} tabIndex={-1}>
          {say(title)}
        </h2>
        {fields.map((field) => (
          <StepFieldInput
            key={field.name}
            field={field}
            formId={form.id}
            extras={fieldExtras[field.name]}
          />
        ))}
        <div className="stepper__actions">
          <button type="button" className="button" onClick={onBack}>
            <Trans>Back</Trans>
          </button>
          <button type="submit" className="button button--primary">
            {returnToReview ? <Trans>Save and review</Trans> : <Trans>Next</Trans>}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
