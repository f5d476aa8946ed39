import { useCallback, useEffect, useRef, useState } from "react";
import { type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { ApplicationIntro } from "./application-intro";
import { ApplicationReview } from "./application-review";
import { ApplicationStepFields } from "./application-step-fields";
import {
  type ApplicationFormValues,
  EMPTY_VALUES,
  FIRST_FIELD_STEP,
  fieldStep,
  PROGRESS_STEP_NAMES,
  REVIEW_STEP,
  stepErrors,
} from "./application-steps";
import { ProgressIndicator } from "./progress-indicator";
import { useApplicationDraft } from "./use-application-draft";

/**
 * The funding application (spec sections 3 to 5): intro, five field steps, review. Next checks the
 * step on screen with the server's rules; Back never checks. The draft lives in the browser.
 */
export function ApplicationForm() {
  const [step, setStep] = useState(0);
  const [returnToReview, setReturnToReview] = useState(false);
  const stepRef = useRef(step);
  stepRef.current = step;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);

  // Only the step on screen is checked; the ref keeps the resolver stable across renders.
  const resolver = useCallback<Resolver<ApplicationFormValues>>(async (values) => {
    const messages = Object.entries(stepErrors(stepRef.current, values));
    if (messages.length === 0) return { values, errors: {} };
    const errors: FieldErrors<ApplicationFormValues> = Object.fromEntries(
      messages.map(([name, message]) => [name, { type: "validation", message }]),
    );
    return { values: {}, errors };
  }, []);
  const form = useForm<ApplicationFormValues>({
    defaultValues: EMPTY_VALUES,
    resolver,
    shouldFocusError: false,
  });
  const { register, handleSubmit, clearErrors, setFocus, getValues, formState } = form;
  const restored = useApplicationDraft(form, step, setStep);

  // After the founder moves to another screen, its heading takes the focus (read out, and Tab
  // continues from the top of the new step). Runs after every render; the flag makes it once.
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
      goTo(returnToReview ? REVIEW_STEP : step + 1);
    },
    (errors) => {
      const firstInvalid = fieldStep(step).fields.find((field) => errors[field.name]);
      if (firstInvalid) setFocus(firstInvalid.name);
    },
  );

  if (step === 0) {
    const hasDraft = restored && Object.values(getValues()).some((value) => value.trim() !== "");
    return (
      <ApplicationIntro
        headingRef={headingRef}
        hasDraft={hasDraft}
        onStart={() => goTo(FIRST_FIELD_STEP)}
      />
    );
  }

  const progress = (
    <ProgressIndicator names={PROGRESS_STEP_NAMES} current={step - 1} label="Application steps" />
  );
  if (step === REVIEW_STEP) {
    return (
      <>
        {progress}
        <ApplicationReview
          headingRef={headingRef}
          values={getValues()}
          onEdit={(target) => {
            setReturnToReview(true);
            goTo(target);
          }}
          onBack={() => goTo(REVIEW_STEP - 1)}
        />
      </>
    );
  }

  const { title } = fieldStep(step);
  return (
    <>
      {progress}
      <form
        className="application__screen form card"
        onSubmit={onNext}
        noValidate
        aria-labelledby="application-step-heading"
      >
        <h2 id="application-step-heading" ref={headingRef} tabIndex={-1}>
          {title}
        </h2>
        <ApplicationStepFields step={step} register={register} errors={formState.errors} />
        <div className="application__actions">
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
    </>
  );
}
