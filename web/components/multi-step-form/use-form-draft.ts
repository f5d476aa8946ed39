import { useCallback, useEffect, useRef, useState } from "react";
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
 * the screen after mount (the prerendered HTML is the empty intro), then saves every change
 * (`saveDraft`, called by the form with its answers). `restored` says whether the restore has
 * happened, so nothing saves the empty form over a draft first. The screen to resume on is
 * checked with the form's rules, which a draft past its first step waits for.
 */
export function useFormDraft<Name extends string>(
  key: string,
  codec: DraftCodec<Name>,
  form: {
    getValues: () => FormValues<Name>;
    setValues: (values: FormValues<Name>) => void;
  },
  step: number,
  setStep: (step: number) => void,
) {
  const [restored, setRestored] = useState(false);
  const restoredRef = useRef(false);
  const stepRef = useRef(step);
  stepRef.current = step;
  const { getValues, setValues } = form;

  useEffect(() => {
    let current = true;
    const draft = readDraft(key, codec);
    const restore = (step: number | null) => {
      if (!current) return;
      if (draft && step !== null) {
        setValues(draft.values);
        setStep(step);
      }
      restoredRef.current = true;
      setRestored(true);
    };
    if (!draft) restore(null);
    // Should the rules not load, the stored screen is taken: the server checks what is sent.
    else
      codec
        .resumeStep(draft)
        .catch(() => draft.step)
        .then(restore);
    return () => {
      current = false;
    };
  }, [key, codec, setValues, setStep]);

  const saveDraft = useCallback(
    (values: FormValues<Name>) => {
      if (restoredRef.current) writeDraft(key, codec, stepRef.current, values);
    },
    [key, codec],
  );

  useEffect(() => {
    if (restored) writeDraft(key, codec, step, getValues());
  }, [key, codec, restored, step, getValues]);

  return { restored, saveDraft };
}
