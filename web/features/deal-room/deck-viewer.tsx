import type { PDFDocumentProxy, RenderTask } from "pdfjs-dist";
// The worker is a file of our own build, served from this site like every script (no CDN), so the
// CSP's script-src 'self' covers it (docs/decisions/060-deal-room-deck.md).
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";
import { useEffect, useRef, useState } from "react";
import type { FirmDeck } from "../../../core/schemas/deal-sharing";
import { AskQuestion } from "./ask-question";
import { dayOf } from "./watermark-day";

/** Where the deck's PDF comes from: the viewer's own stamped copy, behind the viewer cookie. */
export const DECK_URL = "/api/deal-room/deck";
export const DECK_DOWNLOAD_URL = "/api/deal-room/deck/download";

/**
 * Opens the deck with PDF.js, loaded only here (never in the site's first load). No eval: fonts
 * are drawn by the interpreter rather than compiled into functions, which the CSP forbids.
 */
async function openDeck(): Promise<PDFDocumentProxy> {
  const pdfjs = await import("pdfjs-dist");
  pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
  return pdfjs.getDocument({
    url: DECK_URL,
    isEvalSupported: false,
    disableRange: true,
    disableStream: true,
    verbosity: 0,
  }).promise;
}

type Loading =
  | { state: "loading" }
  | { state: "failed" }
  | { state: "open"; pdf: PDFDocumentProxy };

/**
 * The founder's deck, one page at a time, each page under the viewer's watermark (their address,
 * the day, "Confidential"). `onPageShown` is told each page once it is drawn, for whoever records
 * the reading (engagement).
 */
export function DeckViewer({
  email,
  onPageShown,
}: {
  email: string;
  onPageShown?: (pageNumber: number) => void;
}) {
  const [loading, setLoading] = useState<Loading>({ state: "loading" });
  const [page, setPage] = useState(1);
  const canvas = useRef<HTMLCanvasElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const shown = useRef(onPageShown);
  shown.current = onPageShown;

  useEffect(() => {
    let pdf: PDFDocumentProxy | undefined;
    let gone = false;
    openDeck().then(
      (opened) => {
        pdf = opened;
        if (gone) void opened.destroy();
        else setLoading({ state: "open", pdf: opened });
      },
      () => !gone && setLoading({ state: "failed" }),
    );
    return () => {
      gone = true;
      void pdf?.destroy();
    };
  }, []);

  useEffect(() => {
    if (loading.state !== "open" || !canvas.current || !frame.current) return;
    let task: RenderTask | undefined;
    let cancelled = false;
    const target = canvas.current;
    const width = frame.current.clientWidth;
    void loading.pdf.getPage(page).then((pdfPage) => {
      if (cancelled) return;
      const base = pdfPage.getViewport({ scale: 1 });
      const viewport = pdfPage.getViewport({ scale: width / base.width });
      const ratio = window.devicePixelRatio || 1;
      target.width = Math.floor(viewport.width * ratio);
      target.height = Math.floor(viewport.height * ratio);
      target.style.aspectRatio = `${viewport.width} / ${viewport.height}`;
      task = pdfPage.render({
        canvas: target,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      });
      task.promise.then(
        () => !cancelled && shown.current?.(page),
        () => undefined,
      );
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [loading, page]);

  if (loading.state === "loading") return <p role="status">Loading the deck…</p>;
  if (loading.state === "failed") {
    return (
      <p className="field__error" role="alert">
        The deck could not be opened just now. Reload the page to try again.
      </p>
    );
  }
  const pages = loading.pdf.numPages;
  const watermark = `${email} · ${dayOf(new Date())} · Confidential`;
  return (
    <>
      <figure className="deck-viewer" aria-labelledby="deck-page-label">
        <div className="deck-viewer__page" ref={frame}>
          <canvas
            ref={canvas}
            className="deck-viewer__canvas"
            role="img"
            aria-label={`Pitch deck, page ${page} of ${pages}`}
          />
          {/* The copy's own stamp is drawn across the page; this line says it in text, today. */}
          <p className="deck-viewer__mark">{watermark}</p>
        </div>
        <figcaption className="deck-viewer__controls">
          <button
            type="button"
            className="button"
            disabled={page <= 1}
            onClick={() => setPage((current) => Math.max(1, current - 1))}
          >
            Previous page
          </button>
          <span id="deck-page-label" aria-live="polite">
            Page {page} of {pages}
          </span>
          <button
            type="button"
            className="button"
            disabled={page >= pages}
            onClick={() => setPage((current) => Math.min(pages, current + 1))}
          >
            Next page
          </button>
        </figcaption>
      </figure>
      {/* A question on the page shown (docs/decisions/064-deal-questions.md), under the deck's h2. */}
      <AskQuestion target={{ kind: "deck", page }} headingLevel={3} />
    </>
  );
}

/** The deck's part of the deal room: the viewer, the download where allowed, or why there is none. */
export function DealDeck({
  deck,
  email,
  onPageShown,
}: {
  deck: FirmDeck | null;
  email: string;
  onPageShown?: (pageNumber: number) => void;
}) {
  return (
    <section className="deal-deck" aria-labelledby="deal-deck-heading">
      <h2 id="deal-deck-heading">The founder's pitch deck</h2>
      {deck ? (
        <>
          <DeckViewer email={email} onPageShown={onPageShown} />
          {deck.download ? (
            <p>
              <a className="button" href={DECK_DOWNLOAD_URL} download>
                Download the deck (PDF, every page stamped with your address)
              </a>
            </p>
          ) : (
            <p className="deal-memo__meta">
              The deck is to be read here: Nakhla Ventures has not offered it for download.
            </p>
          )}
        </>
      ) : (
        <p>The founder has not uploaded a pitch deck for this deal.</p>
      )}
    </section>
  );
}
