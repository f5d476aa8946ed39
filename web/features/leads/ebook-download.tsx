import { type ReactNode, useId } from "react";
import { type EbookEntry, type EbookSlug, isEbookSlug } from "../../../core/ebooks/catalogue";
import { apiUrl } from "../../lib/api";

type EbookDownloadProps = {
  ebook: EbookEntry;
  heading: string;
  /** The link's text, e.g. "Download the handbook (PDF)". */
  label: string;
  children?: ReactNode;
};

/** A box with the ebook's download link: the PDF the API serves (docs/decisions/008). */
export function EbookDownload({ ebook, heading, label, children }: EbookDownloadProps) {
  const headingId = useId();
  return (
    <section className="card ebook-download" aria-labelledby={headingId}>
      <svg
        className="ebook-download__icon"
        viewBox="0 0 24 24"
        width="40"
        height="40"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M6 2h9l5 5v15H6z" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path
          d="M15 2v5h5M13 10v7M10 14l3 3 3-3"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        />
      </svg>
      <div className="ebook-download__text">
        <h2 id={headingId}>{heading}</h2>
        {children}
        <a className="button button--primary" href={apiUrl(ebook.path)} download={ebook.fileName}>
          {label}
        </a>
      </div>
    </section>
  );
}

/**
 * The ebook a lead form sent the visitor to /thank-you with (`?ebook=`, the page's server loader
 * reads it), if any.
 */
export function ebookOfSearch(url: URL): EbookSlug | null {
  const slug = url.searchParams.get("ebook");
  return isEbookSlug(slug) ? slug : null;
}
