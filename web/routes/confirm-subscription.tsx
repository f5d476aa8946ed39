import { Link } from "react-router";
import { newsletterApi } from "../features/newsletter/newsletter-api";
import { useLinkToken } from "../features/newsletter/use-link-token";
import { metaForLocation } from "../lib/meta";
import { PATHS } from "../paths";

export const meta = metaForLocation;

/** Where the confirmation mail's link leads: the browser confirms, the page says so. */
export default function ConfirmSubscription() {
  const { outcome } = useLinkToken((token) => newsletterApi.confirm({ token }));
  return (
    <div className="page page--narrow status-page subscription-page">
      <h1>Confirm your subscription</h1>
      <noscript>
        <p>
          This page confirms your subscription in your browser: turn JavaScript on and reload it.
        </p>
      </noscript>
      {outcome.kind === "working" ? <p role="status">Confirming…</p> : null}
      {outcome.kind === "done" ? (
        <div role="status">
          <p className="subscription-page__outcome">{outcome.state.message}</p>
          <p>
            The newsletter will come to {outcome.state.email}. Every issue has a link to unsubscribe
            in one click.
          </p>
        </div>
      ) : null}
      {outcome.kind === "failed" ? (
        <p className="subscription-page__problem" role="alert">
          {outcome.message}
        </p>
      ) : null}
      <Link to={PATHS.home} className="button button--primary">
        Home
      </Link>
    </div>
  );
}
