import { type FormId, useField } from "@conform-to/react";
import { useLingui } from "@lingui/react/macro";
import {
  ChoiceField,
  EmailField,
  LongTextField,
  NumberField,
  PhoneField,
  TextField,
} from "../ui/form-fields";
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

/** One answer of a step, drawn by the shared field its kind declares. */
export function StepFieldInput({ field, formId, extras = {} }: StepFieldInputProps) {
  const { label, kind, required, options = [] } = field;
  const [meta] = useField(field.name, { formId });
  const say = useQuestionWords();
  const { t } = useLingui();
  const common = { field: meta, label: say(label), optional: !required };
  switch (kind) {
    case "textarea":
      return <LongTextField {...common} rows={5} />;
    case "select":
      return (
        <ChoiceField
          {...common}
          placeholder={say(extras.selectPlaceholder ?? t`Select one`)}
          options={options}
          optionLabel={say}
        />
      );
    case "number":
      return <NumberField {...common} {...extras.number} />;
    case "email":
      return <EmailField {...common} />;
    case "tel":
      return <PhoneField {...common} />;
    default:
      return <TextField {...common} type={kind} autoComplete={extras.autoComplete} />;
  }
}
