import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { ApplicationField } from "./application-field";
import { type ApplicationFormValues, fieldStep } from "./application-steps";

type ApplicationStepFieldsProps = {
  step: number;
  register: UseFormRegister<ApplicationFormValues>;
  errors: FieldErrors<ApplicationFormValues>;
};

/** The fields of one field step, in the order the schema lists them. */
export function ApplicationStepFields({ step, register, errors }: ApplicationStepFieldsProps) {
  return (
    <>
      {fieldStep(step).fields.map((field) => (
        <ApplicationField
          key={field.name}
          field={field}
          register={register}
          error={errors[field.name]?.message}
        />
      ))}
    </>
  );
}
