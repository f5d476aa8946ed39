import { Link } from "react-router";
import { metaForLocation } from "../lib/meta";
import { PATHS } from "../paths";

export const meta = metaForLocation;

export default function Maintenance() {
  return (
    <div className="page page--narrow status-page">
      <p className="status-page__code">Maintenance</p>
      <h1>Down for Maintenance</h1>
      <p>
        Scheduled maintenance is under way. We are upgrading our systems and will be back shortly;
        thank you for your patience.
      </p>
      <Link to={PATHS.home} className="button button--primary">
        Home
      </Link>
    </div>
  );
}
