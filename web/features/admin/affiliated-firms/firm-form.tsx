import { type FormEvent, useId, useState } from "react";
import {
  CHEQUE_CURRENCIES,
  FIRM_REGIONS,
  FIRM_SECTORS,
  FIRM_STAGES,
  type Firm,
  type FirmInput,
  FirmInputSchema,
} from "../../../../core/schemas/affiliated-firm";
import type { ErrorResponse } from "../../../../core/schemas/common";
import { Field } from "../../../components/ui/field";

type Issues = NonNullable<ErrorResponse["issues"]>;
type Person = { name: string; email: string; role: string };

const valuesOf = (firm?: Firm) => ({
  name: firm?.name ?? "",
  domains: firm?.domains.join(", ") ?? "",
  sectors: [...(firm?.sectors ?? [])] as string[],
  stages: [...(firm?.stages ?? [])] as string[],
  regions: [...(firm?.regions ?? [])] as string[],
  chequeMin: firm?.chequeMin?.toString() ?? "",
  chequeMax: firm?.chequeMax?.toString() ?? "",
  chequeCurrency: firm?.chequeCurrency ?? "USD",
  neverSend: firm?.neverSend ?? false,
  neverSendReason: firm?.neverSendReason ?? "",
  notes: firm?.notes ?? "",
  people: (firm?.people ?? []).map((person) => ({ ...person })) as Person[],
});
type Values = ReturnType<typeof valuesOf>;

const amount = (text: string) => {
  const plain = text.replace(/[,\s]/g, "");
  return plain === "" ? null : /^\d+$/.test(plain) ? Number(plain) : Number.NaN;
};

const toInput = (values: Values): FirmInput => ({
  name: values.name,
  domains: values.domains
    .split(/[\s,;]+/)
    .map((domain) => domain.trim())
    .filter(Boolean),
  sectors: values.sectors as FirmInput["sectors"],
  stages: values.stages as FirmInput["stages"],
  regions: values.regions as FirmInput["regions"],
  chequeMin: amount(values.chequeMin),
  chequeMax: amount(values.chequeMax),
  chequeCurrency: values.chequeCurrency as FirmInput["chequeCurrency"],
  neverSend: values.neverSend,
  neverSendReason: values.neverSend ? values.neverSendReason : "",
  notes: values.notes,
  people: values.people.filter((person) => person.name || person.email || person.role),
});

/** The first message for each field path ("people.0.email"), from the schema or the server. */
const messagesOf = (
  issues: readonly { path: readonly PropertyKey[] | string; message: string }[],
) => {
  const found: Record<string, string> = {};
  for (const issue of issues) {
    const path = typeof issue.path === "string" ? issue.path : issue.path.join(".");
    found[path] ??= issue.message;
  }
  return found;
};

