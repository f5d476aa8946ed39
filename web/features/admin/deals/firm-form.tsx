import { type FieldMetadata, getCollectionProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useId } from "react";
import { useFetcher } from "react-router";
import { LANGUAGES, type Language } from "../../../../core/languages";
import {
  CHEQUE_CURRENCIES,
  FIRM_REGIONS,
  FIRM_SECTORS,
  FIRM_STAGES,
  type Firm,
  FirmFormSchema,
} from "../../../../core/schemas/deal-firm";
import { Field } from "../../../components/ui/field";
import {
  ChoiceField,
  EmailField,
  LongTextField,
  TextField,
} from "../../../components/ui/form-fields";
import { type FormReply, useOnSaved } from "../actions";

/**
 * The languages a person's deal mails come in (docs/decisions/086-deal-room-language.md), named
 * as the console names them elsewhere (English, Arabic).
 */
const LANGUAGE_NAMES: Record<Language, string> = { en: "English", ar: "Arabic" };

/** What the form starts from: the firm's fields as typed, or a new firm's. */
const valuesOf = (firm?: Firm) => ({
  name: firm?.name ?? "",
  domains: firm?.domains.join(", ") ?? "",
  sectors: [...(firm?.sectors ?? [])],
  stages: [...(firm?.stages ?? [])],
  regions: [...(firm?.regions ?? [])],
  chequeMin: firm?.chequeMin?.toString() ?? "",
  chequeMax: firm?.chequeMax?.toString() ?? "",
  chequeCurrency: firm?.chequeCurrency ?? "USD",
  neverSend: firm?.neverSend ? "on" : "",
  neverSendReason: firm?.neverSendReason ?? "",
  notes: firm?.notes ?? "",
  people: (firm?.people ?? []).map((person) => ({ ...person })),
});

/** The first message for a field or any part of it ("domains[1]" is the domains field's). */
const firstOf = (field: FieldMetadata<unknown>) => Object.values(field.allErrors).flat()[0];

/** A group of checkboxes for one of the thesis' option lists. */
function Choices({
  legend,
  field,
  options,
}: {
  legend: string;
  field: FieldMetadata<string[] | undefined>;
  options: readonly string[];
}) {
  const errorId = useId();
  const error = firstOf(field);
  return (
    <fieldset className="firm-form__choices" aria-describedby={error ? errorId : undefined}>
      <legend className="field__label">{legend}</legend>
      <div className="firm-form__options">
        {getCollectionProps(field, {
          type: "checkbox",
          options: [...options],
          ariaAttributes: false,
        }).map(({ key, ...checkbox }) => (
          <label key={key} className="checkbox">
            <input {...checkbox} /> {checkbox.value}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * Adds a firm, or edits `firm`: every field, checked in the browser with the server's schema
 * (`FirmFormSchema`), then posted to the tab's clientAction, which sends it and hands the server's
 * messages back to conform. The form owns its fetcher, drawn afresh each time it opens, and closes
 * (`onClose`) once its save went through; Cancel closes it too.
 */
export function FirmForm({ firm, onClose }: { firm?: Firm; onClose: () => void }) {
  const saving = useFetcher<FormReply>();
  useOnSaved(saving, onClose);
  const [form, fields] = useForm({
    id: firm ? `firm-form-${firm._id}` : "new-firm-form",
    defaultValue: valuesOf(firm),
    lastResult: saving.data?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: FirmFormSchema }),
  });
  const people = fields.people.getFieldList();
  const { key: neverSendKey, ...neverSend } = getInputProps(fields.neverSend, {
    type: "checkbox",
    ariaAttributes: false,
  });

  const headingId = firm ? `edit-firm-${firm._id}` : "new-firm";
  return (
    <section className="content-form" aria-labelledby={headingId}>
      <h3 id={headingId}>{firm ? `Edit ${firm.name}` : "New firm"}</h3>
      <saving.Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate>
        {firm ? <input type="hidden" name="id" value={firm._id} /> : null}
        <div className="content-form__grid">
          <TextField field={fields.name} label="Name" />
          <Field
            label="Web domains"
            optional
            hint="Separated by commas, e.g. gulfgate.com, gulfgate.ae"
            error={firstOf(fields.domains)}
          >
            {(control) => (
              <input
                {...control}
                name={fields.domains.name}
                key={fields.domains.key}
                defaultValue={fields.domains.initialValue}
              />
            )}
          </Field>
        </div>
        <Choices legend="Sectors" field={fields.sectors} options={FIRM_SECTORS} />
        <Choices legend="Stages" field={fields.stages} options={FIRM_STAGES} />
        <Choices legend="Regions" field={fields.regions} options={FIRM_REGIONS} />
        <div className="firm-form__cheque">
          <TextField
            field={fields.chequeMin}
            label="Smallest cheque"
            optional
            inputMode="numeric"
          />
          <TextField field={fields.chequeMax} label="Largest cheque" optional inputMode="numeric" />
          <ChoiceField
            field={fields.chequeCurrency}
            label="Currency"
            placeholder="Choose a currency"
            options={CHEQUE_CURRENCIES}
          />
        </div>
        <fieldset className="firm-form__people">
          <legend className="field__label">People</legend>
          {fields.people.errors ? <p className="field__error">{fields.people.errors[0]}</p> : null}
          {people.map((row, index) => {
            const person = row.getFieldset();
            return (
              <div key={row.key} className="firm-form__person">
                <TextField field={person.name} label={`Person ${index + 1}: name`} />
                <EmailField field={person.email} label={`Person ${index + 1}: e-mail`} />
                <TextField field={person.role} label={`Person ${index + 1}: role`} optional />
                <ChoiceField
                  field={person.language}
                  label={`Person ${index + 1}: language of mails and the deal room`}
                  placeholder="Choose a language"
                  options={LANGUAGES}
                  optionLabel={(language) => LANGUAGE_NAMES[language as Language]}
                />
                <button
                  className="button"
                  {...form.remove.getButtonProps({ name: fields.people.name, index })}
                >
                  Remove person {index + 1}
                </button>
              </div>
            );
          })}
          <button
            className="button"
            {...form.insert.getButtonProps({
              name: fields.people.name,
              defaultValue: { name: "", email: "", role: "", language: "en" },
            })}
          >
            Add a person
          </button>
        </fieldset>
        <label className="checkbox">
          <input key={neverSendKey} {...neverSend} /> Never send deals to this firm
        </label>
        {fields.neverSend.value === "on" ? (
          <TextField
            field={fields.neverSendReason}
            label="Why never"
            hint="A conflict, a competitor"
          />
        ) : null}
        <LongTextField field={fields.notes} label="Notes" optional rows={3} />
        <div className="content-actions">
          <button
            type="submit"
            className="button button--primary"
            disabled={saving.state !== "idle"}
          >
            {firm ? "Save changes" : "Add firm"}
          </button>
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </saving.Form>
    </section>
  );
}
