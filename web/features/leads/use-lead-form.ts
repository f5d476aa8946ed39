import { useState } from "react";
import { useFormFields } from "../../components/ui/use-form-fields";
import type { lazySchema } from "../../lib/lazy-schema";
import { failureText } from "./lead-dialog";

type LeadFormOptions<Name extends string, Output, Answer> = {
  /** The fields, each empty. */
  fields: Record<Name, string>;
  /** The server's schema, loaded on the form's first focus (lazySchema). */
  rules: ReturnType<typeof lazySchema<Name, Output>>;
  /** The call of the API (leads-api.ts) that sends the checked values. */
  send: (values: Output) => Promise<Answer>;
  /** The form's own text for a failure without a server message (docs/product.md, section 9.2). */
  fallback: string;
  /** Called with the server's answer (e.g. where the ebook is). */
  onSuccess: (answer: Answer) => void;
};

/**
 * The mechanism the lead forms share: the server's schema checks the fields, the values are sent,
 * and a failure leaves the form open with 'Error: ' + the server's message, or the form's fallback.
 */
export function useLeadForm<Name extends string, Output, Answer>(
  options: LeadFormOptions<Name, Output, Answer>,
) {
  const { rules } = options;
  const [failure, setFailure] = useState<string | null>(null);
  const form = useFormFields(options.fields);
  const fail = (error: unknown) => setFailure(failureText(error, options.fallback));
  const onSubmit = form.handleSubmit(
    rules.errors,
    async (values) => {
      setFailure(null);
      try {
        options.onSuccess(await options.send(await rules.parse(values)));
      } catch (error) {
        fail(error);
      }
    },
    fail,
  );
  return { ...form, onSubmit, onFocus: rules.preload, failure };
}