/** A group of checkboxes for one of the thesis' option lists. */
function Choices({
  legend,
  options,
  chosen,
  error,
  onChange,
}: {
  legend: string;
  options: readonly string[];
  chosen: string[];
  error: string | undefined;
  onChange: (chosen: string[]) => void;
}) {
  const errorId = useId();
  return (
    <fieldset className="firm-form__choices" aria-describedby={error ? errorId : undefined}>
      <legend className="field__label">{legend}</legend>
      <div className="firm-form__options">
        {options.map((option) => (
          <label key={option} className="checkbox">
            <input
              type="checkbox"
              checked={chosen.includes(option)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? options.filter((o) => o === option || chosen.includes(o))
                    : chosen.filter((o) => o !== option),
                )
              }
            />{" "}
            {option}
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

/** Adds a firm, or edits `firm`: every field, checked as the server checks it before it is sent. */
export function FirmForm({
  firm,
  issues,
  busy,
  onSave,
  onCancel,
}: {
  firm?: Firm;
  issues: Issues | undefined;
  busy: boolean;
  onSave: (input: FirmInput) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState(valuesOf(firm));
  const [checked, setChecked] = useState<Record<string, string> | null>(null);
  const errors = checked ?? messagesOf(issues ?? []);
  const set = <Name extends keyof Values>(name: Name, value: Values[Name]) =>
    setValues((current) => ({ ...current, [name]: value }));
  const setPerson = (index: number, change: Partial<Person>) =>
    set(
      "people",
      values.people.map((person, i) => (i === index ? { ...person, ...change } : person)),
    );

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = toInput(values);
    const parsed = FirmInputSchema.safeParse(input);
    if (!parsed.success) {
      setChecked(messagesOf(parsed.error.issues));
      return;
    }
    setChecked(null);
    onSave(input);
  }

  const headingId = firm ? `edit-firm-${firm._id}` : "new-firm";
  return (
    <section className="content-form" aria-labelledby={headingId}>
      <h3 id={headingId}>{firm ? `Edit ${firm.name}` : "New firm"}</h3>
      <form noValidate onSubmit={submit}>
        <div className="content-form__grid">
          <Field label="Name" error={errors.name}>
            {(control) => (
              <input
                {...control}
                value={values.name}
                onChange={(e) => set("name", e.target.value)}
              />
            )}
          </Field>
          <Field
            label="Web domains"
            optional
            hint="Separated by commas, e.g. gulfgate.com, gulfgate.ae"
            error={
              errors.domains ?? Object.entries(errors).find(([k]) => k.startsWith("domains."))?.[1]
            }
          >
            {(control) => (
              <input
                {...control}
                value={values.domains}
                onChange={(e) => set("domains", e.target.value)}
              />
            )}
          </Field>
        </div>
        <Choices
          legend="Sectors"
          options={FIRM_SECTORS}
          chosen={values.sectors}
          error={errors.sectors}
          onChange={(chosen) => set("sectors", chosen)}
        />
        <Choices
          legend="Stages"
          options={FIRM_STAGES}
          chosen={values.stages}
          error={errors.stages}
          onChange={(chosen) => set("stages", chosen)}
        />
        <Choices
          legend="Regions"
          options={FIRM_REGIONS}
          chosen={values.regions}
          error={errors.regions}
          onChange={(chosen) => set("regions", chosen)}
        />
        <div className="firm-form__cheque">
          <Field label="Smallest cheque" optional error={errors.chequeMin}>
            {(control) => (
              <input
                {...control}
                inputMode="numeric"
                value={values.chequeMin}
                onChange={(e) => set("chequeMin", e.target.value)}
              />
            )}
          </Field>
          <Field label="Largest cheque" optional error={errors.chequeMax}>
            {(control) => (
              <input
                {...control}
                inputMode="numeric"
                value={values.chequeMax}
                onChange={(e) => set("chequeMax", e.target.value)}
              />
            )}
          </Field>
          <Field label="Currency" error={errors.chequeCurrency}>
            {(control) => (
              <select
                {...control}
                value={values.chequeCurrency}
                onChange={(e) => set("chequeCurrency", e.target.value as Values["chequeCurrency"])}
              >
                {CHEQUE_CURRENCIES.map((currency) => (
                  <option key={currency} value={currency}>
                    {currency}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <fieldset className="firm-form__people">
          <legend className="field__label">People</legend>
          {errors.people ? <p className="field__error">{errors.people}</p> : null}
          {values.people.map((person, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place, never reordered
            <div key={index} className="firm-form__person">
              <Field label={`Person ${index + 1}: name`} error={errors[`people.${index}.name`]}>
                {(control) => (
                  <input
                    {...control}
                    value={person.name}
                    onChange={(e) => setPerson(index, { name: e.target.value })}
                  />
                )}
              </Field>
              <Field label={`Person ${index + 1}: e-mail`} error={errors[`people.${index}.email`]}>
                {(control) => (
                  <input
                    {...control}
                    type="email"
                    value={person.email}
                    onChange={(e) => setPerson(index, { email: e.target.value })}
                  />
                )}
              </Field>
              <Field
                label={`Person ${index + 1}: role`}
                optional
                error={errors[`people.${index}.role`]}
              >
                {(control) => (
                  <input
                    {...control}
                    value={person.role}
                    onChange={(e) => setPerson(index, { role: e.target.value })}
                  />
                )}
              </Field>
              <button
                type="button"
                className="button"
                onClick={() =>
                  set(
                    "people",
                    values.people.filter((_, i) => i !== index),
                  )
                }
              >
                Remove person {index + 1}
              </button>
            </div>
          ))}
          <button
            type="button"
            className="button"
            onClick={() => set("people", [...values.people, { name: "", email: "", role: "" }])}
          >
            Add a person
          </button>
        </fieldset>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={values.neverSend}
            onChange={(e) => set("neverSend", e.target.checked)}
          />{" "}
          Never send deals to this firm
        </label>
        {values.neverSend ? (
          <Field label="Why never" hint="A conflict, a competitor" error={errors.neverSendReason}>
            {(control) => (
              <input
                {...control}
                value={values.neverSendReason}
                onChange={(e) => set("neverSendReason", e.target.value)}
              />
            )}
          </Field>
        ) : null}
        <Field label="Notes" optional error={errors.notes}>
          {(control) => (
            <textarea
              {...control}
              rows={3}
              value={values.notes}
              onChange={(e) => set("notes", e.target.value)}
            />
          )}
        </Field>
        <div className="content-actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {firm ? "Save changes" : "Add firm"}
          </button>
          <button type="button" className="button" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </section>
  );
}
