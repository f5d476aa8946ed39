import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { pageInfo } from "../content/pages";
import { LinkOutcomeText } from "../features/newsletter/link-outcome";
import { followLink, linkToken } from "../features/newsletter/link-token";
import { newsletterApi } from "../features/newsletter/newsletter-api";
import { outcomeInLanguage } from "../features/subscription/link-words";
import { useLocalePath } from "../i18n/language";
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
  const { t } = useLingui();
  const localePath = useLocalePath();
  return (
    <div className="page page--narrow status-page subscription-page">
      <h1>{t(pageInfo(PATHS.confirmSubscription).heading)}</h1>
      {children}
      <Link to={localePath(PATHS.home)} className="button button--primary">
        <Trans>Home</Trans>
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
          <Trans>
            This page confirms your subscription in your browser: turn JavaScript on and reload it.
          </Trans>
        </p>
      </noscript>
      <p role="status">
        <Trans>Confirming…</Trans>
      </p>
    </Frame>
  );
}

/** Where the confirmation mail's link leads: the browser confirms, the page says so. */
export default function ConfirmSubscription({ loaderData }: Route.ComponentProps) {
  const { i18n } = useLingui();
  return (
    <Frame>
      <LinkOutcomeText
        outcome={outcomeInLanguage(loaderData, i18n)}
        done={({ email }) => (
          <Trans>
            The newsletter will come to <bdi>{email}</bdi>. Every issue has a link to unsubscribe in
            one click.
          </Trans>
        )}
      />
    </Frame>
  );
}
