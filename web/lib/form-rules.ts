import type { Submission } from "@conform-to/react";
import { type FormEvent, useRef, useState } from "react";
import { flushSync } from "react-dom";

/**
 * A form's browser-side check: conform's `onValidate`, from the form's data; `Output` is the
 * schema's value when it differs from what was typed (an amount typed as text, read as a number).
 */
export type FormCheck<Value, Output = Value> = (
  formData: FormData,
) => Submission<Value, string[], Output>;

/**
 * A route form's browser-side check, loaded when the visitor first focuses the form rather than
 * with the page (docs/decisions/079-form-rules-on-first-use.md): the schema and zod are most of a
 * form page's JavaScript, and the page's action checks every submission anyway.
 *
 * - `onFocus` (on the form) starts loading it.
 * - `onSubmit(conformSubmit)` wraps conform's `form.onSubmit`: a submission made before the check
 *   has arrived waits for it (a few milliseconds), then is submitted again, so the browser still
 *   checks every submission first. Should the check fail to load, `onValidate` stays undefined
 *   and conform leaves the checking to the action, as without scripts.
 */
export function useFormRules<Value, Output = Value>(load: () => Promise<FormCheck<Value, Output>>) {
  const [check, setCheck] = useState<FormCheck<Value, Output> | null>(null);
  const loading = useRef<Promise<void> | null>(null);
  const failed = useRef(false);

  const start = () => {
    loading.current ??= load().then(
      // Rendered at once, so conform has the check before the held submission is made again.
      (loaded) => flushSync(() => setCheck(() => loaded)),
      () => {
        failed.current = true;
      },
    );
    return loading.current;
  };

  const onSubmit =
    (conformSubmit: (event: FormEvent<HTMLFormElement>) => void) =>
    (event: FormEvent<HTMLFormElement>) => {
      if (check || failed.current) return conformSubmit(event);
      event.preventDefault();
      const form = event.currentTarget;
      const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
      start().then(() => {
        // conform's own intents (a field checked as it changes) submit through a button it
        // removes at once: such a check is simply made on the next change.
        if (submitter && !submitter.isConnected) return;
        form.requestSubmit(submitter);
      });
    };

  const onValidate = check ? ({ formData }: { formData: FormData }) => check(formData) : undefined;
  return { onFocus: () => void start(), onSubmit, onValidate };
}
