import { useState } from "react";
import { Link } from "react-router";
import { LinkOutcomeText } from "../features/newsletter/link-outcome";
import { newsletterApi } from "../features/newsletter/newsletter-api";
import { useLinkToken } from "../features/newsletter/use-link-token";
import { errorText } from "../lib/api";
import { metaForLocation } from "../lib/meta";
import { PATHS } from "../paths";

export const meta = metaForLocation;

/**
 * Where every newsletter's unsubscribe link leads: the browser unsubscribes at once (a scanner's
 * fetch does not), the page confirms it and offers "Subscribe again". Mail clients unsubscribe
 * by POSTing to the same address (RFC 8058; api/routes/newsletter/one-click.ts).
 */
export default function Unsubscribe() {
  const { outcome, token, setOutcome } = useLinkToken((t) =>
    newsletterApi.unsubscribe({ token: t }),
  );
  const [sending, setSending] = useState(false);

  async function subscribeAgain() {
    if (!token) return;
    setSending(true);
    try {
      setOutcome({ kind: "done", state: await newsletterApi.subscribeAgain({ token }) });
    } catch (error) {
      const message = errorText(error, {
        fallback: "Subscribing again failed. Try again later.",
        network: "We could not reach the server. Try again later.",
      });
      setOutcome({ kind: "failed", message });
    } finally {
      setSending(false);
    }
  }

  const state = outcome.kind === "done" ? outcome.state : null;
  return (
    <div className="page page--narrow status-page subscription-page">
      <h1>Unsubscribe</h1>
      <noscript>
        <p>
          This page unsubscribes you in your browser: turn JavaScript on and reload it, or use your
          mail program's Unsubscribe button.
        </p>
      </noscript>
      <LinkOutcomeText
        outcome={outcome}
        working="Unsubscribing…"
        done={(state) =>
          state.status === "Subscribed"
            ? `The newsletter will come to ${state.email} again.`
            : `${state.email} will get no more newsletters from us.`
        }
      />
      <div className="subscription-page__actions">
        {state?.status === "Unsubscribed" ? (
          <button type="button" className="button" onClick={subscribeAgain} disabled={sending}>
            {sending ? "Subscribing…" : "Subscribe again"}
          </button>
        ) : null}
        <Link to={PATHS.home} className="button button--primary">
          Home
        </Link>
      </div>
    </div>
  );
}
