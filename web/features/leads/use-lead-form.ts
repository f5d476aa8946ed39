import { type DefaultValue, useForm } from "@conform-to/react";
import { useNavigation } from "react-router";
import type { z } from "zod";
import type { PageFormAnswer } from "../../lib/form-action";
import { type FormCheck, useFormRules } from "../../lib/form-rules";
import { useHydrated } from "../../lib/use-hydrated";

type LeadFormOptions<Schema extends z.ZodObject> = {
  /** The form's browser-side check with the server's schema, loaded on first focus (lead-rules.ts). */
  rules: () => Promise<FormCheck<z.output<Schema>>>;
  /** Each field's starting text (empty). */
  defaultValue: Record<keyof z.input<Schema>, string>;
  /** What the page's action answered the last post, if any. */
  answer: PageFormAnswer | undefined;
};

/**
 * What the lead forms share: route forms (docs/decisions/076-route-forms.md). conform checks the
 * fields with the server's schema in the browser once the form has been focused, and the page's
 * action checks them again; the action's reply puts its errors under their fields and empties the
 * form once taken. The form element takes the `onFocus` and `onSubmit` answered here
 * (web/lib/form-rules.ts).
 */
export function useLeadForm<Schema extends z.ZodObject>(options: LeadFormOptions<Schema>) {
  const submitting = useNavigation().state === "submitting";
  const rules = useFormRules(options.rules);
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    lastResult: options.answer && "result" in options.answer ? options.answer.result : undefined,
    defaultValue: options.defaultValue as DefaultValue<z.input<Schema>>,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: rules.onValidate,
  });
  // For the form's `data-hydrated`: its page hydrates it on use (lead-forms-on-use.tsx).
  const hydrated = useHydrated();
  return {
    form,
    fields,
    submitting,
    hydrated,
    onFocus: rules.onFocus,
    onSubmit: rules.onSubmit(form.onSubmit),
  };
}
