import { useLingui } from "@lingui/react/macro";
import type { PDFDocumentProxy, RenderTask } from "pdfjs-dist";
// The worker is a file of our own build, served from this site like every script (no CDN), so the
// CSP's script-src 'self' covers it (docs/decisions/060-deal-room-deck.md).
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";
import { type KeyboardEvent, type RefObject, useEffect, useRef, useState } from "react";
import { deckStampText } from "../../../core/deck-stamp-text";
import type { FirmQuestions } from "../../../core/schemas/deal-questions";
import type { FirmDeck } from "../../../core/schemas/deal-sharing";
import { useLocale } from "../../i18n/language";
import { AskQuestion } from "./ask-question";
import { PartQuestions } from "./firm-questions";
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

/** How a page is sized: to the frame's width, whole in the frame, or a share of the width. */
export type Zoom = "fit-width" | "fit-page" | number;
export const ZOOM_STEPS = [50, 75, 100, 125, 150, 200] as const;
const ZOOM_MIN = 50;
const ZOOM_MAX = 200;

/**
 * The page's scale for a zoom: percentages are of the width that fits (100% = fit width), so a
 * page at 200% is twice as wide as the frame and scrolls inside it.
 */
export function scaleFor(
  zoom: Zoom,
  page: { width: number; height: number },
  frame: { width: number; height: number },
) {
  const fitWidth = frame.width / page.width;
  if (zoom === "fit-width") return fitWidth;
  if (zoom === "fit-page") return Math.min(fitWidth, frame.height / page.height);
  return (fitWidth * zoom) / 100;
}

/** The next zoom in or out, from whatever is shown now (a fit counts as its percentage). */
export function stepZoom(current: number, direction: 1 | -1): number {
  const steps = direction === 1 ? ZOOM_STEPS : [...ZOOM_STEPS].reverse();
  return steps.find((step) => (direction === 1 ? step > current : step < current)) ?? current;
}

/** Keys that turn pages when the viewer has the focus (not while a field or menu has it). */
const PAGE_KEYS: Record<string, "next" | "previous" | "first" | "last"> = {
  ArrowRight: "next",
  ArrowDown: "next",
  PageDown: "next",
  ArrowLeft: "previous",
  ArrowUp: "previous",
  PageUp: "previous",
  Home: "first",
  End: "last",
};

/** Draws one page of the deck on a canvas at a scale; answers the task, to cancel it. */
async function drawPage(
  pdf: PDFDocumentProxy,
  pageNumber: number,
  target: HTMLCanvasElement,
  scaleOf: (size: { width: number; height: number }) => number,
) {
  const pdfPage = await pdf.getPage(pageNumber);
  const base = pdfPage.getViewport({ scale: 1 });
  const viewport = pdfPage.getViewport({ scale: scaleOf(base) });
  const ratio = window.devicePixelRatio || 1;
  target.width = Math.floor(viewport.width * ratio);
  target.height = Math.floor(viewport.height * ratio);
  target.style.width = `${Math.floor(viewport.width)}px`;
  target.style.aspectRatio = `${viewport.width} / ${viewport.height}`;
  return pdfPage.render({
    canvas: target,
    viewport,
    transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
  });
}

/** The frame's size, followed as the window or the full screen changes it. */
function useFrameSize(frame: RefObject<HTMLElement | null>, ready: boolean) {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const element = frame.current;
    if (!ready || !element) return;
    const measure = () => {
      // The height a whole page may take: the frame's own in full screen, else most of the window.
      const full = document.fullscreenElement?.contains(element) ?? false;
      const height = full ? element.clientHeight : Math.round(window.innerHeight * 0.75);
      setSize((current) =>
        current.width === element.clientWidth && current.height === height
          ? current
          : { width: element.clientWidth, height },
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [frame, ready]);
  return size;
}

/** A small picture of each page, to jump to it; drawn one after another once shown. */
function Thumbnails({
  pdf,
  page,
  onChoose,
}: {
  pdf: PDFDocumentProxy;
  page: number;
  onChoose: (pageNumber: number) => void;
}) {
  const { t } = useLingui();
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    let cancelled = false;
    let task: RenderTask | undefined;
    void (async () => {
      const canvases = list.current?.querySelectorAll("canvas") ?? [];
      for (const [index, canvas] of [...canvases].entries()) {
        if (cancelled) return;
        task = await drawPage(pdf, index + 1, canvas, (size) => 112 / size.width);
        await task.promise.catch(() => undefined);
      }
    })().catch(() => undefined); // the deck was closed while its pictures were drawn
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [pdf]);
  return (
    <ol className="deck-viewer__thumbs" ref={list} aria-label={t`Pages of the deck`}>
      {Array.from({ length: pdf.numPages }, (_, index) => index + 1).map((number) => (
        <li key={number}>
          <button
            type="button"
            className="deck-viewer__thumb"
            aria-current={number === page ? "page" : undefined}
            onClick={() => onChoose(number)}
          >
            <span aria-hidden="true" className="deck-viewer__thumb-picture">
              <canvas />
            </span>
            <span>{t`Page ${number}`}</span>
          </button>
        </li>
      ))}
    </ol>
  );
}

