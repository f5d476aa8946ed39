import { Trans } from "@lingui/react/macro";
import { Link, useLocation } from "react-router";
import { useLocalePath } from "../../i18n/language";
import type { ThankYouState } from "../../lib/thank-you-state";
import { PATHS } from "../../paths";
import { EmailLinkForm } from "./email-link-form";

/**
 * On the thank-you page after an application: the way to the founder's own page. The submit's
 * answer brought the founder cookie of the new private link (docs/decisions/036-founder-cookie.md);
 * the same link is in the mail.
 */
export function ThankYouFounderLink() {
  const hasLink = (useLocation().state as ThankYouState | null)?.founderLink === true;
  const localePath = useLocalePath();
  return (
    <>
      {hasLink ? (
        <section className="card founder-section" aria-labelledby="founder-link-heading">
          <h2 id="founder-link-heading">
            <Trans>Your application page</Trans>
          </h2>
          <p>
            <Trans>
              Follow your application, download your receipt and send your pitch deck from your own
              page. We have e-mailed you its private link too.
            </Trans>
          </p>
          <Link className="button button--primary" to={localePath(PATHS.myApplication)}>
            <Trans>Open your application page</Trans>
          </Link>
        </section>
      ) : null}
      <EmailLinkForm />
    </>
  );
}
