import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import type { SubscribeSource } from "../../../core/mailing-list";
import { useToast } from "../../components/ui/toast";
import { serverMessage } from "../../i18n/field-errors";
import { useLocale } from "../../i18n/language";
import { errorText } from "../../lib/api";
import { newsletterApi } from "./newsletter-api";

/**
 * The footer signup (docs/product.md, sections 3.2 and 9.2): browser-checked e-mail, toasts, cleared on
 * success. The spec's 'Subscribed' toast stays; beside the form the visitor reads what to do next,
 * as the server says it (confirm from the mail: docs/decisions/047-mailing-list.md). A second one
 * on a page (the home page's cohort card) takes its own `inputId` and `source`.
 */
export function NewsletterForm({
  inputId = "newsletter-email",
  source = "footer",
}: {
  inputId?: string;
  source?: SubscribeSource;
}) {
  const showToast = useToast();
  const { i18n, t } = useLingui();
  const language = useLocale();
  const [email, setEmail] = useState("");
  const [sending, setSending] = useState(false);
  const [next, setNext] = useState("");

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    setNext("");
    try {
      const answer = await newsletterApi.subscribe({ email, source, language });
      showToast(t`Subscribed`, "success");
      setNext(answer.next);
      setEmail("");
    } catch (error) {
      const text = errorText(error, {
        fallback: t`Subscription Failed`,
        network: t`An error occurred. Try again later.`,
      });
      showToast(serverMessage(text, i18n), "error");
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="newsletter-form" onSubmit={onSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        <Trans>E-mail address</Trans>
      </label>
      <input
        id={inputId}
        type="email"
        name="email"
        required
        autoComplete="email"
        // An address reads left to right in Arabic too.
        dir="ltr"
        placeholder="you@startup.com"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <button type="submit" className="button" disabled={sending}>
        {sending ? t`Subscribing…` : t`Subscribe`}
      </button>
      <p className="newsletter-form__next" role="status">
        {next}
      </p>
    </form>
  );
}
