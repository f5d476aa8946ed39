import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useId, useState } from "react";
import { errorText } from "../../lib/api";
import { founderApi } from "./founder-api";
import { founderMessage } from "./founder-messages";
import { type Outcome, OutcomeMessage } from "./outcome-message";

/**
 * "E-mail me my link": the address the founder applied with gets a new private link for each of
 * its applications. The server answers the same for any address; so does this form.
 */
export function EmailLinkForm({ heading }: { heading?: string }) {
  const id = useId();
  const { t, i18n } = useLingui();
  const [email, setEmail] = useState("");
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<Outcome>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    setResult(null);
    try {
      const { message } = await founderApi.emailLink({ email });
      setResult({ tone: "success", text: founderMessage(message, i18n) });
    } catch (error) {
      setResult({
        tone: "error",
        text: founderMessage(
          errorText(error, {
            fallback: t`We could not send the link. Please try again.`,
            network: t`We could not reach our server. Check your connection and try again.`,
          }),
          i18n,
        ),
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="card founder-link-form" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading ?? t`E-mail me my link`}</h2>
      <p>
        <Trans>
          Lost the link to your application page? Enter the e-mail address you applied with and we
          will send a new one.
        </Trans>
      </p>
      <form onSubmit={onSubmit} noValidate={false}>
        <div className="field">
          <label htmlFor={`${id}-email`} className="field__label">
            <Trans>E-mail address</Trans>
          </label>
          <input
            id={`${id}-email`}
            type="email"
            name="email"
            required
            dir="ltr"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? <Trans>Sending…</Trans> : <Trans>E-mail me my link</Trans>}
        </button>
      </form>
      <OutcomeMessage outcome={result} />
    </section>
  );
}
