import { useId, useState } from "react";
import { STATE_CHOICES } from "../../../core/indian-states";
import type { ReceiptSummary } from "../../../core/schemas/founder";
import { errorText } from "../../lib/api";
import { saveFile } from "../../lib/save-file";

type ReceiptDownloadProps = {
  receipt: ReceiptSummary;
  /** Fetches the PDF (the founder's page or the console), with the state when one is asked. */
  download: (state?: string) => Promise<Blob>;
  /** After the first download, the receipt no longer needs a state. */
  onDownloaded?: (() => void) | undefined;
  /** What it says: English unless a page gives its own language's words. */
  texts?: Partial<ReceiptDownloadTexts>;
};

export type ReceiptDownloadTexts = {
  stateLabel: string;
  chooseState: string;
  stateFirst: string;
  download: string;
  preparing: string;
  failed: string;
  network: string;
  /** The server's reason, in the page's language. */
  serverMessage: (text: string) => string;
  /** A state's name (core/indian-states.ts), in the page's language. */
  stateName: (name: string) => string;
};

const ENGLISH: ReceiptDownloadTexts = {
  stateLabel: "Your state (for the tax invoice)",
  chooseState: "Choose your state",
  stateFirst: "Choose your state first: the tax invoice depends on it.",
  download: "Download receipt (PDF)",
  preparing: "Preparing…",
  failed: "The receipt could not be downloaded. Please try again.",
  network: "We could not reach our server. Check your connection and try again.",
  serverMessage: (text) => text,
  stateName: (name) => name,
};

/**
 * "Download receipt". A tax invoice asks the founder's state once (it decides CGST and SGST, or
 * IGST); the document is then fixed and later downloads are the same file.
 */
export function ReceiptDownload({
  receipt,
  download,
  onDownloaded,
  texts: given,
}: ReceiptDownloadProps) {
  const texts = { ...ENGLISH, ...given };
  const id = useId();
  const [state, setState] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onDownload() {
    setError(null);
    if (receipt.needsState && !state) {
      setError(texts.stateFirst);
      return;
    }
    setBusy(true);
    try {
      const blob = await download(receipt.needsState ? state : undefined);
      saveFile(blob, `receipt-${receipt.number.replaceAll("/", "-")}.pdf`);
      onDownloaded?.();
    } catch (failure) {
      setError(
        texts.serverMessage(errorText(failure, { fallback: texts.failed, network: texts.network })),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="founder-actions">
      {receipt.needsState ? (
        <div className="field founder-actions__field">
          <label htmlFor={`${id}-state`} className="field__label">
            {texts.stateLabel}
          </label>
          <select
            id={`${id}-state`}
            value={state}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setState(event.target.value)}
          >
            <option value="">{texts.chooseState}</option>
            {STATE_CHOICES.map((choice) => (
              <option key={choice.code} value={choice.code}>
                {texts.stateName(choice.name)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <button type="button" className="button button--primary" onClick={onDownload} disabled={busy}>
        {busy ? texts.preparing : texts.download}
      </button>
      {error ? (
        <p id={`${id}-error`} role="alert" className="field__error founder-actions__message">
          {error}
        </p>
      ) : null}
    </div>
  );
}
