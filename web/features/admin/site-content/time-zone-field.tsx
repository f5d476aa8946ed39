import { type FieldMetadata, getSelectProps } from "@conform-to/react";
import { Field } from "../../../components/ui/field";

/** Every IANA zone the browser knows, with the one already chosen kept even if it does not. */
const zones = (current: string) => {
  const known = Intl.supportedValuesOf("timeZone");
  return current && !known.includes(current) ? [current, ...known] : known;
};

/** A select of time zones ("Asia/Dubai"), a field of a conform form. */
export function TimeZoneField<Schema>({
  field,
  hint,
}: {
  field: FieldMetadata<Schema>;
  hint?: string;
}) {
  const { key, id: _id, form: _form, ...select } = getSelectProps(field, { ariaAttributes: false });
  const chosen = typeof select.defaultValue === "string" ? select.defaultValue : "";
  return (
    <Field label="Time zone" hint={hint} error={field.errors?.[0]}>
      {(control) => (
        <select key={key} {...select} {...control}>
          {zones(chosen).map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll("_", " ")}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
