import { Trans, useLingui } from "@lingui/react/macro";
import { FIRM } from "../../../core/firm";
import { pageInfo } from "../../content/pages";
import { doneWithoutScripts, type PageFormAnswer } from "../../lib/form-action";
import { PATHS } from "../../paths";
import { NewsletterForm } from "./newsletter-form";
import { CHECK_INBOX, SUBSCRIBED } from "./subscribe-answer";

/**
 * The newsletter's page: what it is, and its signup. Every signup form posts here; a post made
 * without the page's scripts lands here, and the page says the outcome where a toast would have.
 */
export function NewsletterPage({ answer }: { answer: PageFormAnswer | undefined }) {
  const { i18n, t } = useLingui();
  const subscribed = doneWithoutScripts(answer);
  return (
    <div className="page page--narrow newsletter-page">
      <header className="page__header">
        <h1>{t(pageInfo(PATHS.newsletter).heading)}</h1>
        <p className="lead">
          <Trans>
            News of our cohorts, events and portfolio companies, about once a month. We send the
            first mail to confirm your address; every issue has a link to leave at once.
          </Trans>
        </p>
      </header>
      {subscribed ? (
        <p role="status" className="form__notice">
          {i18n._(SUBSCRIBED)}. {i18n._(CHECK_INBOX)}.
        </p>
      ) : null}
      <section className="card" aria-labelledby="newsletter-signup-heading">
        <h2 id="newsletter-signup-heading">
          <Trans>Subscribe to the {FIRM.name} newsletter</Trans>
        </h2>
        <NewsletterForm inputId="page-newsletter-email" answer={subscribed ? undefined : answer} />
      </section>
    </div>
  );
}
