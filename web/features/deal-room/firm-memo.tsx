import type { FirmDeal } from "../../../core/schemas/deal-sharing";
import { formatScore } from "../../../core/scorecard";
import { TopicMediansTable } from "../../components/ui/topic-medians-table";
import { AskQuestion } from "./ask-question";
import { dayOf } from "./watermark-day";

/** The viewer's address and the day, across every part of the memo: a copy says who it came from. */
export function Watermark({ email }: { email: string }) {
  const text = `${email} · ${dayOf(new Date())} · Confidential`;
  return <p className="deal-watermark">{text}</p>;
}

/**
 * The analyst memo as the firm reads it: the shared version, the scorecards' summary, no staff
 * names. Each part is marked for the reading-time tracker (engagement-tracker.ts).
 */
export function FirmMemo({ deal }: { deal: FirmDeal }) {
  const { memo } = deal;
  const round =
    memo.roundSize === null
      ? "Not set"
      : `${memo.roundCurrency} ${memo.roundSize.toLocaleString("en-US")}`;
  return (
    <article className="deal-memo" aria-labelledby="deal-memo-heading">
      <Watermark email={deal.viewerEmail} />
      <h2 id="deal-memo-heading">
        {deal.startupName}: analyst memo, version {memo.version}
      </h2>
      <p className="deal-memo__meta">Shared with {deal.firmName} by Nakhla Ventures.</p>
      {memo.changeNote ? <p>What changed: {memo.changeNote}</p> : null}
      <div data-memo-section="summary">
        <h3>Summary</h3>
        <p className="deal-memo__text">{memo.summary || "—"}</p>
        <AskQuestion target={{ kind: "memo", section: "summary" }} />
      </div>
      <div data-memo-section="risks">
        <h3>Risks</h3>
        <p className="deal-memo__text">{memo.risks || "—"}</p>
        <AskQuestion target={{ kind: "memo", section: "risks" }} />
      </div>
      <div data-memo-section="proposed-terms">
        <h3>Proposed terms</h3>
        <p className="deal-memo__text">{memo.proposedTerms || "—"}</p>
        <AskQuestion target={{ kind: "memo", section: "proposed-terms" }} />
      </div>
      <div data-memo-section="round-size">
        <h3>Round size</h3>
        <p>{round}</p>
        <AskQuestion target={{ kind: "memo", section: "round-size" }} />
      </div>
      <Watermark email={deal.viewerEmail} />
      <div data-memo-section="scores">
        <h3>Our reviewers' scores</h3>
        <p>
          Weighted total <strong>{formatScore(memo.scorecard.weightedTotal)}</strong> of 5, the
          median of {memo.scorecard.reviewers}{" "}
          {memo.scorecard.reviewers === 1 ? "reviewer" : "reviewers"}.
        </p>
        <TopicMediansTable
          topics={memo.scorecard.topics}
          caption="Median score per topic (0 to 5)"
          className="deal-memo__topics"
        />
        <AskQuestion target={{ kind: "memo", section: "scores" }} />
      </div>
      <div data-memo-section="red-flags">
        <h3>Red flags</h3>
        {memo.scorecard.redFlags.length === 0 ? (
          <p>None raised.</p>
        ) : (
          <ul>
            {memo.scorecard.redFlags.map(({ note }) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        )}
        <AskQuestion target={{ kind: "memo", section: "red-flags" }} />
      </div>
      <Watermark email={deal.viewerEmail} />
    </article>
  );
}
