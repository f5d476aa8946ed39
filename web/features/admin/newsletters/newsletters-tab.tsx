import { useEffect } from "react";
import { Link, Outlet, useFetcher, useRevalidator } from "react-router";
import type { Newsletter } from "../../../../core/schemas/newsletter";
import { errorText } from "../../../lib/api";
import { type ActionResult, AS_JSON } from "../actions";
import { formatDateTime } from "../format";
import { Loaded } from "../lists/loaded";
import { missingArabicLine } from "../site-content/arabic-text";
import { NEW_NEWSLETTER, type NewslettersIntent, newsletterPath } from "./newsletters-action";

/** While one is being sent, its counts are read again this often. */
const REFRESH_MS = 5000;

/** Where a newsletter stands, in a line: when it was or will be sent. */
function stateLine(newsletter: Newsletter) {
  switch (newsletter.status) {
    case "Scheduled":
      return `Scheduled for ${formatDateTime(newsletter.scheduledAt)}`;
    case "Sending":
      return `Sending since ${formatDateTime(newsletter.queuedAt)}`;
    case "Sent":
      return `Sent ${formatDateTime(newsletter.finishedAt)}`;
    default:
      return `Draft, ${newsletter.audienceSize} ${newsletter.audienceSize === 1 ? "subscriber" : "subscribers"} now`;
  }
}

const COUNTS = [
  ["Queued", "queued"],
  ["Sent", "sent"],
  ["Failed", "failed"],
  ["Skipped", "skipped"],
  ["Unsubscribed after", "unsubscribedAfter"],
] as const;

function NewsletterCounts({ newsletter }: { newsletter: Newsletter }) {
  return (
    <dl className="newsletter-counts">
      {COUNTS.map(([label, key]) => (
        <div key={key}>
          <dt>{label}</dt>
          <dd>{newsletter.counts[key]}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The Newsletters tab (admins): every newsletter with its state and counts, and below them the one
 * open at its own address to write, test and send (docs/decisions/047-mailing-list.md).
 */
export function NewslettersTab({ newsletters }: { newsletters: Promise<Newsletter[]> }) {
  return (
    <section aria-labelledby="newsletters-heading">
      <h2 id="newsletters-heading">Newsletters</h2>
      <Loaded
        data={newsletters}
        loading={<p role="status">Loading newsletters...</p>}
        failure={(error) => (
          <p className="field__error" role="alert">
            {errorText(error, {
              fallback: "Failed to fetch newsletters",
              network: "Something went wrong.",
            })}
          </p>
        )}
      >
        {(loaded) => <Newsletters newsletters={loaded} />}
      </Loaded>
      <Outlet />
    </section>
  );
}

function Newsletters({ newsletters }: { newsletters: Newsletter[] }) {
  const unscheduling = useFetcher<ActionResult>();
  const { revalidate } = useRevalidator();

  // While one is being sent, its counts are read again (React Router's revalidation on a timer).
  const sending = newsletters.some((newsletter) => newsletter.status === "Sending");
  useEffect(() => {
    if (!sending) return;
    const timer = setInterval(() => void revalidate(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [sending, revalidate]);

  return (
    <>
      <div className="assign-actions">
        <Link to={newsletterPath(NEW_NEWSLETTER)} className="button button--primary">
          New newsletter
        </Link>
      </div>
      {newsletters.length === 0 ? <p>No newsletters yet.</p> : null}
      {newsletters.length > 0 ? (
        <ul className="newsletter-list">
          {newsletters.map((newsletter) => (
            <li key={newsletter._id} className="newsletter-list__item">
              <div>
                <h3>{newsletter.subject}</h3>
                <p>{stateLine(newsletter)}</p>
                {missingArabicLine(newsletter.missingArabic).map((line) => (
                  <p key={line}>{line}</p>
                ))}
                {newsletter.status === "Draft" ? null : (
                  <NewsletterCounts newsletter={newsletter} />
                )}
              </div>
              <div className="newsletter-list__actions">
                {newsletter.status === "Draft" ? (
                  <Link to={newsletterPath(newsletter._id)} className="button">
                    Edit<span className="visually-hidden"> {newsletter.subject}</span>
                  </Link>
                ) : null}
                {newsletter.status === "Scheduled" ? (
                  <button
                    type="button"
                    className="button"
                    disabled={unscheduling.state !== "idle"}
                    onClick={() => {
                      const intent: NewslettersIntent = {
                        intent: "unschedule",
                        id: newsletter._id,
                      };
                      void unscheduling.submit(intent, AS_JSON);
                    }}
                  >
                    Back to draft<span className="visually-hidden"> {newsletter.subject}</span>
                  </button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
