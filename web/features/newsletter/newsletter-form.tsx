import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { SubscribeSource } from "../../../core/mailing-list";
import { fieldError } from "../../i18n/field-errors";
import { useLocalePath } from "../../i18n/language";
import { PATHS } from "../../paths";
import { CHECK_INBOX, type SubscribeAnswer } from "./subscribe-answer";

type NewsletterFormProps = {
  inputId?: string;
  source?: SubscribeSource;
  /** The newsletter page's own form: what its action answered a post made without scripts. */
  answer?: SubscribeAnswer | undefined;
};

/**
 * The footer signup (docs/product.md, sections 3.2 and 9.2): a browser-checked e-mail posted to
 * the newsletter page's action (web/routes/newsletter.tsx), which checks it again and subscribes
 * it. With the page's scripts it posts through a fetcher, the page stays, the spec's toasts say
 * the outcome and the field empties; beside the form the visitor reads what to do next (confirm
 * from the mail: docs/decisions/047-mailing-list.md). Without them the browser goes to the
 * newsletter page, which says it. A second form on a page (the home page's cohort card) takes its
 * own `inputId` and `source`. It carries no schema: the browser checks the address and the
 * action checks it again. Nor conform: it is on every page, and one field needs only the action's
 * reply (conform's `SubmissionResult`), read here, where conform would add 9 kB to every page's
 * first load (docs/decisions/076-route-forms.md).
 */
export function NewsletterForm({
  inputId = "newsletter-email",
  source = "footer",
  answer,
}: NewsletterFormProps) {
  const { i18n, t } = useLingui();
  const localePath = useLocalePath();
  const fetcher = useFetcher<SubscribeAnswer>();
  const formRef = useRef<HTMLFormElement>(null);
  const outcome = fetcher.data ?? answer;
  const result = outcome && "result" in outcome ? outcome.result : undefined;
  const error = result?.error?.email?.[0];
  const typed = result?.initialValue?.email;
  const errorId = `${inputId}-error`;
  const subscribed = outcome !== undefined && "done" in outcome && outcome.done;
  // Emptied once subscribed, as React Router's docs empty a fetcher's form.
  useEffect(() => {
    if (fetcher.state === "idle" && subscribed) formRef.current?.reset();
  }, [fetcher.state, subscribed]);
  return (
    <fetcher.Form
      method="post"
      action={localePath(PATHS.newsletter)}
      ref={formRef}
      className="newsletter-form"
    >
      <label htmlFor={inputId} className="visually-hidden">
        <Trans>E-mail address</Trans>
      </label>
      <input type="hidden" name="source" value={source} />
      <input
        id={inputId}
        type="email"
        name="email"
        defaultValue={typeof typed === "string" ? typed : undefined}
        required
        autoComplete="email"
        // An address reads left to right in Arabic too.
        dir="ltr"
        placeholder="you@startup.com"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <button type="submit" className="button" disabled={fetcher.state !== "idle"}>
        {fetcher.state !== "idle" ? t`Subscribing…` : t`Subscribe`}
      </button>
      {error ? (
        <p id={errorId} className="newsletter-form__error">
          {fieldError(error, i18n)}
        </p>
      ) : null}
      <p className="newsletter-form__next" role="status">
        {subscribed ? i18n._(CHECK_INBOX) : ""}
      </p>
    </fetcher.Form>
  );
}
