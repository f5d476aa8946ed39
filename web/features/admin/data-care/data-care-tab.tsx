import "../../../styles/data-care.css";
import { type ReactNode, useState } from "react";
import { useFetcher } from "react-router";
import { formatCount } from "../../../../core/counts";
import type {
  BackupStatus,
  DataRequests,
  RetentionPreview,
} from "../../../../core/schemas/data-care";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { useToast } from "../../../components/ui/toast";
import { ApiError, errorText } from "../../../lib/api";
import { saveFile } from "../../../lib/save-file";
import { type ActionResult, AS_JSON } from "../actions";
import { formatDateTime } from "../format";
import { Loaded } from "../lists/loaded";
import { CreditNotesExport } from "./credit-notes-export";
import { dataCareApi } from "./data-care-api";

/** What the route's loader hands the tab, each part loading on its own. */
export type DataCareData = {
  backups: Promise<BackupStatus>;
  retention: Promise<RetentionPreview>;
  requests: Promise<DataRequests>;
};

/** One part of the tab: "Loading ..." until its call answers, then the part, or the error. */
function Part<T>({ data, children }: { data: Promise<T>; children: (value: T) => ReactNode }) {
  return (
    <Loaded
      data={data}
      loading={
        <p className="list-message" role="status">
          Loading ...
        </p>
      }
      failure={(error) => (
        <p className="list-message list-message--error" role="alert">
          Error:{" "}
          {(error instanceof ApiError ? error.serverMessage : undefined) ?? "Something went wrong."}
        </p>
      )}
    >
      {children}
    </Loaded>
  );
}

const totalOf = (preview: RetentionPreview) =>
  preview.rules.reduce((sum, rule) => sum + rule.count, 0);

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function LastBackup({ data }: { data: Promise<BackupStatus> }) {
  return (
    <section aria-labelledby="backups-heading" className="data-care__section">
      <h2 id="backups-heading">Backups</h2>
      <Part data={data}>
        {(status) => (
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
      </Part>
    </section>
  );
}

function Retention({ data }: { data: Promise<RetentionPreview> }) {
  const running = useFetcher<ActionResult>();
  const [confirming, setConfirming] = useState<number | null>(null);
  const run = () => {
    setConfirming(null);
    running.submit({ intent: "run-retention" }, AS_JSON);
  };
  return (
    <section aria-labelledby="retention-heading" className="data-care__section">
      <h2 id="retention-heading">Retention: what the next run removes</h2>
      <p>
        Every day at 03:00 UTC, what has passed its retention is removed, or reduced to what the law
        keeps. This is what a run would do now.
      </p>
      <Part data={data}>
        {(preview) => (
          <>
            <ul className="records">
              {preview.rules.map((rule) => (
                <li key={rule.id} className="record">
                  <p className="record__title">
                    {formatCount(rule.count)} {rule.label}
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
              disabled={totalOf(preview) === 0 || running.state !== "idle"}
              onClick={() => setConfirming(totalOf(preview))}
            >
              {running.state !== "idle" ? "Running retention…" : "Run retention now"}
            </button>
          </>
        )}
      </Part>
      <ConfirmDialog
        open={confirming !== null}
        title="Run retention now?"
        confirmLabel="Remove them"
        onConfirm={run}
        onCancel={() => setConfirming(null)}
      >
        <p>
          {formatCount(confirming ?? 0)} {confirming === 1 ? "record is" : "records are"} removed or
          reduced, as listed. This cannot be undone.
        </p>
      </ConfirmDialog>
    </section>
  );
}

function DataRequestsDone({ data }: { data: Promise<DataRequests> }) {
  return (
    <section aria-labelledby="requests-heading" className="data-care__section">
      <h2 id="requests-heading">Founders' data requests</h2>
      <Part data={data}>
        {(requests) =>
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
      </Part>
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
export function DataCareTab({ data }: { data: DataCareData }) {
  return (
    <div className="data-care">
      <LastBackup data={data.backups} />
      <Retention data={data.retention} />
      <DataRequestsDone data={data.requests} />
      <ExportEverything />
      <CreditNotesExport />
    </div>
  );
}
