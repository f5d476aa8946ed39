import { useNewsletterPreview } from "./use-newsletter-preview";

/**
 * Both parts of the mail as a subscriber gets them: the HTML in a frame that runs nothing
 * (sandboxed, no scripts), the plain text as it is; and what stops it from being sent.
 */
export function NewsletterPreview({ subject, body }: { subject: string; body: string }) {
  const { preview, failure } = useNewsletterPreview(subject, body);
  return (
    <section className="newsletter-preview" aria-labelledby="newsletter-preview-heading">
      <h3 id="newsletter-preview-heading">Preview</h3>
      {failure ? (
        <p className="field__error" role="alert">
          {failure}
        </p>
      ) : null}
      {preview && preview.problems.length > 0 ? (
        <div className="newsletter-preview__problems" role="alert">
          <p>Before it can be sent:</p>
          <ul>
            {preview.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {preview ? (
        <>
          <h4>HTML part</h4>
          <iframe
            className="newsletter-preview__html"
            title="HTML part of the newsletter"
            sandbox=""
            srcDoc={preview.html}
          />
          <h4>Plain-text part</h4>
          <pre className="newsletter-preview__text">{preview.text}</pre>
        </>
      ) : (
        <p role="status">Preparing the preview…</p>
      )}
    </section>
  );
}
