import { useEffect, useState } from "react";
import type { PitchDeck } from "../../../../core/schemas/founder";
import { errorText } from "../../../lib/api";
import { saveFile } from "../../../lib/save-file";
import { founderSideApi } from "./founder-side-api";

/**
 * An uploaded deck shown beside the application, in the browser's own PDF viewer: fetched with the
 * staff token, framed as a blob: URL of this page (the console's CSP allows exactly that), with a
 * download for browsers that do not show PDFs.
 */
export function DeckViewer({ applicationId, deck }: { applicationId: string; deck: PitchDeck }) {
  const [url, setUrl] = useState<string | null>(null);
  const [blob, setBlob] = useState<Blob | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let objectUrl: string | null = null;
    let cancelled = false;
    founderSideApi
      .deck(applicationId, deck.id)
      .then((file) => {
        if (cancelled) return;
        const pdf = new Blob([file], { type: "application/pdf" });
        objectUrl = URL.createObjectURL(pdf);
        setBlob(pdf);
        setUrl(objectUrl);
      })
      .catch((failure: unknown) => {
        if (!cancelled) {
          setError(
            errorText(failure, {
              fallback: "Could not load the deck.",
              network: "Could not load the deck.",
            }),
          );
        }
      });
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [applicationId, deck.id]);

  if (error) return <p className="field__error">{error}</p>;
  if (!url || !blob) return <p role="status">Loading the deck…</p>;
  return (
    <div className="deck-viewer">
      <iframe
        className="deck-viewer__frame"
        src={url}
        title={`Pitch deck: ${deck.fileName ?? "PDF"}`}
      />
      <button
        type="button"
        className="button"
        onClick={() => saveFile(blob, deck.fileName ?? "pitch-deck.pdf")}
      >
        Download the deck
      </button>
    </div>
  );
}
