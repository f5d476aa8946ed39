import { getInputProps, useForm } from "@conform-to/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { useFetcher } from "react-router";
import { useLocalePath } from "../../i18n/language";
import { failureText, isFailure } from "../../lib/form-action";
import { useHydrated } from "../../lib/use-hydrated";
import { PATHS } from "../../paths";
import { answerTo, FOUNDER_INTENTS, type FounderFormAnswer } from "./founder-forms";
import { founderMessage } from "./founder-messages";
import { OutcomeMessage } from "./outcome-message";

/**
 * "E-mail me my link": the address the founder applied with gets a new private link for each of
 * its applications. The server answers the same for any address; so does this form.
 *
 * A route form (docs/decisions/076-route-forms.md) posted to the founder page's action from this
 * page or the thank-you page: with the page's scripts through a fetcher, the page kept; without
 * them the browser goes to the founder's page, which says the answer (`answer`). It carries no
 * schema: the browser checks the address (`type="email"`) and the action checks it again.
 */
export function EmailLinkForm({
  heading,
  answer,
}: {
  heading?: string;
  /** The founder page's own form: what its action answered a post made without scripts. */
  answer?: FounderFormAnswer | undefined;
}) {
  const id = useId();
  const { t, i18n } = useLingui();
  const localePath = useLocalePath();
  const fetcher = useFetcher<FounderFormAnswer>();
  const answered = fetcher.data ?? answerTo(FOUNDER_INTENTS.emailLink, answer);
  const [form, fields] = useForm<{ email: string }>({
    id: `${id}-form`,
    lastResult: answered && "result" in answered ? answered.result : undefined,
  });
  const { key, ...email } = getInputProps(fields.email, { type: "email", ariaAttributes: false });
  const fieldErrorText = fields.email.errors?.[0];
  const failed =
    answered && isFailure(answered)
      ? failureText(answered, {
          fallback: t`We could not send the link. Please try again.`,
          network: t`We could not reach our server. Check your connection and try again.`,
        })
      : form.errors?.[0];
  const sending = fetcher.state !== "idle";
  // The thank-you page hydrates it on use (thank-you-founder-link.tsx).
  const hydrated = useHydrated();

  return (
    <section className="card founder-link-form" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading ?? t`E-mail me my link`}</h2>
      <p>
        <Trans>
          Lost the link to your application page? Enter the e-mail address you applied with and we
          will send a new one.
        </Trans>
      </p>
      <fetcher.Form
        method="post"
        action={localePath(PATHS.myApplication)}
        id={form.id}
        onSubmit={form.onSubmit}
        data-hydrated={hydrated ? "true" : undefined}
      >
        <input type="hidden" name="intent" value={FOUNDER_INTENTS.emailLink} />
        <div className="field">
          <label htmlFor={`${id}-email`} className="field__label">
            <Trans>E-mail address</Trans>
          </label>
          <input
            key={key}
            {...email}
            id={`${id}-email`}
            required
            dir="ltr"
            autoComplete="email"
            aria-invalid={fieldErrorText ? true : undefined}
            aria-describedby={fieldErrorText ? `${id}-email-error` : undefined}
          />
          {fieldErrorText ? (
            <p id={`${id}-email-error`} className="field__error">
              {founderMessage(fieldErrorText, i18n)}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? <Trans>Sending…</Trans> : <Trans>E-mail me my link</Trans>}
        </button>
      </fetcher.Form>
      <OutcomeMessage
        outcome={
          failed
            ? { tone: "error", text: founderMessage(failed, i18n) }
            : answered?.said
              ? { tone: "success", text: founderMessage(answered.said, i18n) }
              : null
        }
      />
    </section>
  );
}
