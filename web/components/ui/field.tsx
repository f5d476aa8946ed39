import { Trans, useLingui } from "@lingui/react/macro";
import { type ReactNode, useId } from "react";
import { fieldError } from "../../i18n/field-errors";

type ControlProps = { id: string; "aria-invalid": boolean; "aria-describedby"?: string };

type FieldProps = {
  label: string;
  error?: string;
  hint?: string;
  optional?: boolean;
  /** Renders the control with the id and ARIA attributes that tie it to its label and messages. */
  children: (control: ControlProps) => ReactNode;
};

/** A labelled form control with its hint and its error message under it. */
export function Field({ label, error, hint, optional, children }: FieldProps) {
  const id = useId();
  const { i18n } = useLingui();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
        {optional ? (
          <span className="field__optional">
            {" "}
            <Trans>(optional)</Trans>
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {children({ id, "aria-invalid": Boolean(error), "aria-describedby": describedBy })}
      {error ? (
        <p id={errorId} className="field__error">
          {fieldError(error, i18n)}
        </p>
      ) : null}
    </div>
  );
}
