import { useEffect, useState } from "react";
import { Link } from "react-router";
import { founderToken } from "../../lib/founder-token";
import { PATHS } from "../../paths";
import { EmailLinkForm } from "./email-link-form";

/**
 * On the thank-you page after an application: the way to the founder's own page. The token the
 * submit received is already in this tab (never in the address); the same link is in the mail.
 */
export function ThankYouFounderLink() {
  // Read after hydration: the prerendered page knows nothing of this tab's storage.
  const [hasLink, setHasLink] = useState(false);
  useEffect(() => setHasLink(founderToken.get() !== null), []);
  return (
    <>
      {hasLink ? (
        <section className="card founder-section" aria-labelledby="founder-link-heading">
          <h2 id="founder-link-heading">Your application page</h2>
          <p>
            Follow your application, download your receipt and send your pitch deck from your own
            page. We have e-mailed you its private link too.
          </p>
          <Link className="button button--primary" to={PATHS.myApplication}>
            Open your application page
          </Link>
        </section>
      ) : null}
      <EmailLinkForm />
    </>
  );
}
