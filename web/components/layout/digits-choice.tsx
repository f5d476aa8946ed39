import { Trans, useLingui } from "@lingui/react/macro";
import { Form, useLocation } from "react-router";
import { DIGITS_PATH, useDigits } from "../../i18n/digits";
import "../../styles/digits-choice.css";

/** The sample of Western digits, a value rather than text so that it stays Western in Eastern digits. */
const WESTERN = "0123";

/**
 * The Arabic edition's choice of digits (docs/product.md, section 2.6): Western (0123), the
 * default, or Eastern Arabic (٠١٢٣), kept per visitor in a cookie. A form posted to its resource
 * route (web/routes/digits.ts), which sets the cookie and comes back to this page, with or without
 * the page's scripts; the line under it says the choice in force, and says it again once changed.
 */
export function DigitsChoice() {
  const { t } = useLingui();
  const digits = useDigits();
  const { pathname, search } = useLocation();
  const current = digits === "arab" ? t`Eastern Arabic (٠١٢٣)` : t`Western (${WESTERN})`;
  return (
    <Form method="post" action={DIGITS_PATH} className="digits-choice" preventScrollReset>
      {/* Keyed by the choice in force, so the radios show it again after it changes. */}
      <fieldset key={digits}>
        <legend>
          <Trans>Digits of numbers and dates</Trans>
        </legend>
        <label>
          <input type="radio" name="digits" value="latn" defaultChecked={digits === "latn"} />{" "}
          <Trans>Western ({WESTERN})</Trans>
        </label>
        <label>
          <input type="radio" name="digits" value="arab" defaultChecked={digits === "arab"} />{" "}
          <Trans>Eastern Arabic (٠١٢٣)</Trans>
        </label>
      </fieldset>
      <input type="hidden" name="returnTo" value={`${pathname}${search}`} />
      <button type="submit" className="button">
        <Trans>Use these digits</Trans>
      </button>
      <p role="status" className="digits-choice__current">
        <Trans>Numbers and dates are shown in {current} digits.</Trans>
      </p>
    </Form>
  );
}
