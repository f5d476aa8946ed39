import { Trans } from "@lingui/react/macro";
import { Suspense } from "react";
import { Link, useLocation } from "react-router";
import { useLocalePath } from "../../i18n/language";
import { lazyOnUse } from "../../lib/code-on-use";
import type { ThankYouState } from "../../lib/thank-you-state";
import { PATHS } from "../../paths";

/**
 * "E-mail me my link", drawn whole by the server and hydrated when the visitor comes to it
 * (docs/decisions/094-signup-code-on-use.md): the page's first load carries no form code. Until
 * then it posts to the founder page's action as it does without scripts.
 */
const EmailLinkForm = import.meta.env.SSR
  ? (await import("./email-link-form")).EmailLinkForm
  : lazyOnUse("section.founder-link-form", () =>
      import("./email-link-form").then((module) => module.EmailLinkForm),
    );

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
      <Suspense fallback={null}>
        <EmailLinkForm />
      </Suspense>
    </>
  );
}
