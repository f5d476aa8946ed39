import "../../../styles/data-care.css";
import { useCallback, useEffect, useState } from "react";
import type {
  BackupStatus,
  DataRequests,
  RetentionPreview,
} from "../../../../core/schemas/data-care";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { useToast } from "../../../components/ui/toast";
import { ApiError, errorText } from "../../../lib/api";
import { saveFile } from "../../../lib/save-file";
import { formatDateTime } from "../format";
import { dataCareApi } from "./data-care-api";

type Loaded<T> =
  | { phase: "loading" }
  | { phase: "ready"; data: T }
  | { phase: "error"; error: unknown };

/** One call's answer, loaded again on reload(). */
function useLoaded<T>(load: (signal: AbortSignal) => Promise<T>) {
  const [state, setState] = useState<Loaded<T>>({ phase: "loading" });
  const [round, setRound] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    void round;
    load(controller.signal).then(
      (data) => setState({ phase: "ready", data }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ phase: "error", error });
      },
    );
    return () => controller.abort();
  }, [load, round]);
  return { state, reload: useCallback(() => setRound((n) => n + 1), []) };
}

function Status<T>({
  state,
  children,
}: {
  state: Loaded<T>;
  children: (data: T) => React.ReactNode;
}) {
  if (state.phase === "loading")
    return (
      <p className="list-message" role="status">
        Loading ...
      </p>
    );
  if (state.phase === "error") {
    const message = state.error instanceof ApiError ? state.error.serverMessage : undefined;
    return (
      <p className="list-message list-message--error" role="alert">
        Error: {message ?? "Something went wrong."}
      </p>
    );
  }
  return <>{children(state.data)}</>;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function LastBackup() {
  const { state } = useLoaded(dataCareApi.backups);
  return (
    <section aria-labelledby="backups-heading" className="data-care__section">
      <h2 id="backups-heading">Backups</h2>
      <Status state={state}>
        {(status: BackupStatus) => (
          <>
            {status.last ? (
              <p>
                Last backup taken <strong>{formatDateTime(status.last.takenAt)}</strong>
                {status.last.trigger === "daily" ? " by the daily backup" : " by npm run backup"}:{" "}
                {status.last.fileName}, {megabytes(status.last.bytes)},{" "}
                {status.last.encrypted ? "encrypted" : "not encrypted"}
                {status.last.deckObjects > 0
                  ? `; ${status.last.deckObjects} decks in the bucket listed`
                  : ""}
                .
              </p>
            ) : (
              <p>
                <strong>No backup has been taken yet.</strong> Run <code>npm run backup</code> on
                the server, or turn on the daily backup (<code>BACKUP_DAILY=true</code>).
              </p>
            )}
            <p>
              Daily backup:{" "}
              {status.daily ? `on, keeping the newest ${status.keep}` : "off (BACKUP_DAILY)"}.
              Backups are {status.encrypted ? "encrypted (BACKUP_ENCRYPTION_KEY)" : "not encrypted"}
              .
            </p>
          </>
        )}
      </Status>
    </section>
  );
}

function Retention() {
  const showToast = useToast();
  const { state, reload } = useLoaded(dataCareApi.retention);
  const [confirming, setConfirming] = useState(false);
  const total =
    state.phase === "ready" ? state.data.rules.reduce((sum, rule) => sum + rule.count, 0) : 0;
  const run = async () => {
    setConfirming(false);
    try {
      const report = await dataCareApi.runRetention();
      const done = report.rules.reduce((sum, rule) => sum + rule.count, 0);
      showToast(
        `Retention done: ${done} ${done === 1 ? "record" : "records"} removed or reduced.`,
        "success",
      );
    } catch (error) {
      showToast(
        errorText(error, {
          fallback: "Retention did not run.",
          network: "Network error: try again.",
        }),
        "error",
      );
    }
    reload();
  };
  return (
    <section aria-labelledby="retention-heading" className="data-care__section">
      <h2 id="retention-heading">Retention: what the next run removes</h2>
      <p>
        Every day at 03:00 UTC, what has passed its retention is removed, or reduced to what the law
        keeps. This is what a run would do now.
      </p>
      <Status state={state}>
        {(preview: RetentionPreview) => (
          <>
            <ul className="records">
              {preview.rules.map((rule) => (
                <li key={rule.id} className="record">
                  <p className="record__title">
                    {rule.count.toLocaleString("en-IN")} {rule.label}
                  </p>
                  <p className="record__meta">
                    {rule.action === "reduce" ? "Reduced" : "Removed"}: {rule.reason}.
                  </p>
                  {rule.records.length > 0 ? (
                    <details>
                      <summary>
                        {rule.count > rule.records.length
                          ? `The oldest ${rule.records.length}`
                          : `Which ${rule.count === 1 ? "one" : "ones"}`}
                      </summary>
                      <ul className="data-care__records">
                        {rule.records.map((record) => (
                          <li key={record.id}>
                            {record.label} · {formatDateTime(record.at)}
                          </li>
                        ))}
                      </ul>
                    </details>
                  ) : null}
                </li>
              ))}
            </ul>
            <button
              type="button"
              className="button"
              disabled={total === 0}
              onClick={() => setConfirming(true)}
            >
              Run retention now
            </button>
          </>
        )}
      </Status>
      <ConfirmDialog
        open={confirming}
        title="Run retention now?"
        confirmLabel="Remove them"
        onConfirm={() => void run()}
        onCancel={() => setConfirming(false)}
      >
        <p>
          {total.toLocaleString("en-IN")} {total === 1 ? "record is" : "records are"} removed or
          reduced, as listed. This cannot be undone.
        </p>
      </ConfirmDialog>
    </section>
  );
}

function DataRequestsDone() {
  const { state } = useLoaded(dataCareApi.requests);
  return (
    <section aria-labelledby="requests-heading" className="data-care__section">
      <h2 id="requests-heading">Founders' data requests</h2>
      <Status state={state}>
        {(requests: DataRequests) =>
          requests.items.length === 0 ? (
            <p className="list-message">No founder has downloaded or deleted their data yet.</p>
          ) : (
            <ul className="records">
              {requests.items.map((item) => (
                <li key={`${item.applicationId}-${item.action}-${item.at}`} className="record">
                  <p className="record__title">
                    {item.action === "erased" ? "Application erased" : "Data downloaded"} ·{" "}
                    {formatDateTime(item.at)} · {item.by}
                  </p>
                  <p className="record__meta">
                    {item.detail} Application {item.applicationId}.
                  </p>
                </li>
              ))}
            </ul>
          )
        }
      </Status>
    </section>
  );
}

function ExportEverything() {
  const showToast = useToast();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveFile(
        await dataCareApi.exportEverything(),
        `nakhla-export-${new Date().toISOString().slice(0, 10)}.zip`,
      );
    } catch (error) {
      showToast(
        errorText(error, { fallback: "The export failed.", network: "Network error: try again." }),
        "error",
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="export-heading" className="data-care__section">
      <h2 id="export-heading">Export everything</h2>
      <p>Every list the firm keeps, a CSV file each (UTF-8), in one zip archive.</p>
      <button type="button" className="button" onClick={() => void download()} disabled={busy}>
        {busy ? "Preparing the export…" : "Download everything"}
      </button>
    </section>
  );
}

/**
 * Backups and data (docs/decisions/050-backups.md, 051-retention-and-erasure.md): the last backup,
 * the retention's dry run, founders' requests done, and every list in one download.
 */
export function DataCareTab() {
  return (
    <div className="data-care">
      <LastBackup />
      <Retention />
      <DataRequestsDone />
      <ExportEverything />
    </div>
  );
}
