import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { type DefaultValues, type FieldValues, useForm } from "react-hook-form";
import type { z } from "zod";
import { api } from "../../lib/api";
import { failureText } from "./lead-dialog";

type LeadFormOptions<Input extends FieldValues, Answer> = {
  schema: z.ZodType<FieldValues, Input>;
  defaultValues: DefaultValues<Input>;
  /** Where the checked values are posted. */
  path: string;
  /** The form's own text for a failure without a server message (spec section 8). */
  fallback: string;
  /** Called with the server's answer (e.g. where the ebook is). */
  onSuccess: (answer: Answer) => void;
};

/**
 * The mechanism the lead forms share: the server's schema checks the fields, the values are posted,
 * and a failure leaves the form open with 'Error: ' + the server's message, or the form's fallback.
 */
export function useLeadForm<Input extends FieldValues, Answer = unknown>(
  options: LeadFormOptions<Input, Answer>,
) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Input, unknown, FieldValues>({
    resolver: zodResolver(options.schema),
    defaultValues: options.defaultValues,
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      options.onSuccess(await api.post<Answer>(options.path, values));
    } catch (error) {
      setFailure(failureText(error, options.fallback));
    }
  });
  return { ...form, onSubmit, failure };
}
