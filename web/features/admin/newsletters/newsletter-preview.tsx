import type { Language } from "../../../../core/languages";
import type { PreviewAnswer } from "./newsletter-preview-load";

/** How each language's preview names its parts. */
const WORDS = {
  en: { heading: "Preview", html: "HTML part of the newsletter" },
  ar: { heading: "Preview in Arabic", html: "HTML part of the newsletter in Arabic" },
} as const;

/** The Arabic mail's plain text is read right to left, as its HTML is. */
const DIRECTION = { en: {}, ar: { lang: "ar", dir: "rtl" } } as const;

/**
 * Both parts of the mail as a subscriber in `language` gets it (docs/decisions/075-staff-text-in-
 * both-languages.md: the Arabic subscribers' shows the English where no Arabic was written): the
 * HTML in a frame that runs nothing (sandboxed, no scripts), the plain text as it is; and what
 * stops it from being sent.
 */
export function NewsletterPreview({
  answer,
  language,
}: {
  answer: PreviewAnswer;
  language: Language;
}) {
  const words = WORDS[language];
  const headingId = `newsletter-preview-heading-${language}`;
  const parts =
    "failure" in answer ? null : language === "ar" ? answer.preview.arabic : answer.preview;
  return (
    <section className="newsletter-preview" aria-labelledby={headingId}>
      <h3 id={headingId}>{words.heading}</h3>
      {"failure" in answer ? (
        <p className="field__error" role="alert">
          {answer.failure}
        </p>
      ) : null}
      {parts ? (
        <>
          {parts.problems.length > 0 ? (
            <div className="newsletter-preview__problems" role="alert">
              <p>Before it can be sent:</p>
              <ul>
                {parts.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <h4>HTML part</h4>
          <iframe
            className="newsletter-preview__html"
            title={words.html}
            sandbox=""
            srcDoc={parts.html}
          />
          <h4>Plain-text part</h4>
          <pre className="newsletter-preview__text" {...DIRECTION[language]}>
            {parts.text}
          </pre>
        </>
      ) : null}
    </section>
  );
}
