import { type ReactNode, type Ref, useCallback, useEffect, useRef, useState } from "react";
import {
  type DefaultValues,
  type FieldErrors,
  type Path,
  type Resolver,
  useForm,
} from "react-hook-form";
import type { DraftCodec } from "./form-draft";
import type { FormSteps, FormValues } from "./form-steps";
import { ProgressIndicator } from "./progress-indicator";
import { type FieldExtras, StepFieldInput } from "./step-field-input";
import { useFormDraft } from "./use-form-draft";
import "../../styles/multi-step-form.css";

export type IntroProps = {
  headingRef: Ref<HTMLHeadingElement>;
  /** True when answers were restored from the browser: the button says Continue. */
  hasDraft: boolean;
  onStart: () => void;
};

export type ReviewProps<Name extends string> = {
  headingRef: Ref<HTMLHeadingElement>;
  values: FormValues<Name>;
  /** Opens field step `step`; its Next then comes straight back to the review. */
  onEdit: (step: number) => void;
  onBack: () => void;
};

type MultiStepFormProps<Name extends string> = {
  form: FormSteps<Name>;
  /** Where the browser keeps the unfinished answers, and how they are read back. */
  draft: { key: string; codec: DraftCodec<Name> };
  /** Prefix of the step heading's id, unique on the page. */
  idPrefix: string;
  /** The accessible name of the progress list, e.g. "Application steps". */
  progressLabel: string;
  fieldExtras?: Partial<Record<Name, FieldExtras>>;
  renderIntro: (props: IntroProps) => ReactNode;
  renderReview: (props: ReviewProps<Name>) => ReactNode;
  /** Something more under a field step's Back and Next (the application's "Save and continue later"). */
  renderStepExtra?: (props: { step: number; values: () => FormValues<Name> }) => ReactNode;
};

/**
 * A form in screens: an intro, field steps, a review. Next checks the step on screen with the
 * server's rules and focuses the first invalid field; Back never checks. The step's heading takes
 * the focus on every move. The answers and the screen are kept in the browser as they are typed.
 */
export function MultiStepForm<Name extends string>({
  form: steps,
  draft,
  idPrefix,
  progressLabel,
  fieldExtras = {},
  renderIntro,
  renderReview,
  renderStepExtra,
}: MultiStepFormProps<Name>) {
  const { firstFieldStep, reviewStep, fieldStep, stepErrors } = steps;
  const [step, setStep] = useState(0);
  const [returnToReview, setReturnToReview] = useState(false);
  const stepRef = useRef(step);
  stepRef.current = step;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);

  // Only the step on screen is checked; the ref keeps the resolver stable across renders.
  const resolver = useCallback<Resolver<FormValues<Name>>>(
    async (values) => {
      const messages = Object.entries(stepErrors(stepRef.current, values));
      if (messages.length === 0) return { values, errors: {} };
      const errors = Object.fromEntries(
        messages.map(([name, message]) => [name, { type: "validation", message }]),
      ) as FieldErrors<FormValues<Name>>;
      return { values: {}, errors };
    },
    [stepErrors],
  );
  const form = useForm<FormValues<Name>>({
    defaultValues: steps.emptyValues as DefaultValues<FormValues<Name>>,
    resolver,
    shouldFocusError: false,
  });
  const { register, handleSubmit, clearErrors, setFocus, getValues, formState } = form;
  const restored = useFormDraft(draft.key, draft.codec, form, step, setStep);
  const errors = formState.errors as Partial<Record<string, { message?: string }>>;
  // react-hook-form cannot see that a field name of a generic record is one of its paths.
  const pathOf = (name: Name) => name as unknown as Path<FormValues<Name>>;

  // After a move to another screen, its heading takes the focus (read out, and Tab continues
  // from the top of the new step). Runs after every render; the flag makes it once.
  useEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    headingRef.current?.focus();
  });

  const goTo = (next: number) => {
    clearErrors();
    focusHeading.current = true;
    setStep(next);
  };

  const onNext = handleSubmit(
    () => {
      if (returnToReview) setReturnToReview(false);
      goTo(returnToReview ? reviewStep : step + 1);
    },
    (invalid) => {
      const fields = invalid as Partial<Record<string, unknown>>;
      const firstInvalid = fieldStep(step).fields.find((field) => fields[field.name]);
      if (firstInvalid) setFocus(pathOf(firstInvalid.name));
    },
  );

  if (step === 0) {
    const values: Record<string, string> = getValues();
    const hasDraft = restored && Object.values(values).some((value) => value.trim() !== "");
    return renderIntro({ headingRef, hasDraft, onStart: () => goTo(firstFieldStep) });
  }

  const progress = (
    <ProgressIndicator
      names={steps.progressStepNames}
      current={step - firstFieldStep}
      label={progressLabel}
    />
  );
  if (step === reviewStep) {
    return (
      <>
        {progress}
        {renderReview({
          headingRef,
          values: getValues(),
          onEdit: (target) => {
            setReturnToReview(true);
            goTo(target);
          },
          onBack: () => goTo(reviewStep - 1),
        })}
      </>
    );
  }

  const { title, fields } = fieldStep(step);
  const headingId = `${idPrefix}-step-heading`;
  return (
    <>
      {progress}
      <form
        className="stepper__screen form card"
        onSubmit={onNext}
        noValidate
        aria-labelledby={headingId}
      >
        <h2 id={headingId} ref={headingRef} tabIndex={-1}>
          {title}
        </h2>
        {fields.map((field) => (
          <StepFieldInput
            key={field.name}
            field={field}
            registration={register(pathOf(field.name))}
            extras={fieldExtras[field.name]}
            error={errors[field.name]?.message}
          />
        ))}
        <div className="stepper__actions">
          <button
            type="button"
            className="button"
            onClick={() => {
              setReturnToReview(false);
              goTo(step - 1);
            }}
          >
            Back
          </button>
          <button type="submit" className="button button--primary">
            {returnToReview ? "Save and review" : "Next"}
          </button>
        </div>
      </form>
      {renderStepExtra?.({ step, values: getValues })}
    </>
  );
}
