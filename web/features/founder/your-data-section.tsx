import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { errorText } from "../../lib/api";
import { saveFile } from "../../lib/save-file";
import { founderApi } from "./founder-api";
import { founderMessage } from "./founder-messages";

/**
 * A founder's rights over their data (docs/decisions/051-retention-and-erasure.md): everything the
 * firm holds about the application as a file, or the application withdrawn and deleted, the
 * receipt kept for tax. `onErased` replaces the page with the server's confirmation.
 */
export function YourDataSection({ onErased }: { onErased: (message: string) => void }) {
  const [busy, setBusy] = useState<"download" | "erase" | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { t, i18n } = useLingui();
  const failed = {
    download: {
      fallback: t`Your data could not be prepared. Please try again.`,
      network: t`Your data could not be downloaded: check your connection and try again.`,
    },
    erase: {
      fallback: t`Your application could not be deleted. Please try again.`,
      network: t`Your application could not be deleted: check your connection and try again.`,
    },
  };

  const download = async () => {
    setBusy("download");
    setProblem(null);
    try {
      saveFile(await founderApi.myData(), "my-application-data.json");
    } catch (error) {
      setProblem(founderMessage(errorText(error, failed.download), i18n));
    } finally {
      setBusy(null);
    }
  };
  const erase = async () => {
    setConfirming(false);
    setBusy("erase");
    setProblem(null);
    try {
      // The answer also tells the browser to forget the founder cookie.
      const { message } = await founderApi.erase();
      onErased(message);
    } catch (error) {
      setProblem(founderMessage(errorText(error, failed.erase), i18n));
      setBusy(null);
    }
  };

  return (
    <section className="card founder-section" aria-labelledby="founder-data-heading">
      <h2 id="founder-data-heading">
        <Trans>Your data</Trans>
      </h2>
      <p>
        <Trans>
          Download everything we hold about this application (your answers, your payment and
          receipt, your pitch decks) as one file. Or withdraw the application and have it deleted:
          only the receipt is kept, as tax law requires.
        </Trans>
      </p>
      <div className="founder-data__actions">
        <button
          type="button"
          className="button"
          onClick={() => void download()}
          disabled={busy !== null}
        >
          {busy === "download" ? t`Preparing your data…` : t`Download my data`}
        </button>
        <button
          type="button"
          className="button button--danger"
          onClick={() => setConfirming(true)}
          disabled={busy !== null}
        >
          {busy === "erase" ? t`Deleting…` : t`Delete my application`}
        </button>
      </div>
      {problem ? (
        <p className="field__error" role="alert">
          {problem}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t`Delete your application?`}
        confirmLabel={t`Withdraw and delete`}
        cancelLabel={t`Keep my application`}
        onConfirm={() => void erase()}
        onCancel={() => setConfirming(false)}
      >
        <p>
          <Trans>
            Your application is withdrawn and deleted: your answers, your pitch deck and this
            private link. This cannot be undone. Your receipt is kept for tax, with only what it
            shows.
          </Trans>
        </p>
      </ConfirmDialog>
    </section>
  );
}
