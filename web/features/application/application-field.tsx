import type { UseFormRegister } from "react-hook-form";
import { DEVELOPMENT_STAGES } from "../../../core/constants";
import type { ApplicationField as FieldSpec } from "../../../core/schemas/application";
import { Field } from "../../components/ui/field";
import { PlaceholderOptions } from "../../components/ui/placeholder-options";
import type { ApplicationFormValues } from "./application-steps";

// What browsers may fill in for the founder; the other answers are the founder's own words.
const AUTOCOMPLETE: Partial<Record<FieldSpec["name"], string>> = {
  fullName: "name",
  designation: "organization-title",
  phone: "tel",
  email: "email",
  linkedin: "url",
  startupName: "organization",
};

const SELECTS: Partial<
  Record<FieldSpec["name"], { placeholder: string; options: readonly string[] }>
> = {
  developmentStage: { placeholder: "Select a stage", options: DEVELOPMENT_STAGES },
};

type ApplicationFieldProps = {
  field: FieldSpec;
  register: UseFormRegister<ApplicationFormValues>;
  error?: string;
};

/** One answer of the application, drawn with the input type its field declares. */
export function ApplicationField({ field, register, error }: ApplicationFieldProps) {
  const { name, label, kind, required } = field;
  return (
    <Field label={label} optional={!required} error={error}>
      {(control) => {
        const props = { ...control, ...register(name), autoComplete: AUTOCOMPLETE[name] };
        if (kind === "textarea") return <textarea {...props} rows={5} />;
        if (kind === "select") {
          const select = SELECTS[name];
          return (
            <select {...props}>
              <PlaceholderOptions
                placeholder={select?.placeholder ?? "Select one"}
                options={select?.options ?? []}
              />
            </select>
          );
        }
        if (kind === "number")
          return <input {...props} type="number" inputMode="numeric" min={1} step={1} />;
        return <input {...props} type={kind} />;
      }}
    </Field>
  );
}
