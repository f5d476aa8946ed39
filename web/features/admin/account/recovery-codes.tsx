import { useState } from "react";

type RecoveryCodesProps = { codes: string[]; onDone: () => void; doneLabel: string };

/**
 * The ten recovery codes, shown once: each signs in one time without the phone. Copy and download
 * are there because nobody can show them again.
 */
export function RecoveryCodes({ codes, onDone, doneLabel }: RecoveryCodesProps) {
  const [copied, setCopied] = useState(false);
  const asText = `Nakhla Ventures console: recovery codes (each works once)\n\n${codes.join("\n")}\n`;

  async function copy() {
    await navigator.clipboard.writeText(asText).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  }

  function download() {
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([asText], { type: "text/plain" }));
    link.download = "nakhla-recovery-codes.txt";
    link.click();
    URL.revokeObjectURL(link.href);
  }

  return (
    <section className="recovery-codes" aria-labelledby="recovery-codes-title">
      <h2 id="recovery-codes-title">Your recovery codes</h2>
      <p>
        If you lose your phone, each of these codes signs you in once instead of the app's code.
        Keep them somewhere safe, away from your phone: <strong>they are shown only now.</strong>
      </p>
      <ol className="recovery-codes__list" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="recovery-codes__actions">
        <button type="button" className="button" onClick={copy}>
          Copy codes
        </button>
        <button type="button" className="button" onClick={download}>
          Download codes
        </button>
        <button type="button" className="button button--primary" onClick={onDone}>
          {doneLabel}
        </button>
      </div>
      <p className="recovery-codes__copied" role="status">
        {copied ? "Codes copied." : ""}
      </p>
    </section>
  );
}
