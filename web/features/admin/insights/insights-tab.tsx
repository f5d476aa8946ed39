import { useId } from "react";
import { businessDaysText } from "../../../../core/business-days";
import type { AppealCounts } from "../../../../core/schemas/appeals";
import type { Insights } from "../../../../core/schemas/insights";
import { FormAlert } from "../../../components/ui/form-alert";
import { Loaded } from "../lists/loaded";
import { AnswerCurve } from "./answer-curve";
import { BarChart } from "./bar-chart";
import { ChartPart } from "./chart-part";
import { monthLabel, tablesOf } from "./insights-tables";
import "../../../styles/site-content.css";
import "../../../styles/insights.css";

/** Deals drawn as curves; the table lists every deal of the 12 months. */
const CURVES_SHOWN = 6;

/** An axis's amounts, short (₹10K): the table has them whole. */
const COMPACT = new Intl.NumberFormat("en-US", { notation: "compact" });

const shortMonth = (month: string) => monthLabel(month).slice(0, 3);

/**
 * The firm's numbers over the last 12 months (docs/product.md, "Insights"): the funnel, time to
 * decision, reviewers, co-investors and fees, each a chart with its table and CSV. Admins and
 * reviewers read it; nothing here changes anything.
 */
export function InsightsTab({
  insights,
  appeals,
}: {
  insights: Promise<Insights>;
  /** The appeals' counts (docs/decisions/084-appeals.md), over all time. */
  appeals?: Promise<AppealCounts>;
}) {
  const id = useId();
  return (
    <section className="site-content insights" aria-labelledby={`${id}-title`}>
      <div className="content-panel">
        <h2 id={`${id}-title`}>Insights</h2>
        <Loaded
          data={insights}
          loading={<p role="status">Counting…</p>}
          failure={() => <FormAlert message="Could not count the figures." />}
        >
          {(loaded) => <InsightsParts insights={loaded} />}
        </Loaded>
        {appeals ? (
          <Loaded
            data={appeals}
            loading={null}
            failure={() => <FormAlert message="Could not count the appeals." />}
          >
            {(counts) => <AppealsPart counts={counts} />}
          </Loaded>
        ) : null}
      </div>
    </section>
  );
}

/** The parts, once the figures are read. */
export function InsightsParts({ insights }: { insights: Insights }) {
  const tables = tablesOf(insights);
  const months = insights.funnel.map((month) => shortMonth(month.month));
  const times = insights.decisionTimes;
  return (
    <>
      <p>
        From {monthLabel(insights.from)} to {monthLabel(insights.to)}, each month as the firm's time
        zone counts it; times are in business days (the Business days tab).
      </p>

      <h3>Funnel</h3>
      <ChartPart table={tables.funnel}>
        <BarChart
          label="Leads, applications started, paid and decided, by month"
          categories={months}
          series={[
            { label: "Leads", values: insights.funnel.map((m) => m.leads) },
            { label: "Started", values: insights.funnel.map((m) => m.started) },
            { label: "Paid", values: insights.funnel.map((m) => m.paid) },
            { label: "Decided", values: insights.funnel.map((m) => m.accepted + m.declined) },
          ]}
        />
      </ChartPart>

      <h3>Time to decision</h3>
      <p className="insights-summary">
        {times.medianDays === null || times.p90Days === null
          ? "No decision sent in these months yet."
          : `From payment to decision: a median of ${businessDaysText(times.medianDays)}; 9 in 10 within ${businessDaysText(times.p90Days)}.`}{" "}
        Overdue now: {times.overdueNow}.
      </p>
      <ChartPart table={tables.decisionDays}>
        <BarChart
          label="Decisions by the business days they took"
          categories={times.distribution.map((bucket, index) =>
            index === times.distribution.length - 1 ? `${bucket.days}+` : String(bucket.days),
          )}
          series={[{ label: "Decisions", values: times.distribution.map((b) => b.decisions) }]}
        />
      </ChartPart>
      <ChartPart table={tables.decisionMonths}>
        <BarChart
          label="Median and 90th percentile of business days to decision, by month"
          categories={times.months.map((m) => shortMonth(m.month))}
          series={[
            { label: "Median", values: times.months.map((m) => m.medianDays ?? 0) },
            { label: "90th percentile", values: times.months.map((m) => m.p90Days ?? 0) },
          ]}
        />
      </ChartPart>

      <h3>Reviewers</h3>
      {insights.reviewers.some((reviewer) => reviewer.flagged) ? (
        <p className="insights-summary">
          Scores that barely vary:{" "}
          {insights.reviewers
            .filter((reviewer) => reviewer.flagged)
            .map((reviewer) => reviewer.name)
            .join(", ")}
          .
        </p>
      ) : null}
      {insights.reviewers.some((reviewer) => reviewer.far) ? (
        <p className="insights-summary">
          Scores far from the team's median:{" "}
          {insights.reviewers
            .filter((reviewer) => reviewer.far)
            .map((reviewer) => reviewer.name)
            .join(", ")}
          .
        </p>
      ) : null}
      <ChartPart table={tables.reviewers}>
        <BarChart
          label="Scorecards per reviewer"
          names
          categories={insights.reviewers.map((reviewer) => reviewer.name)}
          series={[{ label: "Scorecards", values: insights.reviewers.map((r) => r.scorecards) }]}
        />
      </ChartPart>

      <h3>Co-investors</h3>
      <ChartPart table={tables.firms}>
        <BarChart
          label="Deals received and answered, per firm"
          names
          categories={insights.firms.slice(0, 12).map((firm) => firm.name)}
          series={[
            { label: "Received", values: insights.firms.slice(0, 12).map((f) => f.received) },
            { label: "Answered", values: insights.firms.slice(0, 12).map((f) => f.answered) },
          ]}
        />
      </ChartPart>
      <ChartPart table={tables.dealCurves}>
        {insights.deals.length === 0 ? null : (
          <div className="insights-curves">
            {insights.deals.slice(0, CURVES_SHOWN).map((deal) => (
              <AnswerCurve key={deal.applicationId} deal={deal} />
            ))}
          </div>
        )}
        <p className="record__meta">
          Firms answered by each business day after the deal was first shared; the dashed line is
          the date asked.
        </p>
      </ChartPart>

      <h3>Fees</h3>
      <ChartPart table={tables.fees}>
        <BarChart
          label="Fees paid and taken off by coupons, by month"
          categories={months}
          series={[
            { label: "Paid", values: insights.fees.map((m) => m.amount) },
            { label: "Taken off by coupons", values: insights.fees.map((m) => m.discount) },
          ]}
          formatValue={(paise) => `₹${COMPACT.format(paise / 100)}`}
        />
      </ChartPart>
      <p className="record__meta">Refunds are not part of the product yet, so none are counted.</p>
    </>
  );
}

/** Declined founders' appeals since the first: how many, how they ended, how long they took. */
function AppealsPart({ counts }: { counts: AppealCounts }) {
  const days = counts.medianDaysToDecide;
  return (
    <>
      <h3>Appeals</h3>
      <p className="insights-summary">
        {counts.received === 0
          ? "No appeal received yet."
          : `Received: ${counts.received} · upheld: ${counts.upheld} · overturned: ${counts.overturned} · open: ${counts.open}${counts.unassigned > 0 ? ` (${counts.unassigned} waiting for a reviewer)` : ""}.`}
        {days === null
          ? ""
          : ` From appeal to decision: a median of ${days} ${days === 1 ? "day" : "days"}.`}
      </p>
    </>
  );
}
