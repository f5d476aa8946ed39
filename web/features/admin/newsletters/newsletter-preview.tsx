import type { PreviewAnswer } from "./newsletter-preview-load";

/**
 * Both parts of the mail as a subscriber gets them: the HTML in a frame that runs nothing
 * (sandboxed, no scripts), the plain text as it is; and what stops it from being sent.
 */
export function NewsletterPreview({ answer }: { answer: PreviewAnswer }) {
  return (
    <section className="newsletter-preview" aria-labelledby="newsletter-preview-heading">
      <h3 id="newsletter-preview-heading">Preview</h3>
      {"failure" in answer ? (
        <p className="field__error" role="alert">
          {answer.failure}
        </p>
      ) : (
        <>
          {answer.preview.problems.length > 0 ? (
            <div className="newsletter-preview__problems" role="alert">
              <p>Before it can be sent:</p>
              <ul>
                {answer.preview.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <h4>HTML part</h4>
          <iframe
            className="newsletter-preview__html"
            title="HTML part of the newsletter"
            sandbox=""
            srcDoc={answer.preview.html}
          />
          <h4>Plain-text part</h4>
          <pre className="newsletter-preview__text">{answer.preview.text}</pre>
        </>
      )}
    </section>
  );
}
