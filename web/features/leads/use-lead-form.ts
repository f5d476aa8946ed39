import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { type DefaultValues, type FieldValues, useForm } from "react-hook-form";
import type { z } from "zod";
import { failureText } from "./lead-dialog";

type LeadFormOptions<Input extends FieldValues, Output extends FieldValues, Answer> = {
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  /** The call of the API (leads-api.ts) that sends the checked values. */
  send: (values: Output) => Promise<Answer>;
  /** The form's own text for a failure without a server message (spec section 8). */
  fallback: string;
  /** Called with the server's answer (e.g. where the ebook is). */
  onSuccess: (answer: Answer) => void;
};

/**
 * The mechanism the lead forms share: the server's schema checks the fields, the values are sent,
 * and a failure leaves the form open with 'Error: ' + the server's message, or the form's fallback.
 */
export function useLeadForm<Input extends FieldValues, Output extends FieldValues, Answer>(
  options: LeadFormOptions<Input, Output, Answer>,
) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(options.schema),
    defaultValues: options.defaultValues,
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      options.onSuccess(await options.send(values));
    } catch (error) {
      setFailure(failureText(error, options.fallback));
    }
  });
  return { ...form, onSubmit, failure };
}
