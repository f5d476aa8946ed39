import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useId } from "react";
import { useFetcher } from "react-router";
import { RECUSAL_NOTE_MAX, RecusalFormSchema } from "../../../../core/schemas/scorecard";
import { FormAlert } from "../../../components/ui/form-alert";
import { LongTextField } from "../../../components/ui/form-fields";
import type { FormReply } from "../actions";
import { RECUSE_INTENT } from "./review-queue-action";

/**
 * Recusing oneself from the application open in the queue (docs/product.md, section 5.4): the
 * reason, kept in its history, then "Recuse myself", posted to the queue's clientAction, which
 * opens the next application. Cancel closes it.
 */
export function RecuseForm({
  startupName,
  onCancel,
}: {
  startupName: string;
  onCancel: () => void;
}) {
  const id = useId();
  const recusing = useFetcher<FormReply>();
  const [form, fields] = useForm({
    id: `${id}-recuse`,
    lastResult: recusing.data?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RecusalFormSchema }),
  });
  return (
    <recusing.Form
      method="post"
      id={form.id}
      onSubmit={form.onSubmit}
      noValidate
      className="form recuse-form"
      aria-label={`Recuse yourself from ${startupName}`}
    >
      <input type="hidden" name="intent" value={RECUSE_INTENT} />
      <input type="hidden" name="startupName" value={startupName} />
      <LongTextField
        field={fields.note}
        label="Why you step aside"
        hint={`Kept in the application's history, with your name. At most ${RECUSAL_NOTE_MAX} characters.`}
        optional
        rows={2}
      />
      <FormAlert message={form.errors?.[0] ?? null} />
      <div className="recuse-form__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={recusing.state !== "idle"}
        >
          {recusing.state !== "idle" ? "Recusing…" : "Recuse myself"}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </recusing.Form>
  );
}
