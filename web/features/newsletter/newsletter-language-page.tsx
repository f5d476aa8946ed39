import { type SubmissionResult, useForm } from "@conform-to/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, Link, useNavigation } from "react-router";
import type { Language } from "../../../core/languages";
import { pageInfo } from "../../content/pages";
import { useLocalePath } from "../../i18n/language";
import { type FormFailure, failureText, isFailure } from "../../lib/form-action";
import { PATHS } from "../../paths";

/** What the page's action answers: the language stored and what to say, or the form's errors. */
export type LanguageAnswer = {
  result: SubmissionResult<string[]>;
  done: { message: string; language: Language } | null;
};

/** Each choice in its own language, whatever the page's: a reader finds theirs at a glance. */
const CHOICES = [
  { language: "en", label: "Receive it in English", dir: "ltr" },
  { language: "ar", label: "بالعربية", dir: "rtl" },
] as const;

/**
 * Where a newsletter's footer lets its reader choose the language it comes in
 * (docs/decisions/075-staff-text-in-both-languages.md): two buttons of one form posted to the
 * page's action with the mailed link's token, working with or without the page's scripts. What
 * the server says is in the language chosen, and marked so.
 */
export function NewsletterLanguagePage({
  token,
  answer,
}: {
  token: string;
  answer: LanguageAnswer | FormFailure | undefined;
}) {
  const { t } = useLingui();
  const localePath = useLocalePath();
  const sending = useNavigation().state === "submitting";
  const reply = answer && !isFailure(answer) ? answer : undefined;
  const [form] = useForm({ lastResult: reply?.result });
  const done = reply?.done ?? null;
  const refused = reply && !done;
  const problem = isFailure(answer)
    ? failureText(answer, {
        fallback: t`The language was not changed. Try again later.`,
        network: t`We could not reach the server. Try again later.`,
      })
    : refused || !token
      ? t`This link is not valid: open it from the newsletter again.`
      : null;
  return (
    <div className="page page--narrow status-page subscription-page">
      <h1>{t(pageInfo(PATHS.newsletterLanguage).heading)}</h1>
      <p>
        <Trans>Choose the language the newsletter comes to you in.</Trans>
      </p>
      {done ? (
        <p
          className="subscription-page__outcome"
          role="status"
          lang={done.language}
          dir={done.language === "ar" ? "rtl" : "ltr"}
        >
          {done.message}
        </p>
      ) : null}
      {problem ? (
        <p className="subscription-page__problem" role="alert">
          {problem}
        </p>
      ) : null}
      {token ? (
        <Form
          method="post"
          id={form.id}
          onSubmit={form.onSubmit}
          noValidate
          className="subscription-page__actions"
          aria-label={t`The newsletter's language`}
        >
          <input type="hidden" name="token" value={token} />
          {CHOICES.map((choice) => (
            <button
              key={choice.language}
              type="submit"
              name="language"
              value={choice.language}
              lang={choice.language}
              dir={choice.dir}
              className={choice.language === done?.language ? "button button--primary" : "button"}
              disabled={sending}
            >
              {choice.label}
            </button>
          ))}
        </Form>
      ) : null}
      <div className="subscription-page__actions">
        <Link to={localePath(PATHS.home)} className="button">
          <Trans>Home</Trans>
        </Link>
      </div>
    </div>
  );
}
