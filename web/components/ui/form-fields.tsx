import {
  type FieldMetadata,
  getInputProps,
  getSelectProps,
  getTextareaProps,
} from "@conform-to/react";
import { Field } from "./field";
import { PlaceholderOptions } from "./placeholder-options";

/**
 * The public forms' fields on conform's helpers (docs/decisions/076-route-forms.md): each draws
 * its label, its hint and its first error with `Field`, which ties them to the control by
 * `aria-describedby`, and takes its name, its first value and its key (so a form emptied by its
 * action's reply shows empty) from conform's `get…Props`. The error is a core schema's message,
 * said in the page's language by `Field`.
 */
type FieldProps<Schema> = {
  field: FieldMetadata<Schema>;
  label: string;
  hint?: string | undefined;
  optional?: boolean | undefined;
};

/** A text written in Arabic whatever the page's language (staff's Arabic texts): right to left. */
type Written = { lang?: "ar" | undefined };
const writtenIn = (lang: "ar" | undefined) => (lang ? { lang, dir: "rtl" as const } : {});

/** conform's props for a control, less what `Field` gives it (its id and ARIA) and its key. */
function controlProps<Props extends { key: string | undefined; id: string; form: string }>(
  props: Props,
) {
  const { key, id: _id, form: _form, ...rest } = props;
  return { key, rest };
}

/**
 * One line of text, or an address (`type="url"`, left to right in Arabic too); `autoComplete` tells
 * the browser what it may fill in.
 */
export function TextField<Schema>({
  autoComplete,
  type = "text",
  inputMode,
  lang,
  ...props
}: FieldProps<Schema> &
  Written & {
    autoComplete?: string | undefined;
    type?: "text" | "url";
    /** The keypad for text that is mostly digits ("250,000"), which a number field would refuse. */
    inputMode?: "numeric";
    placeholder?: string;
  }) {
  const { key, rest } = controlProps(getInputProps(props.field, { type, ariaAttributes: false }));
  return (
    <Field label={props.label} hint={props.hint} optional={props.optional} error={first(props)}>
      {(control) => (
        <input
          key={key}
          {...rest}
          {...control}
          autoComplete={autoComplete}
          inputMode={inputMode}
          placeholder={props.placeholder}
          dir={type === "url" ? "ltr" : undefined}
          {...writtenIn(lang)}
        />
      )}
    </Field>
  );
}

/** A password, which the browser may fill in or save (`current-password` or `new-password`). */
export function PasswordField<Schema>({
  autoComplete,
  ...props
}: FieldProps<Schema> & { autoComplete: "current-password" | "new-password" }) {
  const { key, rest } = controlProps(
    getInputProps(props.field, { type: "password", ariaAttributes: false }),
  );
  return (
    <Field label={props.label} hint={props.hint} error={first(props)}>
      {(control) => <input key={key} {...rest} {...control} autoComplete={autoComplete} />}
    </Field>
  );
}

/** Several lines: a message, a description. */
export function LongTextField<Schema>({
  rows = 6,
  lang,
  ...props
}: FieldProps<Schema> & Written & { rows?: number }) {
  const { key, rest } = controlProps(getTextareaProps(props.field, { ariaAttributes: false }));
  return (
    <Field label={props.label} hint={props.hint} optional={props.optional} error={first(props)}>
      {(control) => <textarea key={key} {...rest} {...control} rows={rows} {...writtenIn(lang)} />}
    </Field>
  );
}

/** An e-mail address: the e-mail keyboard, and left to right in Arabic too. */
export function EmailField<Schema>(props: FieldProps<Schema>) {
  return <LeftToRightField {...props} type="email" autoComplete="email" />;
}

/** A telephone number: the phone's keypad, and "+971 2…" left to right in Arabic too. */
export function PhoneField<Schema>(props: FieldProps<Schema>) {
  return <LeftToRightField {...props} type="tel" autoComplete="tel" />;
}

/** What an e-mail address and a phone number share: their keyboard, and left to right. */
function LeftToRightField<Schema>({
  type,
  autoComplete,
  ...props
}: FieldProps<Schema> & { type: "email" | "tel"; autoComplete: "email" | "tel" }) {
  const { key, rest } = controlProps(getInputProps(props.field, { type, ariaAttributes: false }));
  return (
    <Field label={props.label} hint={props.hint} optional={props.optional} error={first(props)}>
      {(control) => (
        <input key={key} {...rest} {...control} autoComplete={autoComplete} dir="ltr" />
      )}
    </Field>
  );
}

/**
 * One of a list: a disabled placeholder until a choice is made, then the options, each saying
 * `optionLabel(value)` while its value stays the one the server takes.
 */
export function ChoiceField<Schema>({
  placeholder,
  options,
  optionLabel,
  ...props
}: FieldProps<Schema> & {
  placeholder: string;
  options: readonly string[];
  optionLabel?: (option: string) => string;
}) {
  const { key, rest } = controlProps(getSelectProps(props.field, { ariaAttributes: false }));
  return (
    <Field label={props.label} hint={props.hint} optional={props.optional} error={first(props)}>
      {(control) => (
        // conform gives no first value for an empty one: the placeholder is chosen until then.
        <select key={key} {...rest} defaultValue={rest.defaultValue ?? ""} {...control}>
          <PlaceholderOptions placeholder={placeholder} options={options} label={optionLabel} />
        </select>
      )}
    </Field>
  );
}

/** A number that is not money (hours, a team's size): the keypad its `inputMode` asks for. */
export function NumberField<Schema>({
  inputMode = "numeric",
  min,
  max,
  step,
  ...props
}: FieldProps<Schema> & {
  inputMode?: "numeric" | "decimal";
  min?: number;
  max?: number;
  step?: number | "any";
}) {
  const { key, rest } = controlProps(
    getInputProps(props.field, { type: "number", ariaAttributes: false }),
  );
  return (
    <Field label={props.label} hint={props.hint} optional={props.optional} error={first(props)}>
      {(control) => (
        <input
          key={key}
          {...rest}
          {...control}
          inputMode={inputMode}
          min={min}
          max={max}
          step={step}
        />
      )}
    </Field>
  );
}

/** The currencies an amount is asked in, by the symbol its label shows. */
export const CURRENCY_SYMBOLS = { INR: "₹", AED: "AED" } as const;

/**
 * An amount of money, a whole number in `currency`: the number keypad, and the currency named in
 * the label ("Planned investment (₹)") so it is read with the field.
 */
export function AmountField<Schema>({
  currency,
  ...props
}: FieldProps<Schema> & { currency: keyof typeof CURRENCY_SYMBOLS }) {
  const { key, rest } = controlProps(
    getInputProps(props.field, { type: "number", ariaAttributes: false }),
  );
  return (
    <Field
      label={`${props.label} (${CURRENCY_SYMBOLS[currency]})`}
      hint={props.hint}
      optional={props.optional}
      error={first(props)}
    >
      {(control) => (
        <input key={key} {...rest} {...control} inputMode="numeric" min={0} step={1} dir="ltr" />
      )}
    </Field>
  );
}

const first = <Schema,>({ field }: FieldProps<Schema>) => field.errors?.[0];
