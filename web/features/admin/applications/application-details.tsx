import { formatRupees } from "../../../../core/money";
import { APPLICATION_STEPS } from "../../../../core/questions/application";
import type { AdminApplication } from "../../../../core/schemas/admin";
import type { adminApi } from "../admin-api";
import { AuditTrail } from "../audit-trail";
import { FounderDataSection } from "../data-care/founder-data-section";
import { DealBoardSection } from "../deals/deal-board";
import { MemoSection } from "../deals/memo-section";
import { QuestionsSection } from "../deals/questions-section";
import { SharingSection } from "../deals/sharing-section";
import { formatDateTime } from "../format";
import { ActionMenu } from "../lists/action-menu";
import { Loaded } from "../lists/loaded";
import { RecordHeader } from "../lists/record-pane";
import { RecordTabs } from "../lists/record-tabs";
import { AppealSection } from "../reviews/appeal-section";
import { ApplicationReview } from "../reviews/application-review";
import { CommentsThread } from "../reviews/comments-thread";
import { DecisionFeedbackSection } from "../reviews/decision-feedback-section";
import { canAdminister, useStaff } from "../signed-in-staff";
import { StatusChip } from "../status-chip";
import type { ApplicationRecordData } from "./application-action";
import { ApplicationStatusControl } from "./application-status-control";
import { DecisionClockLine, DecisionReadinessLine } from "./decision-clock";
import { FounderSideSection } from "./founder-side-section";
import { LANGUAGE_NAMES, LanguageMark } from "./language-mark";
import { RefundsSection } from "./refunds-section";
import { openReport } from "./report-button";

type ApplicationDetailsProps = {
  application: AdminApplication;
  /** What the record's route loads: the history, scorecards, comments and founder's side. */
  record: ApplicationRecordData;
};

type Details = Awaited<ReturnType<typeof adminApi.application>>;

const PAID_THROUGH = {
  test: "Test checkout (test mode: no money was taken)",
  razorpay: "Razorpay",
  none: "Nothing to pay",
} as const;

/** The mark of an application paid through the test checkout, beside its status. */
export function TestPaymentMark({ short = false }: { short?: boolean }) {
  return (
    <span
      className={short ? "payment-mark payment-mark--short" : "payment-mark"}
      title="Paid through the test checkout: no money was taken"
    >
      {short ? (
        <>
          Test<span className="visually-hidden"> payment</span>
        </>
      ) : (
        "Test payment"
      )}
    </span>
  );
}

/**
 * An application beside its list (docs/decisions/055-list-beside-record.md): its header with the
 * status (the view's one change) and a menu; then the founder's answers beside the scorecard, as
 * in the review queue, and the founder's side, the comments and the history as tabs.
 */
