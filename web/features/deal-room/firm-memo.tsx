import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { DealMemoSection } from "../../../core/deal-memo-sections";
import type { FirmQuestions as Questions } from "../../../core/schemas/deal-questions";
import type { FirmDeal } from "../../../core/schemas/deal-sharing";
import { formatScore } from "../../../core/scorecard";
import { TopicMediansTable } from "../../components/ui/topic-medians-table";
import { useLocale } from "../../i18n/language";
import { AskQuestion } from "./ask-question";
import { PartQuestions } from "./firm-questions";
import { roomAmount, sectionLabel, topicLabel } from "./room-words";
import { Watermark } from "./watermark";

/** A part of the memo, marked for the reading-time tracker, its questions beside it. */
function Part({
  id,
  questions,
  children,
}: {
  id: DealMemoSection;
  questions: Questions | null;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  return (
    <div data-memo-section={id} className="deal-memo__part">
      <h3>{sectionLabel(id, i18n)}</h3>
      {children}
      <PartQuestions questions={questions} target={{ kind: "memo", section: id }} />
    </div>
  );
}

/**
 * What staff wrote in the memo, shown as written (in English): on an Arabic page, marked as English
 * and set in its own direction (docs/decisions/088-deal-room-in-arabic.md).
 */
function StaffText({ className, children }: { className?: string; children: ReactNode }) {
  const arabic = useLocale() === "ar";
  const marks = arabic ? ({ lang: "en", dir: "auto" } as const) : {};
  return className ? (
    <p className={className} {...marks}>
      {children}
    </p>
  ) : (
    <span {...marks}>{children}</span>
  );
}

/**
 * The analyst memo as the firm reads it: the shared version, the scorecards' summary, no staff
 * names. Each part is marked for the reading-time tracker (engagement-tracker.ts) and shows the
 * questions on it; one "Ask a question" serves the whole memo (docs/decisions/064-deal-questions.md).
 */
export function FirmMemo({ deal, questions }: { deal: FirmDeal; questions: Questions | null }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { memo, startupName, firmName } = deal;
  const version = memo.version;
  const round =
    memo.roundSize === null ? t`Not set` : roomAmount(memo.roundCurrency, memo.roundSize, locale);
  const total = formatScore(memo.scorecard.weightedTotal);
  const reviewers = memo.scorecard.reviewers;
  const changeNote = memo.changeNote;
  return (
    <article className="deal-memo" aria-labelledby="deal-memo-heading">
      <Watermark email={deal.viewerEmail} />
      <h2 id="deal-memo-heading">
        <Trans>
          <bdi>{startupName}</bdi>: analyst memo, version {version}
        </Trans>
      </h2>
      <p className="deal-memo__meta">
        <Trans>
          Shared with <bdi>{firmName}</bdi> by Nakhla Ventures.
        </Trans>
      </p>
      {changeNote ? (
        <p>
          <Trans>
            What changed: <StaffText>{changeNote}</StaffText>
          </Trans>
        </p>
      ) : null}
      <AskQuestion target={{ kind: "memo", section: "summary" }} choosePart headingLevel={3} />
      <Part id="summary" questions={questions}>
        <StaffText className="deal-memo__text">{memo.summary || "—"}</StaffText>
      </Part>
      <Part id="risks" questions={questions}>
        <StaffText className="deal-memo__text">{memo.risks || "—"}</StaffText>
      </Part>
      <Part id="proposed-terms" questions={questions}>
        <StaffText className="deal-memo__text">{memo.proposedTerms || "—"}</StaffText>
      </Part>
      <Part id="round-size" questions={questions}>
        <p>{round}</p>
      </Part>
      <Watermark email={deal.viewerEmail} />
      <Part id="scores" questions={questions}>
        <p>
          {reviewers === 1 ? (
            <Trans>
              Weighted total <strong>{total}</strong> of 5, the median of {reviewers} reviewer.
            </Trans>
          ) : (
            <Trans>
              Weighted total <strong>{total}</strong> of 5, the median of {reviewers} reviewers.
            </Trans>
          )}
        </p>
        <TopicMediansTable
          topics={memo.scorecard.topics}
          caption={t`Median score per topic (0 to 5)`}
          headings={{ topic: t`Topic`, median: t`Median` }}
          topicLabel={(topic) => topicLabel(topic, i18n)}
          className="deal-memo__topics"
        />
      </Part>
      <Part id="red-flags" questions={questions}>
        {memo.scorecard.redFlags.length === 0 ? (
          <p>{t`None raised.`}</p>
        ) : (
          <ul>
            {memo.scorecard.redFlags.map(({ note }) => (
              <li key={note}>
                <StaffText>{note}</StaffText>
              </li>
            ))}
          </ul>
        )}
      </Part>
      <Watermark email={deal.viewerEmail} />
    </article>
  );
}
