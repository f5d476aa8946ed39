import { Trans } from "@lingui/react/macro";
import { data, Link } from "react-router";
import { NOT_FOUND_PAGE_PATH } from "../../core/site-paths";
import { useLocalePath } from "../i18n/language";
import { pageMeta } from "../lib/meta";
import { PATHS } from "../paths";

export const meta = () => pageMeta(NOT_FOUND_PAGE_PATH);

/** Every unknown path is answered with HTTP 404 and this page, rendered by the server. */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  const localePath = useLocalePath();
  return (
    <div className="page page--narrow status-page">
      <p className="status-page__code">404</p>
      <h1>
        <Trans>Page Not Found</Trans>
      </h1>
      <p>
        <Trans>We're sorry, but the page you're looking for doesn't exist or has been moved.</Trans>
      </p>
      <Link to={localePath(PATHS.home)} className="button button--primary">
        <Trans>Home</Trans>
      </Link>
    </div>
  );
}
