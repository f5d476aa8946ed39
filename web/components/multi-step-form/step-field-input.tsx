import { type FormId, useField } from "@conform-to/react";
import { useLingui } from "@lingui/react/macro";
import { Field } from "../ui/field";
import { PlaceholderOptions } from "../ui/placeholder-options";
import type { StepField } from "./form-steps";
import { useQuestionWords } from "./question-words";

/** What a form may add to one of its fields beyond its question: browser autofill, wording, bounds. */
export type FieldExtras = {
  autoComplete?: string;
  /** The disabled first option of a select, before the question's options. */
  selectPlaceholder?: string;
  /** A number input's bounds and step. */
  number?: { min?: number; step?: number | "any"; inputMode?: "numeric" | "decimal" };
};

type StepFieldInputProps = {
  field: StepField<string>;
  /** The step's conform form, which holds the field's first value and messages. */
  formId: FormId<Record<string, unknown>>;
  extras?: FieldExtras;
};

/** One answer of a step, drawn with the input type its field declares. */
export function StepFieldInput({ field, formId, extras = {} }: StepFieldInputProps) {
  const { label, kind, required, options = [] } = field;
  const [meta] = useField(field.name, { formId });
  const say = useQuestionWords();
  const { t } = useLingui();
  return (
    <Field label={say(label)} optional={!required} error={meta.errors?.[0]}>
      {(control) => {
        const props = {
          ...control,
          name: meta.name,
          defaultValue: typeof meta.initialValue === "string" ? meta.initialValue : "",
          autoComplete: extras.autoComplete,
        };
        if (kind === "textarea") return <textarea {...props} rows={5} />;
        if (kind === "select") {
          return (
            <select {...props}>
              <PlaceholderOptions
                placeholder={say(extras.selectPlaceholder ?? t`Select one`)}
                options={options}
                label={say}
              />
            </select>
          );
        }
        if (kind === "number") {
          const { min, step, inputMode = "numeric" } = extras.number ?? {};
          return <input {...props} type="number" inputMode={inputMode} min={min} step={step} />;
        }
        return <input {...props} type={kind} />;
      }}
    </Field>
  );
}
