import {
  lazy,
  type ReactNode,
  type Ref,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
} from "react";
import type { DraftCodec } from "./form-draft";
import type { FormSteps, FormValues } from "./form-steps";
import { ProgressIndicator } from "./progress-indicator";
import { type QuestionWords, QuestionWordsContext, useQuestionWords } from "./question-words";
import type { FieldExtras } from "./step-field-input";
import type { StepForm as StepFormOfName } from "./step-form";
import { useFormDraft } from "./use-form-draft";
import "../../styles/multi-step-form.css";

export type IntroProps = {
  headingRef: Ref<HTMLHeadingElement>;
  /** True when answers were restored from the browser: the button says Continue. */
  hasDraft: boolean;
  onStart: () => void;
  /** The start button is pointed at or focused: the steps' code starts loading. */
  onStartApproached: () => void;
};

/**
 * A field step's code (conform, the shared fields, the step's check) loads when the form is about
 * to start, not with the page: the intro needs none of it
 * (docs/decisions/094-signup-code-on-use.md).
 */
const loadStepForm = () => import("./step-form");
const StepForm = lazy(() =>
  loadStepForm().then((module) => ({ default: module.StepForm })),
) as unknown as typeof StepFormOfName;

function preloadStepForm() {
  loadStepForm().catch(() => {
    // Loaded again when a step is shown.
  });
}

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

  const goTo = (next: number, { toReviewAfter = false } = {}) => {
    focusHeading.current = true;
    setReturnToReview(toReviewAfter);
    setStep(next);
  };

  if (step === 0) {
    const values: Record<string, string> = getValues();
    const hasDraft = restored && Object.values(values).some((value) => value.trim() !== "");
    return renderIntro({
      headingRef,
      hasDraft,
      onStart: () => goTo(firstFieldStep),
      onStartApproached: preloadStepForm,
    });
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
          onEdit: (target) => goTo(target, { toReviewAfter: true }),
          onBack: () => goTo(reviewStep - 1),
        })}
      </>
    );
  }

  return (
    <>
      {progress}
      {/* Its code is loaded as the start button is approached; a step drawn before it has come
          (a draft resumed past its first step) shows once it has, and its heading takes the focus. */}
      <Suspense fallback={null}>
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
          onNext={() => goTo(returnToReview ? reviewStep : step + 1)}
          onBack={() => goTo(step - 1)}
        />
      </Suspense>
      {renderStepExtra?.({ step, values: getValues })}
    </>
  );
}
