import { getInputProps, useForm } from "@conform-to/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useFetcher } from "react-router";
import type { SubscribeSource } from "../../../core/mailing-list";
import { fieldError } from "../../i18n/field-errors";
import { useLocalePath } from "../../i18n/language";
import type { PageFormAnswer } from "../../lib/form-action";
import { useHydrated } from "../../lib/use-hydrated";
import { PATHS } from "../../paths";
import { CHECK_INBOX } from "./subscribe-answer";

type NewsletterFormProps = {
  inputId?: string;
  source?: SubscribeSource;
  /** The newsletter page's own form: what its action answered a post made without scripts. */
  answer?: PageFormAnswer | undefined;
};

/**
 * The footer signup (docs/product.md, sections 3.2 and 9.2): a browser-checked e-mail posted to
 * the newsletter page's action (web/routes/newsletter.tsx), which checks it again and subscribes
 * it. With the page's scripts it posts through a fetcher, the page stays, section 9.2's toasts say
 * the outcome and the field empties; beside the form the visitor reads what to do next (confirm
 * from the mail: docs/decisions/047-mailing-list.md). Without them the browser goes to the
 * newsletter page, which says it. A second form on a page (the home page's cohort card) takes its
 * own `inputId` and `source`. It carries no schema: the browser checks the address and the server
 * checks it again (docs/decisions/076-route-forms.md). The frame draws it through
 * `NewsletterFormOnUse`, which hydrates it when the visitor comes to it (decision 094).
 */
export function NewsletterForm({
  inputId = "newsletter-email",
  source = "footer",
  answer,
}: NewsletterFormProps) {
  const { i18n, t } = useLingui();
  const localePath = useLocalePath();
  const fetcher = useFetcher<PageFormAnswer>();
  const outcome = fetcher.data ?? answer;
  const [form, fields] = useForm<{ email: string; source: SubscribeSource }>({
    lastResult: outcome && "result" in outcome ? outcome.result : undefined,
  });
  const { key, ...email } = getInputProps(fields.email, { type: "email", ariaAttributes: false });
  const error = fields.email.errors?.[0];
  const errorId = `${inputId}-error`;
  const subscribed = outcome !== undefined && "done" in outcome && outcome.done;
  const hydrated = useHydrated();
  return (
    <fetcher.Form
      method="post"
      action={localePath(PATHS.newsletter)}
      id={form.id}
      className="newsletter-form"
      onSubmit={form.onSubmit}
      // Marks the form interactive, as the root marks the page: the frame hydrates it on use.
      data-hydrated={hydrated ? "true" : undefined}
    >
      <label htmlFor={inputId} className="visually-hidden">
        <Trans>E-mail address</Trans>
      </label>
      <input type="hidden" name="source" value={source} />
      <input
        key={key}
        {...email}
        id={inputId}
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