/**
 * The founder's deck, one page at a time, each page under the viewer's watermark (their address,
 * the day, "Confidential", stamped into the PDF itself). Full screen, zoom, thumbnails and keyboard
 * paging (arrows, Page Up/Down, Home/End). `onPageShown` is told each page once it is drawn, for
 * whoever records the reading (engagement); the thumbnails tell nobody.
 */
export function DeckViewer({
  email,
  onPageShown,
  questions = null,
}: {
  email: string;
  onPageShown?: (pageNumber: number) => void;
  /** The deal's questions: those on the page shown appear under it. */
  questions?: FirmQuestions | null;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const [loading, setLoading] = useState<Loading>({ state: "loading" });
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState<Zoom>("fit-width");
  const [thumbs, setThumbs] = useState(false);
  const [fullScreen, setFullScreen] = useState(false);
  const canvas = useRef<HTMLCanvasElement>(null);
  const frame = useRef<HTMLElement>(null);
  const viewer = useRef<HTMLElement>(null);
  const shown = useRef(onPageShown);
  shown.current = onPageShown;
  const size = useFrameSize(frame, loading.state === "open");
  /** The zoom shown now as a percentage of the width that fits, for the zoom buttons to step from. */
  const [percent, setPercent] = useState(100);

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
    // Full screen shows the whole page; back in the room, the page fills the column's width.
    const follow = () => {
      const full = document.fullscreenElement === viewer.current;
      setFullScreen(full);
      setZoom(full ? "fit-page" : "fit-width");
    };
    document.addEventListener("fullscreenchange", follow);
    return () => document.removeEventListener("fullscreenchange", follow);
  }, []);

  useEffect(() => {
    if (loading.state !== "open" || !canvas.current || size.width === 0) return;
    let task: RenderTask | undefined;
    let cancelled = false;
    const target = canvas.current;
    void drawPage(loading.pdf, page, target, (base) => {
      const scale = scaleFor(zoom, base, size);
      setPercent(Math.round((scale * base.width * 100) / size.width));
      return scale;
    }).then(
      (drawing) => {
        task = drawing;
        // A cancelled drawing rejects with pdf.js's RenderingCancelledException: expected, not an error.
        drawing.promise.then(
          () => !cancelled && shown.current?.(page),
          () => undefined,
        );
        if (cancelled) drawing.cancel();
      },
      // The page was turned again, or the deck closed, before this one was drawn.
      () => undefined,
    );
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [loading, page, zoom, size]);

  if (loading.state === "loading") return <p role="status">{t`Loading the deck…`}</p>;
  if (loading.state === "failed") {
    return (
      <p className="field__error" role="alert">
        {t`The deck could not be opened just now. Reload the page to try again.`}
      </p>
    );
  }
  const pages = loading.pdf.numPages;
  const watermark = deckStampText(email, dayOf(new Date(), locale), locale);
  const go = (to: number) => setPage(Math.min(pages, Math.max(1, to)));
  const toggleFullScreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void viewer.current?.requestFullscreen?.().catch(() => undefined);
  };
  function onKeyDown(event: KeyboardEvent) {
    const target = event.target as HTMLElement;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (target.closest("select, input, textarea")) return;
    const move = PAGE_KEYS[event.key];
    if (!move) return;
    event.preventDefault();
    if (move === "next") go(page + 1);
    else if (move === "previous") go(page - 1);
    else go(move === "first" ? 1 : pages);
  }
  return (
    <>
      {/* The keys page through the deck from any control in it (the buttons take the focus). */}
      <figure
        ref={viewer}
        className={`deck-viewer${fullScreen ? " deck-viewer--full" : ""}`}
        aria-labelledby="deck-page-label"
        onKeyDown={onKeyDown}
      >
        <div className="deck-viewer__bar">
          <button
            type="button"
            className="button button--small"
            aria-expanded={thumbs}
            onClick={() => setThumbs((open) => !open)}
          >
            {thumbs ? t`Hide pages` : t`Show pages`}
          </button>
          <div className="deck-viewer__zoom">
            <button
              type="button"
              className="button button--small"
              aria-label={t`Zoom out`}
              disabled={percent <= ZOOM_MIN}
              onClick={() => setZoom(stepZoom(percent, -1))}
            >
              −
            </button>
            <label className="visually-hidden" htmlFor="deck-zoom">
              {t`Zoom`}
            </label>
            <select
              id="deck-zoom"
              value={String(zoom)}
              onChange={(event) => {
                const value = event.target.value;
                setZoom(value === "fit-width" || value === "fit-page" ? value : Number(value));
              }}
            >
              <option value="fit-width">{t`Fit width`}</option>
              <option value="fit-page">{t`Fit page`}</option>
              {ZOOM_STEPS.map((step) => (
                <option key={step} value={String(step)}>
                  {step}%
                </option>
              ))}
            </select>
            <button
              type="button"
              className="button button--small"
              aria-label={t`Zoom in`}
              disabled={percent >= ZOOM_MAX}
              onClick={() => setZoom(stepZoom(percent, 1))}
            >
              +
            </button>
          </div>
          <button type="button" className="button button--small" onClick={toggleFullScreen}>
            {fullScreen ? t`Leave full screen` : t`Full screen`}
          </button>
        </div>
        <div className="deck-viewer__body">
          {thumbs ? <Thumbnails pdf={loading.pdf} page={page} onChoose={go} /> : null}
          {/* Focusable: the keys turn its pages, and a zoomed page scrolls in it. */}
          <section
            className="deck-viewer__page"
            ref={frame}
            aria-label={t`The page shown: arrow keys turn the pages`}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the page takes the paging keys and scrolls when zoomed
            tabIndex={0}
          >
            <canvas
              ref={canvas}
              className="deck-viewer__canvas"
              role="img"
              aria-label={t`Pitch deck, page ${page} of ${pages}`}
            />
          </section>
        </div>
        {/* The copy's own stamp is drawn across the page; this line says it in text, today. */}
        <p className="deck-viewer__mark">{watermark}</p>
        <figcaption className="deck-viewer__controls">
          <button
            type="button"
            className="button"
            disabled={page <= 1}
            onClick={() => go(page - 1)}
          >
            {t`Previous page`}
          </button>
          <span id="deck-page-label" aria-live="polite">
            {t`Page ${page} of ${pages}`}
          </span>
          <button
            type="button"
            className="button"
            disabled={page >= pages}
            onClick={() => go(page + 1)}
          >
            {t`Next page`}
          </button>
        </figcaption>
        <p className="deck-viewer__keys">
          {t`Arrow keys, Page Up and Page Down turn the pages; Home and End go to the first and last.`}
        </p>
      </figure>
      {/* A question on the page shown (docs/decisions/064-deal-questions.md), under the deck's h2. */}
      <AskQuestion target={{ kind: "deck", page }} headingLevel={3} />
      <PartQuestions questions={questions} target={{ kind: "deck", page }} />
    </>
  );
}

/** The deck's part of the deal room: the viewer, the download where allowed, or why there is none. */
export function DealDeck({
  deck,
  email,
  onPageShown,
  questions = null,
}: {
  deck: FirmDeck | null;
  email: string;
  onPageShown?: (pageNumber: number) => void;
  questions?: FirmQuestions | null;
}) {
  const { t } = useLingui();
  return (
    <section className="deal-deck" aria-labelledby="deal-deck-heading">
      <h2 id="deal-deck-heading">{t`The founder's pitch deck`}</h2>
      {deck ? (
        <>
          <DeckViewer email={email} onPageShown={onPageShown} questions={questions} />
          {deck.download ? (
            <p>
              <a className="button" href={DECK_DOWNLOAD_URL} download>
                {t`Download the deck (PDF, every page stamped with your address)`}
              </a>
            </p>
          ) : (
            <p className="deal-memo__meta">
              {t`The deck is to be read here: Nakhla Ventures has not offered it for download.`}
            </p>
          )}
        </>
      ) : (
        <p>{t`The founder has not uploaded a pitch deck for this deal.`}</p>
      )}
    </section>
  );
}
