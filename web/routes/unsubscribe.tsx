import { Link, useFetcher } from "react-router";
import { LinkOutcomeText } from "../features/newsletter/link-outcome";
import { followLink, type LinkOutcome, linkToken } from "../features/newsletter/link-token";
import { newsletterApi } from "../features/newsletter/newsletter-api";
import { metaForLocation } from "../lib/meta";
import { PATHS } from "../paths";
import type { Route } from "./+types/unsubscribe";

export const meta = metaForLocation;

/**
 * Unsubscribes in the visitor's browser, never where the page is served: a link scanner that
 * fetches the address unsubscribes nobody. Mail clients unsubscribe by POSTing to the same address
 * (RFC 8058; api/routes/newsletter/one-click.ts).
 */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return followLink(linkToken(request), (token) => newsletterApi.unsubscribe({ token }));
}

/** "Subscribe again", with the same link's token. */
export function clientAction({ request }: Route.ClientActionArgs) {
  return followLink(linkToken(request), (token) => newsletterApi.subscribeAgain({ token }), {
    fallback: "Subscribing again failed. Try again later.",
    network: "We could not reach the server. Try again later.",
  });
}

/** Loading the page again would unsubscribe again: what "Subscribe again" answers is what shows. */
export const shouldRevalidate = () => false;

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <div className="page page--narrow status-page subscription-page">
      <h1>Unsubscribe</h1>
      {children}
    </div>
  );
}

const home = (
  <Link to={PATHS.home} className="button button--primary">
    Home
  </Link>
);

/** The page as served, until the browser has asked the server. */
export function HydrateFallback() {
  return (
    <Frame>
      <noscript>
        <p>
          This page unsubscribes you in your browser: turn JavaScript on and reload it, or use your
          mail program's Unsubscribe button.
        </p>
      </noscript>
      <p role="status">Unsubscribing…</p>
      <div className="subscription-page__actions">{home}</div>
    </Frame>
  );
}

/**
 * Where every newsletter's unsubscribe link leads: the browser unsubscribes at once, the page
 * confirms it and offers "Subscribe again".
 */
export default function Unsubscribe({ loaderData }: Route.ComponentProps) {
  const again = useFetcher<LinkOutcome>();
  const outcome = again.data ?? loaderData;
  const state = outcome.kind === "done" ? outcome.state : null;
  return (
    <Frame>
      <LinkOutcomeText
        outcome={outcome}
        done={(done) =>
          done.status === "Subscribed"
            ? `The newsletter will come to ${done.email} again.`
            : `${done.email} will get no more newsletters from us.`
        }
      />
      <div className="subscription-page__actions">
        {state?.status === "Unsubscribed" ? (
          <again.Form method="post">
            <button type="submit" className="button" disabled={again.state !== "idle"}>
              {again.state === "idle" ? "Subscribe again" : "Subscribing…"}
            </button>
          </again.Form>
        ) : null}
        {home}
      </div>
    </Frame>
  );
}
