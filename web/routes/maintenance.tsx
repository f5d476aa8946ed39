import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { useLocalePath } from "../i18n/language";
import { metaForLocation } from "../lib/meta";
import { PATHS } from "../paths";

export const meta = metaForLocation;

export default function Maintenance() {
  const localePath = useLocalePath();
  return (
    <div className="page page--narrow status-page">
      <p className="status-page__code">
        <Trans>Maintenance</Trans>
      </p>
      <h1>
        <Trans>Down for Maintenance</Trans>
      </h1>
      <p>
        <Trans>
          Scheduled maintenance is under way. We are upgrading our systems and will be back shortly;
          thank you for your patience.
        </Trans>
      </p>
      <Link to={localePath(PATHS.home)} className="button button--primary">
        <Trans>Home</Trans>
      </Link>
    </div>
  );
}
