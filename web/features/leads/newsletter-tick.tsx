import { Trans } from "@lingui/react/macro";
import { useId } from "react";
import { FIRM } from "../../../core/firm";

/**
 * The lead forms' optional tick: the newsletter too, confirmed from its own mail. A field of the
 * form like the others: conform reads it as the schema's boolean.
 */
export function NewsletterTick() {
  const id = useId();
  return (
    <div className="lead-form__tick">
      <input id={id} type="checkbox" name="newsletter" />
      <label htmlFor={id}>
        <Trans>Also send me the {FIRM.name} newsletter (you will confirm it by e-mail)</Trans>
      </label>
    </div>
  );
}
