import type { ReactNode } from "react";
import type {
  DealMemoSection,
  FirmQuestions as Questions,
} from "../../../core/schemas/deal-questions";
import type { FirmDeal } from "../../../core/schemas/deal-sharing";
import { formatScore } from "../../../core/scorecard";
import { TopicMediansTable } from "../../components/ui/topic-medians-table";
import { AskQuestion } from "./ask-question";
import { PartQuestions } from "./firm-questions";
import { Watermark } from "./watermark";

/** A part of the memo, marked for the reading-time tracker, its questions beside it. */
function Part({
  id,
  title,
  questions,
  children,
}: {
  id: DealMemoSection;
  title: string;
  questions: Questions | null;
  children: ReactNode;
}) {
  return (
    <div data-memo-section={id} className="deal-memo__part">
      <h3>{title}</h3>
      {children}
      <PartQuestions questions={questions} target={{ kind: "memo", section: id }} />
    </div>
  );
}

/**
 * The analyst memo as the firm reads it: the shared version, the scorecards' summary, no staff
 * names. Each part is marked for the reading-time tracker (engagement-tracker.ts) and shows the
 * questions on it; one "Ask a question" serves the whole memo (docs/decisions/064-deal-questions.md).
 */
export function FirmMemo({ deal, questions }: { deal: FirmDeal; questions: Questions | null }) {
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
      <AskQuestion target={{ kind: "memo", section: "summary" }} choosePart headingLevel={3} />
      <Part id="summary" title="Summary" questions={questions}>
        <p className="deal-memo__text">{memo.summary || "—"}</p>
      </Part>
      <Part id="risks" title="Risks" questions={questions}>
        <p className="deal-memo__text">{memo.risks || "—"}</p>
      </Part>
      <Part id="proposed-terms" title="Proposed terms" questions={questions}>
        <p className="deal-memo__text">{memo.proposedTerms || "—"}</p>
      </Part>
      <Part id="round-size" title="Round size" questions={questions}>
        <p>{round}</p>
      </Part>
      <Watermark email={deal.viewerEmail} />
      <Part id="scores" title="Our reviewers' scores" questions={questions}>
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
      </Part>
      <Part id="red-flags" title="Red flags" questions={questions}>
        {memo.scorecard.redFlags.length === 0 ? (
          <p>None raised.</p>
        ) : (
          <ul>
            {memo.scorecard.redFlags.map(({ note }) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        )}
      </Part>
      <Watermark email={deal.viewerEmail} />
    </article>
  );
}
