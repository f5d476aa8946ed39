import { type FormEvent, useCallback, useRef, useState } from "react";

/** The first message for each invalid field; a field that is valid has none. */
export type FieldErrors<Name extends string> = Partial<Record<Name, string>>;

/** Checks the values (the rules may still be loading) and gives each invalid field's message. */
export type Validate<Name extends string> = (
  values: Record<Name, string>,
) => Promise<FieldErrors<Name>>;

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What a field's input takes: its name, the value to start from, where it writes, its ref. */
export type FieldRegistration = {
  name: string;
  defaultValue: string;
  onChange: (event: { currentTarget: FieldElement }) => void;
  ref: (element: FieldElement | null) => void;
};

/**
 * The state of a public form, small enough for the pages' JavaScript budget (docs/decisions/
 * 031-light-form-pages.md): uncontrolled inputs whose text is kept here as it is typed (a step that
 * leaves the screen keeps its answers), each invalid field's message, and a submit that checks with
 * the given rules, shows the messages, focuses the first invalid field in the page's order, and
 * after a failed check checks each field again as it changes.
 */
export function useFormFields<Name extends string>(
  initial: Record<Name, string>,
  onValuesChange?: (values: Record<Name, string>) => void,
) {
  const values = useRef<Record<Name, string>>({ ...initial });
  const elements = useRef(new Map<Name, FieldElement>());
  const [errors, setErrors] = useState<FieldErrors<Name>>({});
  const [submitting, setSubmitting] = useState(false);
  // The rules of the last failed check: from then on a changed field is checked again.
  const recheck = useRef<Validate<Name> | null>(null);
  const onValuesChangeRef = useRef(onValuesChange);
  onValuesChangeRef.current = onValuesChange;

  /** The answers: what is typed in the fields on screen (even before hydration), then the rest. */
  const getValues = useCallback((): Record<Name, string> => {
    for (const [name, element] of elements.current) values.current[name] = element.value;
    return { ...values.current };
  }, []);

  /** Replaces the answers, in the fields on screen too. */
  const setValues = useCallback((next: Record<Name, string>) => {
    values.current = { ...next };
    for (const [name, element] of elements.current) element.value = next[name] ?? "";
  }, []);

  const clearErrors = useCallback(() => setErrors({}), []);

  const focus = (name: Name) => elements.current.get(name)?.focus();

  /** Focuses the first invalid field on screen, in document order. */
  const focusFirstInvalid = (found: FieldErrors<Name>) => {
    const invalid = [...elements.current]
      .filter(([name]) => found[name] !== undefined)
      .map(([, element]) => element)
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    invalid[0]?.focus();
  };

  const register = (name: Name): FieldRegistration => ({
    name,
    defaultValue: values.current[name] ?? "",
    onChange: (event) => {
      values.current[name] = event.currentTarget.value;
      onValuesChangeRef.current?.({ ...values.current });
      const validate = recheck.current;
      if (!validate) return;
      validate(getValues()).then(
        (found) =>
          setErrors((shown) => {
            if (shown[name] === found[name]) return shown;
            const next = { ...shown };
            if (found[name] === undefined) delete next[name];
            else next[name] = found[name];
            return next;
          }),
        () => {
          // The rules did not load: the next submit says so.
        },
      );
    },
    ref: (element) => {
      if (element) elements.current.set(name, element);
      else elements.current.delete(name);
    },
  });

  /**
   * A form's onSubmit: checks the answers with `validate`; when every field is valid, `onValid`
   * runs with them; otherwise the messages show and the first invalid field takes the focus.
   * `onFailure` hears of rules that could not be loaded (the network), so the form can say so.
   */
  const handleSubmit =
    (
      validate: Validate<Name>,
      onValid: (values: Record<Name, string>) => void | Promise<void>,
      onFailure: (error: unknown) => void,
    ) =>
    async (event: FormEvent) => {
      event.preventDefault();
      const current = getValues();
      setSubmitting(true);
      try {
        let found: FieldErrors<Name>;
        try {
          found = await validate(current);
        } catch (error) {
          onFailure(error);
          return;
        }
        if (Object.keys(found).length > 0) {
          recheck.current = validate;
          setErrors(found);
          focusFirstInvalid(found);
          return;
        }
        setErrors({});
        await onValid(current);
      } finally {
        setSubmitting(false);
      }
    };

  return { register, errors, submitting, getValues, setValues, clearErrors, focus, handleSubmit };
}
