import { type ReactNode, useId, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import {
  EBOOKS,
  type EbookEntry,
  type EbookSlug,
  isEbookSlug,
} from "../../../core/ebooks/catalogue";
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

/** What a lead form passes to the page it navigates to (router location state). */
export type EbookLocationState = { ebook: EbookSlug };

const noSubscription = () => () => {};

/**
 * The ebook a lead form sent the visitor here with, if any. The prerendered HTML has no location
 * state, so it is read only once hydrated: both first renders match, then the box appears.
 */
export function useEbookFromLocation(): EbookEntry | null {
  const { state } = useLocation();
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const slug = (state as Partial<EbookLocationState> | null)?.ebook;
  return hydrated && isEbookSlug(slug) ? EBOOKS[slug] : null;
}
