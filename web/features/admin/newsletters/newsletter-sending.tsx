import { useState } from "react";
import { formatCount } from "../../../../core/counts";
import type { Newsletter } from "../../../../core/schemas/newsletter";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { DateTimeField } from "../dates/date-time-field";
import { useStaff } from "../signed-in-staff";

const looksLikeEmail = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);

/**
 * What an admin does with a saved draft: a test to themselves, then send it now or at a time.
 * Each goes through the tab's clientAction, which says in a toast how it went.
 */
export function NewsletterSending({
  newsletter,
  busy,
  onTest,
  onSend,
}: {
  newsletter: Newsletter;
  busy: boolean;
  onTest: (to: string) => void;
  onSend: (scheduledAt: string | null) => void;
}) {
  const me = useStaff();
  const [to, setTo] = useState(looksLikeEmail(me.username) ? me.username : "");
  const [at, setAt] = useState("");
  const [confirming, setConfirming] = useState(false);
  const people = `${newsletter.audienceSize} ${newsletter.audienceSize === 1 ? "subscriber" : "subscribers"}`;

  return (
    <div className="newsletter-sending">
      <div className="newsletter-sending__row">
        <label htmlFor="newsletter-test-to" className="field__label">
          Send a test to
        </label>
        <input
          id="newsletter-test-to"
          type="email"
          value={to}
          onChange={(event) => setTo(event.target.value)}
        />
        <button type="button" className="button" disabled={busy} onClick={() => onTest(to)}>
          Send test
        </button>
      </div>
      <p>
        Goes to {people} now, at {formatCount(newsletter.ratePerMinute)} mails a minute. Save the
        draft first: what is sent is what was saved.
      </p>
      <div className="newsletter-sending__row">
        <DateTimeField label="Send at" value={at} onChange={setAt} />
        <button
          type="button"
          className="button"
          disabled={busy || !at}
          onClick={() => onSend(new Date(at).toISOString())}
        >
          Schedule
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={() => setConfirming(true)}
        >
          Send now
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Send the newsletter"
        confirmLabel="Send now"
        tone="primary"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onSend(null);
        }}
      >
        <p>
          Send “{newsletter.subject}” to {people} now?
        </p>
      </ConfirmDialog>
    </div>
  );
}
