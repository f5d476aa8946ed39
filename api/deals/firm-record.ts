import { businessDaysBetween } from "../../core/business-days";
import type { DealAnswerKind } from "../../core/deal-answers";
import { wholePercent } from "../../core/percent";
import type { FirmDealRecord, FirmSharedDeal } from "../../core/schemas/deal-sharing";
import { similarStartups } from "../../core/thesis-match";
import { loadBusinessCalendar } from "../calendar/holidays-repository";
import type { Database } from "../db/client";
import { answersNowOnOtherDeals, dealsOfFirm } from "./firm-record-repository";

// A firm's record (docs/product.md, "A firm's record"): how often and how fast it answers the
// deals shared with it, counted from its answers and the respond-by dates, never from mail opens;
// and the firms suggested for a new deal by the answers they gave on similar ones.

/** The lower middle of the values, so the median is always one real value (as decision times). */
const lowerMedian = (values: number[]) =>
  values.length === 0
    ? null
    : ([...values].sort((a, b) => a - b)[Math.ceil(values.length / 2) - 1] ?? null);

export async function firmDealRecord(
  db: Database,
  firmId: string,
  now: Date,
): Promise<FirmDealRecord> {
  const [rows, calendar] = await Promise.all([dealsOfFirm(db, firmId), loadBusinessCalendar(db)]);
  const deals: FirmSharedDeal[] = rows.map((row) => {
    const { share } = row;
    const respondBy = share.respondBy;
    // Asked by a date that passed while the deal was still shared with the firm.
    const datePassed =
      respondBy !== null && respondBy <= now && (!share.revokedAt || share.revokedAt > respondBy);
    return {
      applicationId: share.applicationId,
      startupName: row.startupName,
      memoVersion: row.memoVersion,
      sharedByName: share.sharedByName,
      createdAt: share.createdAt.toISOString(),
      revokedAt: share.revokedAt?.toISOString() ?? null,
      links: row.links,
      respondBy: respondBy?.toISOString() ?? null,
      answer:
        row.answerKind && row.answeredAt
          ? {
              kind: row.answerKind as DealAnswerKind,
              answeredAt: row.answeredAt.toISOString(),
              late: respondBy !== null && row.answeredAt > respondBy,
            }
          : null,
      noAnswerByDate: !row.answerKind && datePassed,
    };
  });
  const answered = rows.filter((row) => row.firstAnsweredAt !== null);
  const due = answered.length + deals.filter((deal) => deal.noAnswerByDate).length;
  const lastContact = Math.max(...rows.map((row) => row.lastContactAt.getTime()));
  return {
    due,
    answered: answered.length,
    answerRatePercent: wholePercent(answered.length, due),
    medianDaysToAnswer: lowerMedian(
      answered.map((row) =>
        businessDaysBetween(calendar, row.share.createdAt, row.firstAnsweredAt ?? now),
      ),
    ),
    lastContactAt: rows.length === 0 ? null : new Date(lastContact).toISOString(),
    deals,
  };
}

/**
 * For each firm, how many deals like this startup (core/thesis-match.ts, similarStartups) it
 * answered Interested or better: its answer now on each is anything but a pass.
 */
export async function interestOnSimilarDeals(
  db: Database,
  application: { id: string; industry: string; developmentStage: string },
): Promise<Map<string, number>> {
  const answers = await answersNowOnOtherDeals(db, application.id);
  const counts = new Map<string, number>();
  for (const answer of answers) {
    if (answer.kind === "pass" || !similarStartups(answer, application)) continue;
    counts.set(answer.firmId, (counts.get(answer.firmId) ?? 0) + 1);
  }
  return counts;
}
