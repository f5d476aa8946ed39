import { getCollectionProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { useFetcher } from "react-router";
import { formatCount } from "../../../../core/counts";
import { NEWSLETTER_INTERESTS, NEWSLETTER_RATE } from "../../../../core/mailing-list";
import { type Newsletter, NewsletterInputSchema } from "../../../../core/schemas/newsletter";
import { LongTextField, NumberField, TextField } from "../../../components/ui/form-fields";
import type { FormReply } from "../actions";
import { NewsletterPreview } from "./newsletter-preview";
import { type PreviewAnswer, previewPath } from "./newsletter-preview-load";

/**
 * A newsletter as an admin writes it: subject and Markdown, each in English and beside it in
 * Arabic, right to left and optional (docs/decisions/075-staff-text-in-both-languages.md), audience
 * and rate; under them the live preview of both parts of the English mail and, beside it, of the
 * Arabic subscribers' one (the saved text's from the route's loader, then each change's from the
 * preview route's fetcher). A conform form posted to the record route's clientAction, which
 * checks it with the schema of the API's body (NewsletterInputSchema) and saves or creates the
 * draft; how it went shows in a toast, the messages for the fields under them.
 */
export function NewsletterEditor({
  newsletter,
  preview,
  busy,
  children,
}: {
  newsletter: Newsletter | null;
  /** The preview of the newsletter as it was opened. */
  preview: PreviewAnswer;
  /** Whether another change to the newsletter (a test, sending it) is under way. */
  busy: boolean;
  /** What can be done with the saved draft (test, schedule, send), told whether it is saving. */
  children?: (saving: boolean) => ReactNode;
}) {
  const saving = useFetcher<FormReply>();
  const [form, fields] = useForm({
    id: `newsletter-${newsletter?._id ?? "new"}`,
    defaultValue: {
      subject: newsletter?.subject ?? "",
      body: newsletter?.body ?? "",
      subjectAr: newsletter?.subjectAr ?? "",
      bodyAr: newsletter?.bodyAr ?? "",
      interests: newsletter?.interests ?? [],
      ratePerMinute: newsletter?.ratePerMinute ?? NEWSLETTER_RATE.default,
    },
    lastResult: saving.data?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: NewsletterInputSchema }),
  });
  const savingNow = saving.state !== "idle";
  const previewing = useFetcher<PreviewAnswer>();
  const textNames = [
    fields.subject.name,
    fields.body.name,
    fields.subjectAr.name,
    fields.bodyAr.name,
  ];
  const interests = getCollectionProps(fields.interests, {
    type: "checkbox",
    options: [...NEWSLETTER_INTERESTS],
    ariaAttributes: false,
  });

  return (
    <div className="newsletter-editor">
      <div className="newsletter-editor__side">
        <saving.Form
          method="post"
          id={form.id}
          onSubmit={form.onSubmit}
          // A change of the subject or the text asks for its preview.
          onInput={(event) => {
            const changed = event.target;
            if (!("name" in changed) || !textNames.includes(String(changed.name))) return;
            const text = new FormData(event.currentTarget);
            const value = (name: string) => String(text.get(name) ?? "");
            void previewing.load(
              previewPath({
                subject: value(fields.subject.name),
                body: value(fields.body.name),
                subjectAr: value(fields.subjectAr.name),
                bodyAr: value(fields.bodyAr.name),
              }),
            );
          }}
          noValidate
          aria-label="Newsletter"
        >
          <div className="newsletter-editor__pair">
            <TextField field={fields.subject} label="Subject" />
            <TextField field={fields.subjectAr} label="Subject in Arabic" optional lang="ar" />
          </div>
          <div className="newsletter-editor__pair">
            <LongTextField
              field={fields.body}
              label="Text (Markdown)"
              hint="# a heading, **bold**, *italic*, [a link](/events), - a list. Links may only lead to the site."
              rows={14}
            />
            <LongTextField
              field={fields.bodyAr}
              label="Text in Arabic (Markdown)"
              optional
              hint="Subscribers who signed up in Arabic get it; left empty, they get the English text."
              rows={14}
              lang="ar"
            />
          </div>
          <fieldset className="newsletter-editor__audience">
            <legend>Audience</legend>
            <p className="field__hint">
              Everyone subscribed, or only those whose sign-up showed one of these interests.
            </p>
            {interests.map(({ key, id: _id, ...checkbox }) => (
              <label key={key} className="checkbox">
                <input {...checkbox} />
                {checkbox.value}
              </label>
            ))}
          </fieldset>
          <NumberField
            field={fields.ratePerMinute}
            label="Mails a minute"
            hint={`Sent in batches at this rate, from ${NEWSLETTER_RATE.min} to ${formatCount(NEWSLETTER_RATE.max)}.`}
            min={NEWSLETTER_RATE.min}
            max={NEWSLETTER_RATE.max}
          />
          <div className="assign-actions">
            <button type="submit" className="button button--primary" disabled={busy || savingNow}>
              {newsletter ? "Save draft" : "Create draft"}
            </button>
          </div>
        </saving.Form>
        {children?.(savingNow)}
      </div>
      <div className="newsletter-editor__previews">
        <NewsletterPreview answer={previewing.data ?? preview} language="en" />
        <NewsletterPreview answer={previewing.data ?? preview} language="ar" />
      </div>
    </div>
  );
}
