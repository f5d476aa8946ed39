import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link, useFetcher } from "react-router";
import { pageInfo } from "../../content/pages";
import { useLocalePath } from "../../i18n/language";
import { PATHS } from "../../paths";
import { LinkOutcomeText } from "./link-outcome";
import type { LinkOutcome } from "./link-token";
import { outcomeInLanguage } from "./link-words";

// The pages the newsletter's mails link to, in the page's language. Apart from their route
// modules, which React Router splits around their clientLoader: its chunks are not compiled by
// Lingui's macro step (scripts/lingui-macros.ts), so the routes themselves use no macro.

function HomeLink() {
  const localePath = useLocalePath();
  return (
    <Link to={localePath(PATHS.home)} className="button button--primary">
      <Trans>Home</Trans>
    </Link>
  );
}

function Frame({ path, children }: { path: string; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <div className="page page--narrow status-page subscription-page">
      <h1>{t(pageInfo(path).heading)}</h1>
      {children}
    </div>
  );
}

/** /newsletter/confirm as served, until the browser has asked the server. */
export function ConfirmPending() {
  return (
    <Frame path={PATHS.confirmSubscription}>
      <noscript>
        <p>
          <Trans>
            This page confirms your subscription in your browser: turn JavaScript on and reload it.
          </Trans>
        </p>
      </noscript>
      <p role="status">
        <Trans>Confirming…</Trans>
      </p>
      <HomeLink />
    </Frame>
  );
}

/** /newsletter/confirm once the browser has confirmed: what the server said. */
export function ConfirmOutcome({ outcome }: { outcome: LinkOutcome }) {
  const { i18n } = useLingui();
  return (
    <Frame path={PATHS.confirmSubscription}>
      <LinkOutcomeText
        outcome={outcomeInLanguage(outcome, i18n)}
        done={({ email }) => (
          <Trans>
            The newsletter will come to <bdi>{email}</bdi>. Every issue has a link to unsubscribe in
            one click.
          </Trans>
        )}
      />
      <HomeLink />
    </Frame>
  );
}

/** /unsubscribe as served, until the browser has asked the server. */
export function UnsubscribePending() {
  return (
    <Frame path={PATHS.unsubscribe}>
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
 * /unsubscribe once the browser has unsubscribed: what the server said, and "Subscribe again"
 * (the route's clientAction), whose answer then shows instead.
 */
export function UnsubscribeOutcome({ outcome: unsubscribed }: { outcome: LinkOutcome }) {
  const again = useFetcher<LinkOutcome>();
  const { i18n } = useLingui();
  const outcome = again.data ?? unsubscribed;
  const state = outcome.kind === "done" ? outcome.state : null;
  return (
    <Frame path={PATHS.unsubscribe}>
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
