import { Link } from "react-router";
import { LinkOutcomeText } from "../features/newsletter/link-outcome";
import { followLink, linkToken } from "../features/newsletter/link-token";
import { newsletterApi } from "../features/newsletter/newsletter-api";
import { metaForLocation } from "../lib/meta";
import { PATHS } from "../paths";
import type { Route } from "./+types/confirm-subscription";

export const meta = metaForLocation;

/**
 * Confirms in the visitor's browser, never where the page is served: a link scanner that fetches
 * the address confirms nobody (docs/decisions/047-mailing-list.md).
 */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return followLink(linkToken(request), (token) => newsletterApi.confirm({ token }));
}

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <div className="page page--narrow status-page subscription-page">
      <h1>Confirm your subscription</h1>
      {children}
      <Link to={PATHS.home} className="button button--primary">
        Home
      </Link>
    </div>
  );
}

/** The page as served, until the browser has asked the server. */
export function HydrateFallback() {
  return (
    <Frame>
      <noscript>
        <p>
          This page confirms your subscription in your browser: turn JavaScript on and reload it.
        </p>
      </noscript>
      <p role="status">Confirming…</p>
    </Frame>
  );
}

/** Where the confirmation mail's link leads: the browser confirms, the page says so. */
export default function ConfirmSubscription({ loaderData }: Route.ComponentProps) {
  return (
    <Frame>
      <LinkOutcomeText
        outcome={loaderData}
        done={(state) =>
          `The newsletter will come to ${state.email}. Every issue has a link to unsubscribe in one click.`
        }
      />
    </Frame>
  );
}
