import { businessDaysText } from "../../../../core/business-days";
import { scorecardsSoFar } from "../../../../core/decision-clock";
import type { DecisionReadiness } from "../../../../core/schemas/admin";
import type { DecisionClock } from "../../../../core/schemas/decision-clock";
import { formatDateTime } from "../format";

// An application's decision clock in the console (docs/product.md, section 5.12): business days
// since the payment against the firm's target, and what the decision still waits for.

/** "Overdue", beside a clock past its target. */
function OverdueMark() {
  return <span className="clock-overdue">Overdue</span>;
}

/**
 * The list's cell, short for the table's width (its header says the days are business days): "4
 * of 10 days", "Decided in 6 days", or a dash when nothing was paid.
 */
export function DecisionClockCell({ clock }: { clock: DecisionClock | null }) {
  if (!clock)
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">No clock: nothing was paid</span>
      </>
    );
  if (clock.decidedAt) return <>Decided in {clock.daysTotal} days</>;
  return (
    <span className="decision-clock-cell">
      <span className="decision-clock-cell__days">
        {clock.daysTotal} of {clock.targetDays} days
      </span>
      {clock.overdue ? <OverdueMark /> : null}
    </span>
  );
}

/** The record's line under its header: since the payment, in the stage, against the target. */
export function DecisionClockLine({ clock }: { clock: DecisionClock | null }) {
  if (!clock) return null;
  return (
    <p className="decision-clock">
      <strong>Decision clock:</strong>{" "}
      {clock.decidedAt ? (
        <>
          decided in {businessDaysText(clock.daysTotal)} (target {clock.targetDays}), the mail sent{" "}
          {formatDateTime(clock.decidedAt)}
        </>
      ) : (
        <>
          {businessDaysText(clock.daysTotal)} since the payment on {formatDateTime(clock.paidAt)}{" "}
          (target {clock.targetDays}) · {clock.stage} for {businessDaysText(clock.daysInStage)},
          since {formatDateTime(clock.stageSince)} {clock.overdue ? <OverdueMark /> : null}
        </>
      )}
    </p>
  );
}

/** What a paid application's decision mail waits for: two scorecards, and whose are there. */
export function DecisionReadinessLine({ readiness }: { readiness: DecisionReadiness | null }) {
  if (!readiness || readiness.scoredBy.length >= readiness.needed) return null;
  const missing = readiness.needed - readiness.scoredBy.length;
  return (
    <p className="decision-readiness" role="note">
      <strong>Before the decision:</strong> {readiness.scoredBy.length} of {readiness.needed}{" "}
      scorecards ({missing} missing). {scorecardsSoFar(readiness)}
    </p>
  );
}
