import { useState } from "react";
import { useNavigate } from "react-router";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { tabPath } from "../../../console-tabs";
import { errorText } from "../../../lib/api";
import { saveFile } from "../../../lib/save-file";
import { AdminsOnly } from "../signed-in-staff";
import { dataCareApi } from "./data-care-api";

const FAILED = {
  download: {
    fallback: "The founder's data could not be prepared.",
    network: "The founder's data could not be downloaded: check the connection.",
  },
  erase: {
    fallback: "The application could not be erased.",
    network: "The application could not be erased: check the connection.",
  },
};

/**
 * A founder's request by mail, served from the application (docs/decisions/051-retention-and-erasure.md):
 * their data as the file they would download themselves, or the application erased. Admins only;
 * both show in the application's history and under Operations → Backups and data.
 */
export function FounderDataSection({
  applicationId,
  startupName,
}: {
  applicationId: string;
  startupName: string;
}) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  const download = async () => {
    try {
      saveFile(
        await dataCareApi.founderData(applicationId),
        `application-${applicationId}-data.json`,
      );
      setMessage({
        text: "The founder's data was downloaded; it is in the history.",
        error: false,
      });
    } catch (error) {
      setMessage({ text: errorText(error, FAILED.download), error: true });
    }
  };
  const erase = async () => {
    setConfirming(false);
    try {
      await dataCareApi.erase(applicationId);
      // The record is gone: back to the list, loaded again without it.
      navigate(tabPath("applications"));
    } catch (error) {
      setMessage({ text: errorText(error, FAILED.erase), error: true });
    }
  };

  return (
    <AdminsOnly>
      <section aria-labelledby={`founder-data-${applicationId}`} className="founder-side">
        <h3 id={`founder-data-${applicationId}`}>Founder's data</h3>
        <p>
          For a request by mail: what the founder would download from their page, or the application
          erased.
        </p>
        <div className="founder-actions">
          <button type="button" className="button" onClick={() => void download()}>
            Download the founder's data
          </button>
          <button
            type="button"
            className="button button--danger"
            onClick={() => setConfirming(true)}
          >
            Erase the application
          </button>
        </div>
        {message ? (
          <p
            className={message.error ? "field__error" : undefined}
            role={message.error ? "alert" : "status"}
          >
            {message.text}
          </p>
        ) : null}
        <ConfirmDialog
          open={confirming}
          title={`Erase ${startupName}'s application?`}
          confirmLabel="Withdraw and erase"
          onConfirm={() => void erase()}
          onCancel={() => setConfirming(false)}
        >
          <p>
            The application is withdrawn and deleted with its answers, decks, scores, comments and
            links; only the receipt stays, with what the invoice shows. The founder gets a
            confirmation by mail. This cannot be undone.
          </p>
        </ConfirmDialog>
      </section>
    </AdminsOnly>
  );
}
