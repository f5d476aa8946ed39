import { Field } from "../ui/field";
import { PlaceholderOptions } from "../ui/placeholder-options";
import type { FieldRegistration } from "../ui/use-form-fields";
import type { StepField } from "./form-steps";

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
  registration: FieldRegistration;
  extras?: FieldExtras;
  error?: string;
};

/** One answer of a step, drawn with the input type its field declares. */
export function StepFieldInput({ field, registration, extras = {}, error }: StepFieldInputProps) {
  const { label, kind, required, options = [] } = field;
  return (
    <Field label={label} optional={!required} error={error}>
      {(control) => {
        const props = { ...control, ...registration, autoComplete: extras.autoComplete };
        if (kind === "textarea") return <textarea {...props} rows={5} />;
        if (kind === "select") {
          return (
            <select {...props}>
              <PlaceholderOptions
                placeholder={extras.selectPlaceholder ?? "Select one"}
                options={options}
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
