import { toCsv } from "../../../../core/csv";
import { formatAmount } from "../../../../core/currencies";
import { DEAL_ANSWER_LABELS } from "../../../../core/deal-answers";
import { formatRupees, rupeesAmount } from "../../../../core/money";
import { wholePercent } from "../../../../core/percent";
import type {
  DealCurve,
  DecisionTimesInsight,
  FeesMonth,
  FirmInsight,
  FunnelMonth,
  Insights,
  ReviewerInsight,
} from "../../../../core/schemas/insights";

// Each chart's data as a table (docs/product.md, "Insights"): the table the screen shows under the
// chart and the CSV it downloads come from the same columns, so they never disagree. A column's
// value is what the CSV holds (plain numbers, amounts in rupees); `shown` is how the table writes it.

type Cell = string | number | null;
export type Column<Row> = {
  header: string;
  value: (row: Row) => Cell;
  shown?: (row: Row) => string;
};
export type DataTable<Row> = {
  title: string;
  fileName: string;
  columns: Column<Row>[];
  rows: Row[];
};

/** "2026-11" as "Nov 2026". */
export const monthLabel = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });

const percentShown = (value: number | null) => (value === null ? "—" : `${value}%`);
/** A cell as the table shows it: its own way, or its value, "—" for none. */
export function shownCell<Row>(column: Column<Row>, row: Row): string {
  if (column.shown) return column.shown(row);
  const value = column.value(row);
  return value === null || value === "" ? "—" : String(value);
}

/** The table as the CSV file its button saves. */
export const csvOf = <Row>(table: DataTable<Row>) =>
  toCsv(
    table.columns.map((column) => column.header),
    table.rows.map((row) => table.columns.map((column) => column.value(row))),
  );

export const funnelTable = (months: FunnelMonth[]): DataTable<FunnelMonth> => ({
  title: "Funnel by month",
  fileName: "insights-funnel.csv",
  rows: months,
  columns: [
    { header: "Month", value: (m) => m.month, shown: (m) => monthLabel(m.month) },
    { header: "Leads", value: (m) => m.leads },
    { header: "Applications started", value: (m) => m.started },
    { header: "Paid", value: (m) => m.paid },
    { header: "Accepted", value: (m) => m.accepted },
    { header: "Declined", value: (m) => m.declined },
    {
      header: "Paid of started",
      value: (m) => wholePercent(m.paid, m.started),
      shown: (m) => percentShown(wholePercent(m.paid, m.started)),
    },
    {
      header: "Accepted of decided",
      value: (m) => wholePercent(m.accepted, m.accepted + m.declined),
      shown: (m) => percentShown(wholePercent(m.accepted, m.accepted + m.declined)),
    },
  ],
});

export const decisionDaysTable = (
  times: DecisionTimesInsight,
): DataTable<DecisionTimesInsight["distribution"][number]> => {
  const last = times.distribution.length - 1;
  return {
    title: "Time to decision: how many decisions took each number of business days",
    fileName: "insights-decision-days.csv",
    rows: times.distribution,
    columns: [
      {
        header: "Business days",
        value: (b) => b.days,
        shown: (b) => (b.days === last ? `${b.days} or more` : String(b.days)),
      },
      { header: "Decisions", value: (b) => b.decisions },
    ],
  };
};

export const decisionMonthsTable = (
  times: DecisionTimesInsight,
): DataTable<DecisionTimesInsight["months"][number]> => ({
  title: "Time to decision by month, in business days",
  fileName: "insights-decision-months.csv",
  rows: times.months,
  columns: [
    { header: "Month", value: (m) => m.month, shown: (m) => monthLabel(m.month) },
    { header: "Decisions", value: (m) => m.decisions },
    { header: "Median", value: (m) => m.medianDays },
    { header: "90th percentile", value: (m) => m.p90Days },
  ],
});

const FLAT_FLAG = "Scores barely vary";
const FAR_FLAG = "Scores far from the team's median";

/** A reviewer's flags in words, or null. */
const reviewerFlags = (r: ReviewerInsight) =>
  [r.flagged ? FLAT_FLAG : null, r.far ? FAR_FLAG : null].filter(Boolean).join("; ") || null;

