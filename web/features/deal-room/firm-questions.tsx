import { Trans, useLingui } from "@lingui/react/macro";
import type {
  FirmQuestions as Questions,
  QuestionTarget,
} from "../../../core/schemas/deal-questions";
import { useLocale } from "../../i18n/language";
import { LOCALE_INFO, type Locale } from "../../i18n/locales";
import { leftText } from "./ask-question";
import { targetText } from "./room-words";
import { Watermark } from "./watermark";

const dayOf = (iso: string, locale: Locale) =>
  new Date(iso).toLocaleDateString(LOCALE_INFO[locale].intl, {
    day: "2-digit",
    month: "short",
    year: "numeric",
  });

const sameTarget = (a: QuestionTarget, b: QuestionTarget) =>
  a.kind === "deck"
    ? b.kind === "deck" && a.page === b.page
    : b.kind === "memo" && a.section === b.section;

/** How many questions the deal holds for this firm: its own and the published ones. */
export const questionCount = (questions: Questions) => {
  const own = new Set(questions.mine.map((item) => item._id));
  return questions.mine.length + questions.published.filter((item) => !own.has(item._id)).length;
};

/**
 * The questions on one part of the deal (a memo section, a deck page), beside it: the firm's own
 * and the published ones, each with its answer when there is one.
 */
export function PartQuestions({
  questions,
  target,
}: {
  questions: Questions | null;
  target: QuestionTarget;
}) {
  const { t, i18n } = useLingui();
  if (!questions) return null;
  const own = new Set(questions.mine.map((item) => item._id));
  const items = [
    ...questions.mine.map((item) => ({ ...item, yours: true })),
    ...questions.published
      .filter((item) => !own.has(item._id))
      .map((item) => ({ ...item, yours: false })),
  ].filter((item) => sameTarget(item.target, target));
  if (items.length === 0) return null;
  return (
    <div className="part-questions">
      <p className="part-questions__title">
        {items.length === 1
          ? t`1 question on ${targetText(target, i18n)}`
          : t`${items.length} questions on ${targetText(target, i18n)}`}
      </p>
      <ul>
        {items.map((item) => (
          <li key={item._id}>
            <p className="part-questions__q">
              {item.question}{" "}
              <span className="part-questions__who">
                {item.yours ? t`(your firm)` : t`(published to every firm)`}
              </span>
            </p>
            <p className="part-questions__a">
              {item.answer ? t`Answer: ${item.answer}` : t`Waiting for Nakhla Ventures' answer.`}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The deal's questions and answers as a firm reads them (docs/decisions/064-deal-questions.md):
 * its own, answered or not, and those staff published to every firm on the deal, which say
 * nothing of who asked. Watermarked like the memo.
 */
export function FirmQuestions({ questions, email }: { questions: Questions; email: string }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  return (
    <section className="deal-qa" aria-labelledby="deal-qa-heading">
      <Watermark email={email} />
      <h2 id="deal-qa-heading">{t`Questions and answers`}</h2>
      <p className="deal-memo__meta">{leftText(questions.left, questions.limit, i18n)}.</p>
      <h3>{t`Your firm's questions`}</h3>
      {questions.mine.length === 0 ? (
        <p>
          <Trans>
            Your firm has not asked a question yet. Ask one with “Ask a question” on the memo, or on
            the deck's page you are reading.
          </Trans>
        </p>
      ) : (
        <ol className="deal-qa__list">
          {questions.mine.map((item) => (
            <li key={item._id} className="deal-qa__item">
              <p className="deal-qa__target">
                {t`${targetText(item.target, i18n)} · asked by ${item.askedBy}, ${dayOf(item.askedAt, locale)}`}
              </p>
              <p className="deal-qa__question">{item.question}</p>
              {item.answer ? (
                <>
                  <p className="deal-qa__answer">
                    <strong>{t`Answer:`}</strong> {item.answer}
                  </p>
                  {item.published ? (
                    <p className="deal-qa__note">
                      {t`Published to every firm on this deal, without your firm's name.`}
                    </p>
                  ) : null}
                </>
              ) : (
                <p className="deal-qa__note">{t`Not answered yet.`}</p>
              )}
            </li>
          ))}
        </ol>
      )}
      <h3>{t`Answered for every firm on this deal`}</h3>
      {questions.published.length === 0 ? (
        <p>{t`No questions are published on this deal yet.`}</p>
      ) : (
        <ol className="deal-qa__list">
          {questions.published.map((item) => (
            <li key={item._id} className="deal-qa__item">
              <p className="deal-qa__target">
                {t`${targetText(item.target, i18n)} · answered ${dayOf(item.answeredAt, locale)}`}
              </p>
              <p className="deal-qa__question">{item.question}</p>
              <p className="deal-qa__answer">
                <strong>{t`Answer:`}</strong> {item.answer}
              </p>
            </li>
          ))}
        </ol>
      )}
      <Watermark email={email} />
    </section>
  );
}
