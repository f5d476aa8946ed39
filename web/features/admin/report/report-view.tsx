import { useEffect, useState } from "react";
import { COPY_BANNER_MS } from "../../../../core/constants";
import type { Report } from "../../../../core/schemas/application";
import { EVALUATION_TOPICS } from "../../../../core/scorecard";
import { errorText } from "../../../lib/api";
import { adminApi } from "../admin-api";
import { REPORT_APP_ID_KEY } from "../applications/report-button";
import { formatDateTime } from "../format";
import { Loaded, later } from "../lists/loaded";
import { ReportScorecard, scorecardText } from "./report-scorecard";

/** The report of the application whose id the dashboard left in session storage, or none. */
export function loadReport() {
  const applicationId = sessionStorage.getItem(REPORT_APP_ID_KEY);
  return { report: applicationId ? later(adminApi.report({ applicationId })) : null };
}

/** Plain text of the report, for the clipboard. */
export function reportText(report: Report): string {
  const answers = EVALUATION_TOPICS.filter((topic) => report.adminAnswers[topic]).map(
    (topic) => `${topic}\n${report.adminAnswers[topic]}`,
  );
  return [
    `Startup: ${report.startupName}`,
    `Founder: ${report.fullName}`,
    `E-mail: ${report.email}`,
    `Status: ${report.status}`,
    `Scheduled: ${formatDateTime(report.scheduleDateTime)}`,
    "",
    ...scorecardText(report.scorecard),
    ...answers.flatMap((answer) => [answer, ""]),
  ]
    .join("\n")
    .trim();
}

/** The startup report (docs/product.md, section 5.4): 'Loading report...', then the report or why not. */
export function ReportView({ report }: { report: Promise<Report> | null }) {
  if (!report)
    return <Failure message="No application was chosen: open a report from the dashboard." />;
  return (
    <Loaded
      data={report}
      loading={<p role="status">Loading report...</p>}
      failure={(error) => (
        <Failure
          message={errorText(error, {
            fallback: "Something went wrong.",
            network: "Something went wrong.",
          })}
        />
      )}
    >
      {(loaded) => <ReportBody report={loaded} />}
    </Loaded>
  );
}

function Failure({ message }: { message: string }) {
  return (
    <p role="alert" className="list-message--error">
      {message}
    </p>
  );
}

function ReportBody({ report }: { report: Report }) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_BANNER_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const answered = EVALUATION_TOPICS.filter((topic) => report.adminAnswers[topic]);
  return (
    <article className="report">
      <header className="report__header">
        <p className="report__kicker">Nakhla Ventures · Startup report</p>
        <h1 dir="auto">{report.startupName}</h1>
        <dl className="fields">
          <dt>Founder</dt>
          <dd dir="auto">{report.fullName}</dd>
          <dt>E-mail</dt>
          <dd>{report.email}</dd>
          <dt>Status</dt>
          <dd>{report.status}</dd>
          <dt>Scheduled</dt>
          <dd>{formatDateTime(report.scheduleDateTime)}</dd>
        </dl>
      </header>
      <div className="report__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() =>
            navigator.clipboard.writeText(reportText(report)).then(() => setCopied(true))
          }
        >
          Copy report
        </button>
        <button type="button" className="button" onClick={() => window.print()}>
          Print
        </button>
        <p role="status" className="report__copied">
          {copied ? "Report copied !" : ""}
        </p>
      </div>
      {report.scorecard ? <ReportScorecard scorecard={report.scorecard} /> : null}
      {answered.length === 0 ? <p>No evaluation answers yet.</p> : null}
      {answered.map((topic) => (
        <section key={topic} className="report__topic">
          <h2>{topic}</h2>
          <p dir="auto">{report.adminAnswers[topic]}</p>
        </section>
      ))}
    </article>
  );
}
