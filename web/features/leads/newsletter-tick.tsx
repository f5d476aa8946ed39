import { useId } from "react";
import { FIRM } from "../../../core/firm";

/** The lead forms' optional tick: the newsletter too, confirmed from its own mail. */
export function NewsletterTick({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="lead-form__tick">
      <input
        id={id}
        type="checkbox"
        name="newsletter"
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <label htmlFor={id}>
        Also send me the {FIRM.name} newsletter (you will confirm it by e-mail)
      </label>
    </div>
  );
}
