import { type DefaultValue, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useNavigation } from "react-router";
import type { z } from "zod";
import type { LeadAnswer } from "./lead-answer";

type LeadFormOptions<Schema extends z.ZodObject> = {
  /** The server's schema: conform checks the fields with it before anything is sent. */
  schema: Schema;
  /** Each field's starting text (empty). */
  defaultValue: Record<keyof z.input<Schema>, string>;
  /** What the page's action answered the last post, if any. */
  answer: LeadAnswer | undefined;
};

/**
 * What the lead forms share: route forms (docs/decisions/076-route-forms.md). conform checks the
 * fields with the server's schema in the browser, and the page's action checks them again; the
 * action's reply puts its errors under their fields and empties the form once taken.
 */
export function useLeadForm<Schema extends z.ZodObject>(options: LeadFormOptions<Schema>) {
  const submitting = useNavigation().state === "submitting";
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    lastResult: options.answer && "result" in options.answer ? options.answer.result : undefined,
    defaultValue: options.defaultValue as DefaultValue<z.input<Schema>>,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: options.schema }),
  });
  return { form, fields, submitting };
}
