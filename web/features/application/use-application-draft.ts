import { useEffect, useRef, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import {
  DRAFT_KEY,
  isBlankDraft,
  parseDraft,
  resumeStep,
  serializeDraft,
} from "./application-draft";
import type { ApplicationFormValues } from "./application-steps";

// Storage may be missing, full or blocked (private modes): the form keeps working without a draft.
function readDraft() {
  try {
    return parseDraft(localStorage.getItem(DRAFT_KEY));
  } catch {
    return null;
  }
}

function writeDraft(step: number, values: ApplicationFormValues) {
  try {
    const draft = { step, values };
    if (isBlankDraft(draft)) localStorage.removeItem(DRAFT_KEY);
    else localStorage.setItem(DRAFT_KEY, serializeDraft(draft));
  } catch {
    // Nothing to do: the answers are still in the form.
  }
}

/** Removes the draft; called once the application has been submitted. */
export function clearApplicationDraft() {
  try {
    localStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing stored, or nothing we can do.
  }
}

/**
 * Keeps the application in the browser as the founder types (DESIGN.md 6.6): restores the answers
 * and the screen after mount (the prerendered HTML is the empty intro), then saves every change.
 * Returns whether the restore has happened, so nothing saves the empty form over a draft first.
 */
export function useApplicationDraft(
  form: UseFormReturn<ApplicationFormValues>,
  step: number,
  setStep: (step: number) => void,
) {
  const [restored, setRestored] = useState(false);
  const stepRef = useRef(step);
  stepRef.current = step;
  const { reset, watch, getValues } = form;

  useEffect(() => {
    const draft = readDraft();
    if (draft) {
      reset(draft.values);
      setStep(resumeStep(draft));
    }
    setRestored(true);
  }, [reset, setStep]);

  useEffect(() => {
    if (!restored) return;
    const subscription = watch(() => writeDraft(stepRef.current, getValues()));
    return () => subscription.unsubscribe();
  }, [restored, watch, getValues]);

  useEffect(() => {
    if (restored) writeDraft(step, getValues());
  }, [restored, step, getValues]);

  return restored;
}
