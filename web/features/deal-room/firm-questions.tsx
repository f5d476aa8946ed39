import {
  type FirmQuestions as Questions,
  type QuestionTarget,
  targetLabel,
} from "../../../core/schemas/deal-questions";
import { leftText } from "./ask-question";
import { Watermark } from "./watermark";

const dayOf = (iso: string) =>
  new Date(iso).toLocaleDateString("en-GB", { day: "2-digit", month: "short", year: "numeric" });

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
        {items.length === 1 ? "1 question" : `${items.length} questions`} on {targetLabel(target)}
      </p>
      <ul>
        {items.map((item) => (
          <li key={item._id}>
            <p className="part-questions__q">
              {item.question}{" "}
              <span className="part-questions__who">
                {item.yours ? "(your firm)" : "(published to every firm)"}
              </span>
            </p>
            <p className="part-questions__a">
              {item.answer ? `Answer: ${item.answer}` : "Waiting for Nakhla Ventures' answer."}
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
  return (
    <section className="deal-qa" aria-labelledby="deal-qa-heading">
      <Watermark email={email} />
      <h2 id="deal-qa-heading">Questions and answers</h2>
      <p className="deal-memo__meta">{leftText(questions.left, questions.limit)}.</p>
      <h3>Your firm's questions</h3>
      {questions.mine.length === 0 ? (
        <p>
          Your firm has not asked a question yet. Ask one with “Ask a question” on the memo, or on
          the deck's page you are reading.
        </p>
      ) : (
        <ol className="deal-qa__list">
          {questions.mine.map((item) => (
            <li key={item._id} className="deal-qa__item">
              <p className="deal-qa__target">
                {targetLabel(item.target)} · asked by {item.askedBy}, {dayOf(item.askedAt)}
              </p>
              <p className="deal-qa__question">{item.question}</p>
              {item.answer ? (
                <>
                  <p className="deal-qa__answer">
                    <strong>Answer:</strong> {item.answer}
                  </p>
                  {item.published ? (
                    <p className="deal-qa__note">
                      Published to every firm on this deal, without your firm's name.
                    </p>
                  ) : null}
                </>
              ) : (
                <p className="deal-qa__note">Not answered yet.</p>
              )}
            </li>
          ))}
        </ol>
      )}
      <h3>Answered for every firm on this deal</h3>
      {questions.published.length === 0 ? (
        <p>No questions are published on this deal yet.</p>
      ) : (
        <ol className="deal-qa__list">
          {questions.published.map((item) => (
            <li key={item._id} className="deal-qa__item">
              <p className="deal-qa__target">
                {targetLabel(item.target)} · answered {dayOf(item.answeredAt)}
              </p>
              <p className="deal-qa__question">{item.question}</p>
              <p className="deal-qa__answer">
                <strong>Answer:</strong> {item.answer}
              </p>
            </li>
          ))}
        </ol>
      )}
      <Watermark email={email} />
    </section>
  );
}
