import { useEffect, useRef, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { DraftCodec } from "./form-draft";
import type { FormValues } from "./form-steps";

// Storage may be missing, full or blocked (private modes): the form keeps working without a draft.
function readDraft<Name extends string>(key: string, codec: DraftCodec<Name>) {
  try {
    return codec.parseDraft(localStorage.getItem(key));
  } catch {
    return null;
  }
}

function writeDraft<Name extends string>(
  key: string,
  codec: DraftCodec<Name>,
  step: number,
  values: FormValues<Name>,
) {
  try {
    const draft = { step, values };
    if (codec.isBlankDraft(draft)) localStorage.removeItem(key);
    else localStorage.setItem(key, codec.serializeDraft(draft));
  } catch {
    // Nothing to do: the answers are still in the form.
  }
}

/** Removes a stored draft; called once its form has been submitted. */
export function clearDraft(key: string) {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing stored, or nothing we can do.
  }
}

/**
 * Keeps a multi-step form in the browser as it is typed (docs/architecture.md, rule 6): restores the answers and
 * the screen after mount (the prerendered HTML is the empty intro), then saves every change.
 * Returns whether the restore has happened, so nothing saves the empty form over a draft first.
 */
export function useFormDraft<Name extends string>(
  key: string,
  codec: DraftCodec<Name>,
  form: UseFormReturn<FormValues<Name>>,
  step: number,
  setStep: (step: number) => void,
) {
  const [restored, setRestored] = useState(false);
  const stepRef = useRef(step);
  stepRef.current = step;
  const { reset, watch, getValues } = form;

  useEffect(() => {
    const draft = readDraft(key, codec);
    if (draft) {
      reset(draft.values);
      setStep(codec.resumeStep(draft));
    }
    setRestored(true);
  }, [key, codec, reset, setStep]);

  useEffect(() => {
    if (!restored) return;
    const subscription = watch(() => writeDraft(key, codec, stepRef.current, getValues()));
    return () => subscription.unsubscribe();
  }, [key, codec, restored, watch, getValues]);

  useEffect(() => {
    if (restored) writeDraft(key, codec, step, getValues());
  }, [key, codec, restored, step, getValues]);

  return restored;
}
