import { type ReactNode, type Ref, useCallback, useEffect, useRef, useState } from "react";
import { useFormFields } from "../ui/use-form-fields";
import type { DraftCodec } from "./form-draft";
import type { FormSteps, FormValues } from "./form-steps";
import { ProgressIndicator } from "./progress-indicator";
import { type FieldExtras, StepFieldInput } from "./step-field-input";
import { useFormDraft } from "./use-form-draft";
import "../../styles/multi-step-form.css";

const CHECK_FAILED =
  "We could not reach our server to check this step. Your answers are kept; please try again.";

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
  /** Code the form will need soon (the review), started with its rules on the form's first focus. */
  preload?: () => void;
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
  preload,
}: MultiStepFormProps<Name>) {
  const { firstFieldStep, reviewStep, fieldStep, stepErrors } = steps;
  const [step, setStep] = useState(0);
  const [returnToReview, setReturnToReview] = useState(false);
  const stepRef = useRef(step);
  stepRef.current = step;
  const heading = useRef<HTMLHeadingElement | null>(null);
  const focusHeading = useRef(false);
  // A screen drawn later (the application's review, loaded on demand) takes the focus as it mounts.
  const headingRef = useCallback((element: HTMLHeadingElement | null) => {
    heading.current = element;
    if (element && focusHeading.current) {
      focusHeading.current = false;
      element.focus();
    }
  }, []);

  const form = useFormFields<Name>(steps.emptyValues, (values) => saveDraft(values));
  const { register, handleSubmit, clearErrors, getValues, errors } = form;
  const { restored, saveDraft } = useFormDraft(draft.key, draft.codec, form, step, setStep);
  // Shown when the rules could not be loaded (the network): Next then does nothing else.
  const [checkFailed, setCheckFailed] = useState(false);

  // After a move to another screen, its heading takes the focus (read out, and Tab continues
  // from the top of the new step). Runs after every render; the flag makes it once.
  useEffect(() => {
    if (!focusHeading.current || !heading.current) return;
    focusHeading.current = false;
    heading.current.focus();
  });

  const goTo = (next: number) => {
    clearErrors();
    setCheckFailed(false);
    focusHeading.current = true;
    setStep(next);
  };

  // Only the step on screen is checked, with the server's rules (loaded on the form's first focus).
  const onNext = handleSubmit(
    (values) => stepErrors(stepRef.current, values),
    () => {
      setCheckFailed(false);
      if (returnToReview) setReturnToReview(false);
      goTo(returnToReview ? reviewStep : step + 1);
    },
    () => setCheckFailed(true),
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
        onFocus={() => {
          steps.preload();
          preload?.();
        }}
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
            registration={register(field.name)}
            extras={fieldExtras[field.name]}
            error={errors[field.name]}
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
        {checkFailed ? (
          <p className="stepper__failure" role="alert">
            {CHECK_FAILED}
          </p>
        ) : null}
      </form>
      {renderStepExtra?.({ step, values: getValues })}
    </>
  );
}
