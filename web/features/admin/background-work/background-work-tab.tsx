import { type ReactNode, useCallback, useEffect, useState } from "react";
import type { FailedJob, UndeliveredMail } from "../../../../core/schemas/operations";
import { useToast } from "../../../components/ui/toast";
import { ApiError, errorText } from "../../../lib/api";
import { formatDateTime } from "../format";
import { backgroundWorkApi } from "./background-work-api";

type Page<Item> = { items: Item[]; total: number; page: number; pageSize: number };
type Loaded<P> =
  | { phase: "loading"; data?: P }
  | { phase: "ready"; data: P }
  | { phase: "error"; error: unknown };

const TEXTS = {
  loading: "Loading ...",
  error: (error: unknown) =>
    `Error: ${(error instanceof ApiError ? error.serverMessage : undefined) ?? "Something went wrong."}`,
  retryFailed: { fallback: "The retry did not go through.", network: "Network error: try again." },
};

/** One page of a list, loaded again when the page changes or after a retry. */
function usePaged<P>(load: (page: number, signal: AbortSignal) => Promise<P>) {
  // A new object on every change of page and on every reload, so the effect runs again.
  const [request, setRequest] = useState({ page: 1 });
  const [state, setState] = useState<Loaded<P>>({ phase: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({
      phase: "loading",
      ...("data" in previous && previous.data !== undefined ? { data: previous.data } : {}),
    }));
    load(request.page, controller.signal).then(
      (data) => setState({ phase: "ready", data }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ phase: "error", error });
      },
    );
    return () => controller.abort();
  }, [load, request]);
  const setPage = useCallback((page: number) => setRequest({ page }), []);
  const reload = useCallback(() => setRequest((current) => ({ ...current })), []);
  return { setPage, state, reload };
}

function Paged<Item>({
  label,
  state,
  setPage,
  empty,
  children,
}: {
  label: string;
  state: Loaded<Page<Item> & Record<string, unknown>>;
  setPage: (page: number) => void;
  empty: string;
  children: (items: Item[]) => ReactNode;
}) {
  if (state.phase === "error") {
    return (
      <p className="list-message list-message--error" role="alert">
        {TEXTS.error(state.error)}
      </p>
    );
  }
  const data = state.data;
  if (!data) {
    return (
      <p className="list-message" role="status">
        {TEXTS.loading}
      </p>
    );
  }
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <div aria-busy={state.phase === "loading"}>
      {data.items.length === 0 ? <p className="list-message">{empty}</p> : children(data.items)}
      {data.total > data.pageSize ? (
        <nav className="pager" aria-label={`Pages of ${label}`}>
          <p className="pager__range">{data.total.toLocaleString("en-IN")} in all</p>
          <button
            type="button"
            className="button"
            disabled={data.page <= 1}
            onClick={() => setPage(data.page - 1)}
          >
            Previous
          </button>
          <span>
            Page {data.page} of {pages}
          </span>
          <button
            type="button"
            className="button"
            disabled={data.page >= pages}
            onClick={() => setPage(data.page + 1)}
          >
            Next
          </button>
        </nav>
      ) : null}
    </div>
  );
}

function RetryButton({ label, onRetry }: { label: string; onRetry: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="button"
      aria-label={label}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        onRetry().finally(() => setBusy(false));
      }}
    >
      {busy ? "Retrying ..." : "Retry"}
    </button>
  );
}

function FailedJobs() {
  const showToast = useToast();
  const { state, setPage, reload } = usePaged(backgroundWorkApi.failedJobs);
  const retry = async (job: FailedJob) => {
    try {
      const { message } = await backgroundWorkApi.retryJob(job._id);
      showToast(message, "success");
    } catch (error) {
      showToast(errorText(error, TEXTS.retryFailed), "error");
    }
    reload();
  };
  return (
    <section aria-labelledby="failed-jobs-heading">
      <h2 id="failed-jobs-heading">Failed jobs</h2>
      {state.phase === "ready" && !state.data.running ? (
        <p className="list-message">
          Background jobs do not run on this server (JOBS_ENABLED=false); retry from one that runs
          them.
        </p>
      ) : null}
      <Paged label="failed jobs" state={state} setPage={setPage} empty="No failed jobs.">
        {(items) => (
          <ul className="records">
            {items.map((job) => (
              <li key={job._id} className="record">
                <div className="record__summary">
                  <div>
                    <p className="record__title">{job.title}</p>
                    <p className="record__meta">
                      {job.name} · failed {formatDateTime(job.failedAt)} after {job.attempts}{" "}
                      {job.attempts === 1 ? "attempt" : "attempts"}
                    </p>
                    <p className="record__meta">{job.error}</p>
                  </div>
                  <RetryButton label={`Retry ${job.title}`} onRetry={() => retry(job)} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </Paged>
    </section>
  );
}

const mailState = (mail: UndeliveredMail) =>
  mail.status === "failed"
    ? mail.nextAttemptAt
      ? `failed, tried ${mail.attempts} ${mail.attempts === 1 ? "time" : "times"}; next try ${formatDateTime(mail.nextAttemptAt)}`
      : `failed after ${mail.attempts} ${mail.attempts === 1 ? "attempt" : "attempts"}; no more automatic tries`
    : "queued";

function UndeliveredMails() {
  const showToast = useToast();
  const { state, setPage, reload } = usePaged(backgroundWorkApi.undeliveredMails);
  const retry = async (mail: UndeliveredMail) => {
    try {
      const result = await backgroundWorkApi.retryMail(mail._id);
      showToast(result.message, result.mail.status === "sent" ? "success" : "error");
    } catch (error) {
      showToast(errorText(error, TEXTS.retryFailed), "error");
    }
    reload();
  };
  return (
    <section aria-labelledby="undelivered-mails-heading">
      <h2 id="undelivered-mails-heading">Mail not delivered</h2>
      {state.phase === "ready" && !state.data.delivers ? (
        <p className="list-message">
          This server sends no mail (SMTP_URL is not set): mails stay in the outbox.
        </p>
      ) : null}
      <Paged
        label="mails not delivered"
        state={state}
        setPage={setPage}
        empty="Every mail has been delivered."
      >
        {(items) => (
          <ul className="records">
            {items.map((mail) => (
              <li key={mail._id} className="record">
                <div className="record__summary">
                  <div>
                    <p className="record__title">{mail.subject}</p>
                    <p className="record__meta">
                      To {mail.to} · {mail.kind} · written {formatDateTime(mail.createdAt)}
                    </p>
                    <p className="record__meta">
                      Status: {mailState(mail)}
                      {mail.error ? ` · ${mail.error}` : ""}
                    </p>
                  </div>
                  <RetryButton label={`Retry the mail to ${mail.to}`} onRetry={() => retry(mail)} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </Paged>
    </section>
  );
}

/**
 * Background work (docs/decisions/015-background-jobs.md): the jobs that failed after their
 * retries and the mails not delivered, each with a retry.
 */
export function BackgroundWorkTab() {
  return (
    <div className="background-work">
      <FailedJobs />
      <UndeliveredMails />
    </div>
  );
}
