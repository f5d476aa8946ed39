import { useCallback } from "react";
import { useFetcher } from "react-router";
import type { PitchDeck } from "../../../../core/schemas/founder";
import { errorText } from "../../../lib/api";
import { saveFile } from "../../../lib/save-file";

/** Where a deck's PDF is read with the staff token: a route of its own, for the viewer's fetcher. */
export const deckPath = (applicationId: string, deckId: string) =>
  `/admin-dashboard/decks/${encodeURIComponent(applicationId)}/${encodeURIComponent(deckId)}`;

/** The deck's PDF, or why it could not be read. */
export type LoadedDeck = { pdf: Blob } | { error: string };

/** The deck route's loader: the PDF as the API sends it. */
export async function loadDeck(load: () => Promise<Blob>): Promise<LoadedDeck> {
  try {
    return { pdf: new Blob([await load()], { type: "application/pdf" }) };
  } catch (failure) {
    const text = "Could not load the deck.";
    return { error: errorText(failure, { fallback: text, network: text }) };
  }
}

/** Asks for a deck's PDF when it is to be shown ("Show the deck"). */
export const useDeck = () => useFetcher<LoadedDeck>();

/**
 * An uploaded deck shown beside the application, in the browser's own PDF viewer: read with the
 * staff token, framed as a blob: URL of this page (the console's CSP allows exactly that), with a
 * download for browsers that do not show PDFs.
 */
export function DeckViewer({ deck, loaded }: { deck: PitchDeck; loaded: LoadedDeck | undefined }) {
  const pdf = loaded && "pdf" in loaded ? loaded.pdf : null;
  // The frame shows the PDF through a URL of its own, given back when the frame goes.
  const frame = useCallback(
    (element: HTMLIFrameElement | null) => {
      if (!element || !pdf) return;
      const url = URL.createObjectURL(pdf);
      element.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [pdf],
  );
  if (loaded && "error" in loaded) return <p className="field__error">{loaded.error}</p>;
  if (!pdf) return <p role="status">Loading the deck…</p>;
  return (
    <div className="deck-viewer">
      <iframe
        ref={frame}
        className="deck-viewer__frame"
        title={`Pitch deck: ${deck.fileName ?? "PDF"}`}
      />
      <button
        type="button"
        className="button"
        onClick={() => saveFile(pdf, deck.fileName ?? "pitch-deck.pdf")}
      >
        Download the deck
      </button>
    </div>
  );
}