export function ApplicationDetails({ application, record }: ApplicationDetailsProps) {
  // A reviewer reads and scores; statuses and the spec's evaluation (which resolves) are for admins.
  const administers = canAdminister(useStaff());
  return (
    <article
      id={`record-${application._id}`}
      className="record__details application-record"
      aria-labelledby={`record-title-${application._id}`}
    >
      <RecordHeader
        title={
          <span id={`record-title-${application._id}`}>
            <bdi>{application.startupName}</bdi>
            <LanguageMark language={application.language} />
            {application.paymentMode === "test" ? <TestPaymentMark /> : null}
          </span>
        }
        meta={
          <>
            <bdi>{application.fullName}</bdi> · <bdi>{application.industry}</bdi> · received{" "}
            {formatDateTime(application.createdAt)} · applied in{" "}
            {LANGUAGE_NAMES[application.language]}
          </>
        }
      >
        {administers ? (
          <ApplicationStatusControl application={application} />
        ) : (
          <StatusChip status={application.status} />
        )}
        <ActionMenu
          subject={application.startupName}
          text="More"
          actions={[
            application.status === "Resolved" && {
              label: "Report",
              onSelect: () => openReport(application._id),
            },
            { label: `E-mail ${application.fullName}`, href: `mailto:${application.email}` },
          ]}
        />
      </RecordHeader>
      <DecisionClockLine clock={application.clock} />
      {administers ? (
        <Loaded data={record.details} loading={null} failure={() => null}>
          {(details: Details) => <DecisionReadinessLine readiness={details.decisionReadiness} />}
        </Loaded>
      ) : null}
      <AppealSection appeal={record.appeal} />
      <RecordTabs
        label={`${application.startupName}: parts of the application`}
        tabs={[
          {
            label: "Answers and scorecard",
            panel: (
              <div className="application-record__review">
                <div className="application-record__answers">
                  <ApplicationAnswers application={application} />
                </div>
                <ApplicationReview
                  application={application}
                  scorecards={record.scorecards}
                  comments={null}
                  evaluates={administers}
                />
              </div>
            ),
          },
          {
            label: "Founder's side",
            panel: (
              <>
                <PaymentSection application={application} />
                {record.refunds && application.finalPrice ? (
                  <RefundsSection applicationId={application._id} refunds={record.refunds} />
                ) : null}
                <FounderSideSection applicationId={application._id} side={record.founderSide} />
                <FounderDataSection
                  applicationId={application._id}
                  startupName={application.startupName}
                />
              </>
            ),
          },
          { label: "Comments", panel: <CommentsThread comments={record.comments} /> },
          // The reviewers' summary for the decision mail: admins choose it.
          ...(record.feedback
            ? [
                {
                  label: "Feedback for the founder",
                  panel: <DecisionFeedbackSection feedback={record.feedback} />,
                },
              ]
            : []),
          // The analyst memo and its sharing with affiliated firms: admins' work
          // (docs/decisions/057-deal-memo.md, 058-deal-sharing.md).
          ...(record.memo && record.sharing
            ? [
                {
                  label: "Memo and sharing",
                  panel: (
                    <>
                      <MemoSection memo={record.memo} />
                      <SharingSection {...record.sharing} />
                    </>
                  ),
                },
              ]
            : []),
          ...(record.questions
            ? [
                {
                  label: "Questions",
                  panel: <QuestionsSection questions={record.questions} />,
                },
              ]
            : []),
          {
            label: "Syndication board",
            panel: (
              <DealBoardSection
                applicationId={application._id}
                board={record.board}
                administers={administers}
              />
            ),
          },
          {
            label: "History",
            panel: (
              <Loaded
                data={record.details}
                loading={null}
                failure={() => <p className="field__error">Could not load the history.</p>}
              >
                {(details: Details) => <AuditTrail events={details.audit} />}
              </Loaded>
            ),
          },
        ]}
      />
    </article>
  );
}

function PaymentSection({ application }: { application: AdminApplication }) {
  return (
    <section aria-label="Payment">
      <h3>Payment {application.paymentMode === "test" ? <TestPaymentMark /> : null}</h3>
      <dl className="fields">
        <Answer label="Amount paid" value={formatRupees(application.finalPrice)} />
        <Answer label="Paid through" value={PAID_THROUGH[application.paymentMode ?? "none"]} />
        <Answer label="Coupon" value={application.couponCode} />
        <Answer label="Partner" value={application.partnerName} />
        <Answer label="Payment id" value={application.paymentId} />
        <Answer label="Received" value={formatDateTime(application.createdAt)} />
      </dl>
    </section>
  );
}

/** The founder's answers, step by step (docs/product.md, section 3.3). */
export function ApplicationAnswers({ application }: { application: AdminApplication }) {
  return (
    <>
      {APPLICATION_STEPS.map((step) => (
        <section key={step.title} aria-label={step.title}>
          <h3>{step.title}</h3>
          <dl className="fields">
            {step.fields.map((field) => (
              <Answer key={field.name} label={field.label} value={application[field.name]} />
            ))}
            {step.title === "Founder identity" && application.founderName ? (
              <Answer label="Founder name" value={application.founderName} />
            ) : null}
            {step.title === "Startup details" && application.investmentClarification ? (
              <Answer
                label="Investment clarification"
                value={application.investmentClarification}
              />
            ) : null}
          </dl>
        </section>
      ))}
    </>
  );
}

function Answer({ label, value }: { label: string; value: string | number | null | undefined }) {
  const text = value === null || value === undefined || value === "" ? "—" : String(value);
  return (
    <>
      <dt>{label}</dt>
      {/* What the founder typed, in whichever direction they typed it (Arabic reads right to left). */}
      <dd className={text.length > 80 ? "fields__long" : undefined} dir="auto">
        {text}
      </dd>
    </>
  );
}
