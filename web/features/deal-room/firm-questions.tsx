import { type FormEvent, useState } from "react";
import {
  DEAL_MEMO_SECTIONS,
  type DealMemoSection,
  type FirmQuestions as Questions,
  targetLabel,
} from "../../../core/schemas/deal-questions";
import { AskQuestion, leftText } from "./ask-question";
import { Watermark } from "./firm-memo";

const dayOf = (iso: string) =>
  new Date(iso).toLocaleDateString("en-GB", { day: "2-digit", month: "short", year: "numeric" });

/** A question with no part chosen yet: choose the memo's part, then the same form as on the memo. */
function AskAnyPart() {
  const [section, setSection] = useState<DealMemoSection | "">("");
  const [chosen, setChosen] = useState<DealMemoSection | null>(null);
  function choose(event: FormEvent) {
    event.preventDefault();
    if (section) setChosen(section);
  }
  return chosen ? (
    <AskQuestion key={chosen} target={{ kind: "memo", section: chosen }} />
  ) : (
    <form className="ask-any" onSubmit={choose} aria-label="Choose what to ask about">
      <label className="field__label" htmlFor="ask-any-part">
        Ask about a part of the memo
      </label>
      <div className="ask-any__row">
        <select
          id="ask-any-part"
          value={section}
          onChange={(event) => setSection(event.target.value as DealMemoSection)}
        >
          <option value="">Choose a part</option>
          {DEAL_MEMO_SECTIONS.map((part) => (
            <option key={part.id} value={part.id}>
              {part.label}
            </option>
          ))}
        </select>
        <button type="submit" className="button" disabled={!section}>
          Continue
        </button>
      </div>
    </form>
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
        <p>Your firm has not asked a question yet. Ask one on any part of the memo.</p>
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
      <AskAnyPart />
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
