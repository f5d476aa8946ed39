import { type FormEvent, useState } from "react";
import { useFetcher } from "react-router";
import { NEWSLETTER_INTERESTS, NEWSLETTER_RATE } from "../../../../core/mailing-list";
import type { Newsletter, NewsletterInput } from "../../../../core/schemas/newsletter";
import { Field } from "../../../components/ui/field";
import { NewsletterPreview } from "./newsletter-preview";
import { type PreviewAnswer, previewPath } from "./newsletter-preview-load";

export const EMPTY_NEWSLETTER: NewsletterInput = {
  subject: "",
  body: "",
  interests: [],
  ratePerMinute: NEWSLETTER_RATE.default,
};

/**
 * A newsletter as an admin writes it: subject, Markdown, audience and rate, beside the live
 * preview of both parts (the saved text's from the route's loader, then each change's from the
 * preview route's fetcher). Saving is the server's to check; its message shows in a toast.
 */
export function NewsletterEditor({
  newsletter,
  preview,
  busy,
  onSave,
  children,
}: {
  newsletter: Newsletter | null;
  /** The preview of the newsletter as it was opened. */
  preview: PreviewAnswer;
  busy: boolean;
  onSave: (input: NewsletterInput) => void;
  /** What can be done with the saved draft: test, schedule, send. */
  children?: React.ReactNode;
}) {
  const [input, setInput] = useState<NewsletterInput>(() =>
    newsletter
      ? {
          subject: newsletter.subject,
          body: newsletter.body,
          interests: newsletter.interests as NewsletterInput["interests"],
          ratePerMinute: newsletter.ratePerMinute,
        }
      : EMPTY_NEWSLETTER,
  );
  const [rate, setRate] = useState(String(input.ratePerMinute));
  const previewing = useFetcher<PreviewAnswer>();
  function change(changed: Partial<NewsletterInput>) {
    const next = { ...input, ...changed };
    setInput(next);
    if ("subject" in changed || "body" in changed) {
      void previewing.load(previewPath({ subject: next.subject, body: next.body }));
    }
  }
  const toggle = (interest: NewsletterInput["interests"][number], on: boolean) =>
    change({
      interests: on
        ? [...input.interests, interest]
        : input.interests.filter((chosen) => chosen !== interest),
    });

  function save(event: FormEvent) {
    event.preventDefault();
    onSave({ ...input, ratePerMinute: Number(rate) });
  }

  return (
    <div className="newsletter-editor">
      <div className="newsletter-editor__side">
        <form onSubmit={save} noValidate aria-label="Newsletter">
          <Field label="Subject">
            {(control) => (
              <input
                {...control}
                value={input.subject}
                onChange={(event) => change({ subject: event.target.value })}
              />
            )}
          </Field>
          <Field
            label="Text (Markdown)"
            hint="# a heading, **bold**, *italic*, [a link](/events), - a list. Links may only lead to the site."
          >
            {(control) => (
              <textarea
                {...control}
                rows={14}
                value={input.body}
                onChange={(event) => change({ body: event.target.value })}
              />
            )}
          </Field>
          <fieldset className="newsletter-editor__audience">
            <legend>Audience</legend>
            <p className="field__hint">
              Everyone subscribed, or only those whose sign-up showed one of these interests.
            </p>
            {NEWSLETTER_INTERESTS.map((interest) => (
              <label key={interest} className="checkbox">
                <input
                  type="checkbox"
                  checked={input.interests.includes(interest)}
                  onChange={(event) => toggle(interest, event.target.checked)}
                />
                {interest}
              </label>
            ))}
          </fieldset>
          <Field
            label="Mails a minute"
            hint={`Sent in batches at this rate, from ${NEWSLETTER_RATE.min} to ${NEWSLETTER_RATE.max.toLocaleString("en-US")}.`}
          >
            {(control) => (
              <input
                {...control}
                type="number"
                inputMode="numeric"
                min={NEWSLETTER_RATE.min}
                max={NEWSLETTER_RATE.max}
                value={rate}
                onChange={(event) => setRate(event.target.value)}
              />
            )}
          </Field>
          <div className="assign-actions">
            <button type="submit" className="button button--primary" disabled={busy}>
              {newsletter ? "Save draft" : "Create draft"}
            </button>
          </div>
        </form>
        {children}
      </div>
      <NewsletterPreview answer={previewing.data ?? preview} />
    </div>
  );
}
