import { Link } from "react-router";
import { LinkOutcomeText } from "../features/newsletter/link-outcome";
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
      <LinkOutcomeText
        outcome={outcome}
        working="Confirming…"
        done={(state) =>
          `The newsletter will come to ${state.email}. Every issue has a link to unsubscribe in one click.`
        }
      />
      <Link to={PATHS.home} className="button button--primary">
        Home
      </Link>
    </div>
  );
}
