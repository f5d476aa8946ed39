import { FormProvider, useForm } from "@conform-to/react";
import { Trans } from "@lingui/react/macro";
import { type ReactNode, type Ref, useCallback, useEffect, useRef, useState } from "react";
import { useFormRules } from "../../lib/form-rules";
import type { DraftCodec } from "./form-draft";
import type { FormSteps, FormValues } from "./form-steps";
import { ProgressIndicator } from "./progress-indicator";
import { type QuestionWords, QuestionWordsContext, useQuestionWords } from "./question-words";
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
  /** Code the form will need soon (the review), started on the form's first focus. */
  preload?: () => void;
  /** What the questions, step titles and choices say in the page's language (question-words.ts). */
  words?: QuestionWords;
  /** Something more under a field step's Back and Next (the application's "Save and continue later"). */
  renderStepExtra?: (props: { step: number; values: () => FormValues<Name> }) => ReactNode;
};

/**
 * A form in screens: an intro, field steps, a review. Each field step is a conform form: Next checks
 * it with its part of the server's schema and focuses the first invalid field; Back never checks.
 * The step's heading takes the focus on every move. The answers of every step are held here and
 * kept in the browser as they are typed (docs/decisions/039-forms-on-conform.md).
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
  words = (text) => text,
}: MultiStepFormProps<Name>) {
  return (
    <QuestionWordsContext value={words}>
      <Screens
        form={steps}
        draft={draft}
        idPrefix={idPrefix}
        progressLabel={progressLabel}
        fieldExtras={fieldExtras}
        renderIntro={renderIntro}
        renderReview={renderReview}
        renderStepExtra={renderStepExtra}
        preload={preload}
      />
    </QuestionWordsContext>
  );
}

function Screens<Name extends string>({
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
  const say = useQuestionWords();
  const { firstFieldStep, reviewStep } = steps;
  const [step, setStep] = useState(0);
  const [returnToReview, setReturnToReview] = useState(false);
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

  // Every answer typed so far: the step on screen holds only its own fields, so the others live here.
  const answers = useRef<FormValues<Name>>({ ...steps.emptyValues });
  const getValues = useCallback((): FormValues<Name> => ({ ...answers.current }), []);
  const setValues = useCallback((next: FormValues<Name>) => {
    answers.current = { ...next };
  }, []);
  const { restored, saveDraft } = useFormDraft(
    draft.key,
    draft.codec,
    { getValues, setValues },
    step,
    setStep,
  );

  // After a move to another screen, its heading takes the focus (read out, and Tab continues
  // from the top of the new step). Runs after every render; the flag makes it once.
  useEffect(() => {
    if (!focusHeading.current || !heading.current) return;
    focusHeading.current = false;
    heading.current.focus();
  });

  const goTo = (next: number) => {
    focusHeading.current = true;
    setStep(next);
  };

  if (step === 0) {
    const values: Record<string, string> = getValues();
    const hasDraft = restored && Object.values(values).some((value) => value.trim() !== "");
    return renderIntro({ headingRef, hasDraft, onStart: () => goTo(firstFieldStep) });
  }

  const progress = (
    <ProgressIndicator
      names={steps.progressStepNames.map(say)}
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

  return (
    <>
      {progress}
      <StepForm
        // A fresh conform form per step, started from the answers held so far.
        key={step}
        steps={steps}
        step={step}
        idPrefix={idPrefix}
        headingRef={headingRef}
        defaultValue={getValues()}
        fieldExtras={fieldExtras}
        returnToReview={returnToReview}
        onAnswers={(typed) => {
          Object.assign(answers.current, typed);
          saveDraft(getValues());
        }}
        onFocus={preload}
        onNext={() => {
          if (returnToReview) setReturnToReview(false);
          goTo(returnToReview ? reviewStep : step + 1);
        }}
        onBack={() => {
          setReturnToReview(false);
          goTo(step - 1);
        }}
      />
      {renderStepExtra?.({ step, values: getValues })}
    </>
  );
}

type StepFormProps<Name extends string> = {
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
function StepForm<Name extends string>({
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
