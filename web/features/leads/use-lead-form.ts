import { type DefaultValue, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { z } from "zod";
import { failureText } from "./lead-dialog";

type LeadFormOptions<Schema extends z.ZodObject, Answer> = {
  /** The server's schema: conform checks the fields with it before anything is sent. */
  schema: Schema;
  /** Each field's starting text (empty). */
  defaultValue: Record<keyof z.input<Schema>, string>;
  /** The call of the API (leads-api.ts) that sends the checked values. */
  send: (values: z.output<Schema>) => Promise<Answer>;
  /** The form's own text for a failure without a server message (docs/product.md, section 9.2). */
  fallback: string;
  /** Called with the server's answer (e.g. where the ebook is). */
  onSuccess: (answer: Answer) => void;
};

/**
 * What the lead forms share: conform checks the fields with the server's schema, the values go
 * through the API client, and a failure leaves the form open with 'Error: ' + the server's
 * message, or the form's fallback (docs/decisions/039-forms-on-conform.md).
 */
export function useLeadForm<Schema extends z.ZodObject, Answer>(
  options: LeadFormOptions<Schema, Answer>,
) {
  const { i18n } = useLingui();
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    defaultValue: options.defaultValue as DefaultValue<z.input<Schema>>,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: options.schema }),
    onSubmit: async (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== "success") return;
      setFailure(null);
      setSubmitting(true);
      try {
        options.onSuccess(await options.send(submission.value));
      } catch (error) {
        setFailure(failureText(error, options.fallback, i18n));
      } finally {
        setSubmitting(false);
      }
    },
  });
  return { form, fields, failure, submitting };
}
