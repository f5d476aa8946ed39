import { useEffect, useState } from "react";
import { useFetcher, useRevalidator } from "react-router";
import type { Newsletter } from "../../../../core/schemas/newsletter";
import { errorText } from "../../../lib/api";
import { AS_JSON } from "../actions";
import { formatDateTime } from "../format";
import { Loaded } from "../lists/loaded";
import { NewsletterEditor } from "./newsletter-editor";
import { NewsletterSending } from "./newsletter-sending";
import type { NewsletterAnswer, NewslettersIntent } from "./newsletters-action";

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
 * The Newsletters tab (admins): every newsletter with its state and counts, and one open to write,
 * test and send (docs/decisions/047-mailing-list.md).
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
    </section>
  );
}

function Newsletters({ newsletters }: { newsletters: Newsletter[] }) {
  /** The one open: an id, "new", or none. */
  const [open, setOpen] = useState<string | null>(null);
  const changing = useFetcher<NewsletterAnswer>();
  const revalidator = useRevalidator();
  const submit = (intent: NewslettersIntent) => void changing.submit(intent, AS_JSON);

  // A draft just created is the one open; a send just started closes the editor.
  const [seen, setSeen] = useState<number | null>(null);
  const answer = changing.data;
  if (answer && answer.at !== seen) {
    setSeen(answer.at);
    if (answer.ok && answer.id && open === "new") setOpen(answer.id);
  }

  const sending = newsletters.some((newsletter) => newsletter.status === "Sending");
  const { revalidate } = revalidator;
  useEffect(() => {
    if (!sending) return;
    const timer = setInterval(() => void revalidate(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [sending, revalidate]);

  const current = newsletters.find((newsletter) => newsletter._id === open) ?? null;
  const editing = open === "new" || current?.status === "Draft";
  return (
    <>
      <div className="assign-actions">
        <button type="button" className="button button--primary" onClick={() => setOpen("new")}>
          New newsletter
        </button>
      </div>
      {newsletters.length === 0 ? <p>No newsletters yet.</p> : null}
      {newsletters.length > 0 ? (
        <ul className="newsletter-list">
          {newsletters.map((newsletter) => (
            <li key={newsletter._id} className="newsletter-list__item">
              <div>
                <h3>{newsletter.subject}</h3>
                <p>{stateLine(newsletter)}</p>
                {newsletter.status === "Draft" ? null : (
                  <NewsletterCounts newsletter={newsletter} />
                )}
              </div>
              <div className="newsletter-list__actions">
                {newsletter.status === "Draft" ? (
                  <button type="button" className="button" onClick={() => setOpen(newsletter._id)}>
                    Edit<span className="visually-hidden"> {newsletter.subject}</span>
                  </button>
                ) : null}
                {newsletter.status === "Scheduled" ? (
                  <button
                    type="button"
                    className="button"
                    onClick={() => submit({ intent: "unschedule", id: newsletter._id })}
                  >
                    Back to draft<span className="visually-hidden"> {newsletter.subject}</span>
                  </button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {editing ? (
        <section
          className="newsletter-open"
          aria-label={current ? `Edit ${current.subject}` : "New newsletter"}
        >
          <NewsletterEditor
            key={current?._id ?? "new"}
            newsletter={current}
            busy={changing.state !== "idle"}
            onSave={(input) =>
              submit(
                current ? { intent: "save", id: current._id, input } : { intent: "create", input },
              )
            }
          >
            {current ? (
              <NewsletterSending
                newsletter={current}
                busy={changing.state !== "idle"}
                onTest={(to) => submit({ intent: "test", id: current._id, to })}
                onSend={(scheduledAt) => {
                  submit({ intent: "send", id: current._id, scheduledAt });
                  setOpen(null);
                }}
              />
            ) : null}
          </NewsletterEditor>
        </section>
      ) : null}
    </>
  );
}
