import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useFetcher } from "react-router";
import { pageInfo } from "../content/pages";
import { LinkOutcomeText } from "../features/newsletter/link-outcome";
import { followLink, type LinkOutcome, linkToken } from "../features/newsletter/link-token";
import { newsletterApi } from "../features/newsletter/newsletter-api";
import { outcomeInLanguage } from "../features/subscription/link-words";
import { useLocalePath } from "../i18n/language";
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

/** "Subscribe again", with the same link's token. The page says its failures in its language. */
export function clientAction({ request }: Route.ClientActionArgs) {
  return followLink(linkToken(request), (token) => newsletterApi.subscribeAgain({ token }), {
    fallback: "Subscribing again failed. Try again later.",
    network: "We could not reach the server. Try again later.",
  });
}

/** Loading the page again would unsubscribe again: what "Subscribe again" answers is what shows. */
export const shouldRevalidate = () => false;

function Frame({ children }: { children: React.ReactNode }) {
  const { t } = useLingui();
  return (
    <div className="page page--narrow status-page subscription-page">
      <h1>{t(pageInfo(PATHS.unsubscribe).heading)}</h1>
      {children}
    </div>
  );
}

function HomeLink() {
  const localePath = useLocalePath();
  return (
    <Link to={localePath(PATHS.home)} className="button button--primary">
      <Trans>Home</Trans>
    </Link>
  );
}

/** The page as served, until the browser has asked the server. */
export function HydrateFallback() {
  return (
    <Frame>
      <noscript>
        <p>
          <Trans>
            This page unsubscribes you in your browser: turn JavaScript on and reload it, or use
            your mail program's Unsubscribe button.
          </Trans>
        </p>
      </noscript>
      <p role="status">
        <Trans>Unsubscribing…</Trans>
      </p>
      <div className="subscription-page__actions">
        <HomeLink />
      </div>
    </Frame>
  );
}

/**
 * Where every newsletter's unsubscribe link leads: the browser unsubscribes at once, the page
 * confirms it and offers "Subscribe again".
 */
export default function Unsubscribe({ loaderData }: Route.ComponentProps) {
  const again = useFetcher<LinkOutcome>();
  const { i18n } = useLingui();
  const outcome = again.data ?? loaderData;
  const state = outcome.kind === "done" ? outcome.state : null;
  return (
    <Frame>
      <LinkOutcomeText
        outcome={outcomeInLanguage(outcome, i18n)}
        done={({ status, email }) =>
          status === "Subscribed" ? (
            <Trans>
              The newsletter will come to <bdi>{email}</bdi> again.
            </Trans>
          ) : (
            <Trans>
              <bdi>{email}</bdi> will get no more newsletters from us.
            </Trans>
          )
        }
      />
      <div className="subscription-page__actions">
        {state?.status === "Unsubscribed" ? (
          <again.Form method="post">
            <button type="submit" className="button" disabled={again.state !== "idle"}>
              {again.state === "idle" ? (
                <Trans>Subscribe again</Trans>
              ) : (
                <Trans>Subscribing…</Trans>
              )}
            </button>
          </again.Form>
        ) : null}
        <HomeLink />
      </div>
    </Frame>
  );
}
