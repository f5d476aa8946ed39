import { data, Link } from "react-router";
import { NOT_FOUND_PAGE_PATH } from "../../core/site-paths";
import { pageMeta } from "../lib/meta";
import { PATHS } from "../paths";

export const meta = () => pageMeta(NOT_FOUND_PAGE_PATH);

/** Every unknown path is answered with HTTP 404 and this page, rendered by the server. */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return (
    <div className="page page--narrow status-page">
      <p className="status-page__code">404</p>
      <h1>Page Not Found</h1>
      <p>We're sorry, but the page you're looking for doesn't exist or has been moved.</p>
      <Link to={PATHS.home} className="button button--primary">
        Home
      </Link>
    </div>
  );
}
