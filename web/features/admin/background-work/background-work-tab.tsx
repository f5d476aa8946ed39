import type { ReactNode } from "react";
import { useFetcher } from "react-router";
import { formatCount } from "../../../../core/counts";
import type { FailedJob, UndeliveredMail } from "../../../../core/schemas/operations";
import { ApiError } from "../../../lib/api";
import { type ActionResult, AS_JSON } from "../actions";
import { formatDateTime } from "../format";
import { Loaded } from "../lists/loaded";
import { useSetUrlParams } from "../lists/use-url-param";
import {
  type BackgroundWorkIntent,
  type FailedJobsPage,
  JOBS_PAGE,
  MAILS_PAGE,
  type UndeliveredMailsPage,
} from "./background-work-action";

type Page<Item> = { items: Item[]; total: number; page: number; pageSize: number };

const TEXTS = {
  loading: "Loading ...",
  error: (error: unknown) =>
    `Error: ${(error instanceof ApiError ? error.serverMessage : undefined) ?? "Something went wrong."}`,
};

function Paged<Item, P extends Page<Item>>({
  label,
  data,
  pageParam,
  empty,
  note,
  children,
}: {
  label: string;
  data: Promise<P>;
  /** The URL parameter of this list's page. */
  pageParam: string;
  /** What an empty list says, from what was loaded. */
  empty: string | ((loaded: P) => string);
  /** A line above the items, from what was loaded (why nothing runs or is sent here). */
  note?: (loaded: P) => ReactNode;
  children: (items: Item[]) => ReactNode;
}) {
  const setParams = useSetUrlParams();
  const setPage = (page: number) =>
    setParams({ [pageParam]: page > 1 ? String(page) : null }, { keepRecord: true });
  return (
    <Loaded
      data={data}
      loading={
        <p className="list-message" role="status">
          {TEXTS.loading}
        </p>
      }
      failure={(error) => (
        <p className="list-message list-message--error" role="alert">
          {TEXTS.error(error)}
        </p>
      )}
    >
      {(loaded) => {
        const pages = Math.max(1, Math.ceil(loaded.total / loaded.pageSize));
        return (
          <>
            {note?.(loaded)}
            {loaded.items.length === 0 ? (
              <p className="list-message">{typeof empty === "string" ? empty : empty(loaded)}</p>
            ) : (
              children(loaded.items)
            )}
            {loaded.total > loaded.pageSize ? (
              <nav className="pager" aria-label={`Pages of ${label}`}>
                <p className="pager__range">{formatCount(loaded.total)} in all</p>
                <button
                  type="button"
                  className="button"
                  disabled={loaded.page <= 1}
                  onClick={() => setPage(loaded.page - 1)}
                >
                  Previous
                </button>
                <span>
                  Page {loaded.page} of {pages}
                </span>
                <button
                  type="button"
                  className="button"
                  disabled={loaded.page >= pages}
                  onClick={() => setPage(loaded.page + 1)}
                >
                  Next
                </button>
              </nav>
            ) : null}
          </>
        );
      }}
    </Loaded>
  );
}

/** Retry: sent to the tab's clientAction, which says how it went; both lists load again. */
function RetryButton({ label, intent }: { label: string; intent: BackgroundWorkIntent }) {
  const retrying = useFetcher<ActionResult>();
  const busy = retrying.state !== "idle";
  return (
    <button
      type="button"
      className="button"
      aria-label={label}
      disabled={busy}
      onClick={() => void retrying.submit(intent, AS_JSON)}
    >
      {busy ? "Retrying ..." : "Retry"}
    </button>
  );
}

function FailedJobs({ jobs }: { jobs: Promise<FailedJobsPage> }) {
  return (
    <section aria-labelledby="failed-jobs-heading">
      <h2 id="failed-jobs-heading">Failed jobs</h2>
      <Paged<FailedJob, FailedJobsPage>
        label="failed jobs"
        data={jobs}
        pageParam={JOBS_PAGE}
        empty="No failed jobs."
        note={(loaded) =>
          loaded.running ? null : (
            <p className="list-message">
              Background jobs do not run on this server (JOBS_ENABLED=false); retry from one that
              runs them.
            </p>
          )
        }
      >
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
                  <RetryButton
                    label={`Retry ${job.title}`}
                    intent={{ intent: "retry-job", id: job._id }}
                  />
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

function UndeliveredMails({ mails }: { mails: Promise<UndeliveredMailsPage> }) {
  return (
    <section aria-labelledby="undelivered-mails-heading">
      <h2 id="undelivered-mails-heading">Mail not delivered</h2>
      <Paged<UndeliveredMail, UndeliveredMailsPage>
        label="mails not delivered"
        data={mails}
        pageParam={MAILS_PAGE}
        // Without SMTP nothing is delivered: an empty outbox means only that nothing waits.
        empty={(loaded) =>
          loaded.delivers ? "Every mail has been delivered." : "No mail is waiting in the outbox."
        }
        note={(loaded) =>
          loaded.delivers ? null : (
            <p className="list-message">
              This server sends no mail (SMTP_URL is not set): mails stay in the outbox.
            </p>
          )
        }
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
                  <RetryButton
                    label={`Retry the mail to ${mail.to}`}
                    intent={{ intent: "retry-mail", id: mail._id }}
                  />
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
export function BackgroundWorkTab({
  jobs,
  mails,
}: {
  jobs: Promise<FailedJobsPage>;
  mails: Promise<UndeliveredMailsPage>;
}) {
  return (
    <div className="background-work">
      <FailedJobs jobs={jobs} />
      <UndeliveredMails mails={mails} />
    </div>
  );
}
