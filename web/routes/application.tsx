import { Trans, useLingui } from "@lingui/react/macro";
import { pageInfo } from "../content/pages";
import { ApplicationForm } from "../features/application/application-form";
import { metaForLocation } from "../lib/meta";
import { PATHS } from "../paths";
import "../styles/application.css";

export const meta = metaForLocation;

export default function Application() {
  const { i18n } = useLingui();
  return (
    <div className="page page--narrow application">
      <header className="page__header">
        <h1>{i18n._(pageInfo(PATHS.application).heading)}</h1>
        <p className="lead">
          <Trans>
            Tell us about your founders, your startup, your team and what you expect from us. We
            read every application and invite the strongest to pitch.
          </Trans>
        </p>
      </header>
      <ApplicationForm />
    </div>
  );
}
