import { formatRupees } from "../../../../core/money";
import { APPLICATION_STEPS } from "../../../../core/questions/application";
import type { AdminApplication } from "../../../../core/schemas/admin";
import type { adminApi } from "../admin-api";
import { AuditTrail } from "../audit-trail";
import { FounderDataSection } from "../data-care/founder-data-section";
import { formatDateTime } from "../format";
import { Loaded } from "../lists/loaded";
import { ApplicationReview } from "../reviews/application-review";
import { canAdminister, useStaff } from "../signed-in-staff";
import type { ApplicationRecordData } from "./application-action";
import { FounderSideSection } from "./founder-side-section";

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
export function TestPaymentMark() {
  return (
    <span className="payment-mark" title="Paid through the test checkout: no money was taken">
      Test payment
    </span>
  );
}

/** Every answer by step, the payment, the evaluation and the history of the application. */
export function ApplicationDetails({ application, record }: ApplicationDetailsProps) {
  // A reviewer reads and scores; the spec's evaluation (which resolves) is for admins.
  const evaluates = canAdminister(useStaff());
  return (
    <div id={`record-${application._id}`} className="record__details">
      <ApplicationAnswers application={application} />
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
      <FounderSideSection applicationId={application._id} side={record.founderSide} />
      <ApplicationReview
        application={application}
        scorecards={record.scorecards}
        comments={record.comments}
        evaluates={evaluates}
      />
      <FounderDataSection applicationId={application._id} startupName={application.startupName} />
      <h3>History</h3>
      <Loaded
        data={record.details}
        loading={null}
        failure={() => <p className="field__error">Could not load the history.</p>}
      >
        {(details: Details) => <AuditTrail events={details.audit} />}
      </Loaded>
    </div>
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
      <dd className={text.length > 80 ? "fields__long" : undefined}>{text}</dd>
    </>
  );
}