export const reviewersTable = (reviewers: ReviewerInsight[]): DataTable<ReviewerInsight> => ({
  title: "Scorecards per reviewer",
  fileName: "insights-reviewers.csv",
  rows: reviewers,
  columns: [
    { header: "Reviewer", value: (r) => r.name },
    { header: "Scorecards", value: (r) => r.scorecards },
    { header: "Median business days to score", value: (r) => r.medianDaysToScore },
    { header: "Lowest total", value: (r) => r.lowest },
    { header: "Highest total", value: (r) => r.highest },
    {
      header: "Standard deviation",
      value: (r) => (r.deviation === null ? null : Number(r.deviation.toFixed(2))),
    },
    {
      header: "Mean total",
      value: (r) => (r.mean === null ? null : Number(r.mean.toFixed(2))),
    },
    {
      header: "Flag",
      value: (r) => reviewerFlags(r) ?? "",
      shown: (r) => reviewerFlags(r) ?? "—",
    },
  ],
});

const circledShown = (firm: FirmInsight) =>
  firm.circled.map((c) => formatAmount(c.currency, c.amount)).join(", ") || "—";

export const firmsTable = (firms: FirmInsight[]): DataTable<FirmInsight> => ({
  title: "Co-investors: each firm's answers",
  fileName: "insights-firms.csv",
  rows: firms,
  columns: [
    { header: "Firm", value: (f) => f.name },
    { header: "Deals received", value: (f) => f.received },
    { header: "Opened", value: (f) => f.opened },
    { header: "Answered", value: (f) => f.answered },
    { header: "Due", value: (f) => f.due },
    {
      header: "Answer rate",
      value: (f) => f.answerRatePercent,
      shown: (f) => percentShown(f.answerRatePercent),
    },
    { header: "Median business days to answer", value: (f) => f.medianDaysToAnswer },
    { header: "Circles", value: (f) => f.circles },
    { header: "Circled", value: circledShown, shown: circledShown },
  ],
});

type CurvePoint = DealCurve["curve"][number] & { deal: DealCurve };

export const dealCurvesTable = (deals: DealCurve[]): DataTable<CurvePoint> => ({
  title: "Co-investors: each deal's answers by business day",
  fileName: "insights-deal-answers.csv",
  rows: deals.flatMap((deal) => deal.curve.map((point) => ({ ...point, deal }))),
  columns: [
    { header: "Deal", value: (p) => p.deal.startupName },
    { header: "Firms", value: (p) => p.deal.firms },
    { header: "Respond-by business day", value: (p) => p.deal.respondByDay },
    { header: "Business day", value: (p) => p.day },
    { header: "Answered by then", value: (p) => p.answered },
    { header: "Answer", value: (p) => DEAL_ANSWER_LABELS[p.kind] },
  ],
});

export const feesTable = (fees: FeesMonth[]): DataTable<FeesMonth> => ({
  title: "Fees by month",
  fileName: "insights-fees.csv",
  rows: fees,
  columns: [
    { header: "Month", value: (m) => m.month, shown: (m) => monthLabel(m.month) },
    { header: "Payments", value: (m) => m.paid },
    {
      header: "Paid (INR)",
      value: (m) => rupeesAmount(m.amount),
      shown: (m) => formatRupees(m.amount),
    },
    { header: "With a coupon", value: (m) => m.discounted },
    {
      header: "Taken off by coupons (INR)",
      value: (m) => rupeesAmount(m.discount),
      shown: (m) => formatRupees(m.discount),
    },
  ],
});

export type InsightsTables = ReturnType<typeof tablesOf>;
/** Every table of the screen. */
export const tablesOf = (insights: Insights) => ({
  funnel: funnelTable(insights.funnel),
  decisionDays: decisionDaysTable(insights.decisionTimes),
  decisionMonths: decisionMonthsTable(insights.decisionTimes),
  reviewers: reviewersTable(insights.reviewers),
  firms: firmsTable(insights.firms),
  dealCurves: dealCurvesTable(insights.deals),
  fees: feesTable(insights.fees),
});
