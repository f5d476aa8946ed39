import { Trans, useLingui } from "@lingui/react/macro";
import { pageInfo } from "../content/pages";
import { ConsultancyForm } from "../features/consultancy-form/consultancy-form";
import { metaForLocation } from "../lib/meta";
import { PATHS } from "../paths";

export const meta = metaForLocation;

export default function BuildWithForm() {
  const { t } = useLingui();
  return (
    <div className="page page--narrow">
      <header className="page__header">
        <h1>{t(pageInfo(PATHS.buildWithForm).heading)}</h1>
        <p className="lead">
          <Trans>
            Tell us where your business stands and what is holding it back. We answer every request
            with a proposal, backed by our 100% money-back guarantee on agreed outcomes.
          </Trans>
        </p>
      </header>
      <ConsultancyForm />
    </div>
  );
}
