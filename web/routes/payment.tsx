import { useLingui } from "@lingui/react";
import { pageInfo } from "../content/pages";
import { metaForLocation } from "../lib/meta";
import { PATHS } from "../paths";

export const meta = metaForLocation;

/**
 * The spec's placeholder: only the text 'Payment Page' (in Arabic at /ar/payment, from the frame's
 * catalogue). Payment itself happens on /application.
 */
export default function Payment() {
  const { i18n } = useLingui();
  return (
    <main className="main page page--narrow">
      <h1>{i18n._(pageInfo(PATHS.payment).heading)}</h1>
    </main>
  );
}
