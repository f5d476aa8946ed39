import { type FormEvent, useState } from "react";
import { useFetcher } from "react-router";
import {
  DEAL_QUESTION_LIMIT_MAX,
  type DealQuestions,
  type StaffQuestion,
  targetLabel,
} from "../../../../core/schemas/deal-questions";
import { Field } from "../../../components/ui/field";
import { errorText } from "../../../lib/api";
import { AS_JSON, type FormAnswer, useFormFetcher } from "../actions";
import { formatDateTime } from "../format";
import { Loaded } from "../lists/loaded";
import type { QuestionsIntent } from "./questions-action";
import "../../../styles/deal-questions.css";

/** How many questions each firm may ask on this deal. */
function LimitForm({ limit }: { limit: number }) {
  const fetcher = useFetcher<FormAnswer>();
  const [value, setValue] = useState(String(limit));
  const [error, setError] = useState<string | undefined>();
  function submit(event: FormEvent) {
    event.preventDefault();
    const next = Number(value);
    if (!/^\d+$/.test(value.trim()) || next > DEAL_QUESTION_LIMIT_MAX) {
      return setError(`Enter a whole number from 0 to ${DEAL_QUESTION_LIMIT_MAX}`);
    }
    setError(undefined);
    const intent: QuestionsIntent = { intent: "question-limit", limit: next };
    void fetcher.submit(intent, AS_JSON);
  }
  return (
    <form noValidate onSubmit={submit} className="question-limit" aria-label="Question limit">
      <Field
        label="Questions each firm may ask on this deal"
        hint="Each firm sees how many it has left."
        error={error ?? (fetcher.data && !fetcher.data.ok ? fetcher.data.error : undefined)}
      >
        {(control) => (
          <input
            {...control}
            inputMode="numeric"
            className="question-limit__input"
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        )}
      </Field>
      <button type="submit" className="button" disabled={fetcher.state !== "idle"}>
        Save limit
      </button>
    </form>
  );
}

type Visibility = "private" | "published";

/** The answer's form: who reads it, the published wording, the answer. */
function AnswerForm({
  question,
  busy,
  error,
  onSave,
  onCancel,
}: {
  question: StaffQuestion;
  busy: boolean;
  error: string | undefined;
  onSave: (intent: QuestionsIntent) => void;
  onCancel: () => void;
}) {
  const [visibility, setVisibility] = useState<Visibility>(question.visibility ?? "private");
  const [wording, setWording] = useState(question.publishedQuestion ?? question.question);
  const [answer, setAnswer] = useState(question.answer ?? "");
  const [issues, setIssues] = useState<{ answer?: string; wording?: string }>({});
  function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      ...(answer.trim() ? {} : { answer: "Write your answer" }),
      ...(visibility === "published" && !wording.trim()
        ? { wording: "Write the question as every firm will read it" }
        : {}),
    };
    setIssues(found);
    if (found.answer || found.wording) return;
    onSave({
      intent: "answer-question",
      questionId: question._id,
      input: {
        answer: answer.trim(),
        visibility,
        ...(visibility === "published" ? { publishedQuestion: wording.trim() } : {}),
      },
    });
  }
  return (
    <form
      noValidate
      onSubmit={submit}
      className="form answer-form"
      aria-label="Answer the question"
    >
      <fieldset className="answer-form__who">
        <legend className="field__label">Who reads the answer</legend>
        <label>
          <input
            type="radio"
            name={`visibility-${question._id}`}
            checked={visibility === "private"}
            onChange={() => setVisibility("private")}
          />{" "}
          Only {question.firmName}
        </label>
        <label>
          <input
            type="radio"
            name={`visibility-${question._id}`}
            checked={visibility === "published"}
            onChange={() => setVisibility("published")}
          />{" "}
          Every firm on this deal, without who asked
        </label>
      </fieldset>
      {visibility === "published" ? (
        <Field
          label="The question as every firm reads it"
          hint={`Take out anything that says who asked: ${question.firmName}, its people, their addresses.`}
          error={issues.wording}
        >
          {(control) => (
            <textarea
              {...control}
              rows={3}
              value={wording}
              onChange={(event) => setWording(event.target.value)}
            />
          )}
        </Field>
      ) : null}
      <Field label="Answer" error={issues.answer}>
        {(control) => (
          <textarea
            {...control}
            rows={4}
            value={answer}
            onChange={(event) => setAnswer(event.target.value)}
          />
        )}
      </Field>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="content-actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {visibility === "published" ? "Publish the answer" : `Answer ${question.firmName} only`}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** One firm's question: who asked, on what, and its answer, or the form to give one. */
function QuestionCard({ question }: { question: StaffQuestion }) {
  const form = useFormFetcher();
  const save = (intent: QuestionsIntent) => void form.fetcher.submit(intent, AS_JSON);
  const answeredLine = question.answeredAt
    ? `${question.visibility === "published" ? "Published to every firm" : `Answered to ${question.firmName} only`} by ${question.answeredByName ?? "staff"}, ${formatDateTime(question.answeredAt)}`
    : "Not answered yet";
  return (
    <li className="record question-card">
      <p className="record__title">
        {question.firmName} · {targetLabel(question.target)}
      </p>
      <p className="record__meta">
        Asked by {question.askedBy} ({question.askedByEmail}), {formatDateTime(question.askedAt)}
      </p>
      <p className="question-card__text">{question.question}</p>
      {question.answer ? (
        <div className="question-card__answer">
          {question.visibility === "published" && question.publishedQuestion ? (
            <p>
              <strong>Every firm reads:</strong> {question.publishedQuestion}
            </p>
          ) : null}
          <p>
            <strong>Answer:</strong> {question.answer}
          </p>
        </div>
      ) : null}
      <p className="record__meta">{answeredLine}</p>
      {form.shown ? (
        <AnswerForm
          question={question}
          busy={form.busy}
          error={form.refused?.error}
          onSave={save}
          onCancel={form.close}
        />
      ) : (
        <button type="button" className="button" onClick={() => form.open(true)}>
          {question.answer ? "Change the answer" : "Answer"}
          <span className="visually-hidden"> the question of {question.firmName}</span>
        </button>
      )}
    </li>
  );
}

function QuestionsList({ data }: { data: DealQuestions }) {
  const open = data.questions.filter((question) => !question.answer).length;
  return (
    <>
      <LimitForm limit={data.limit} />
      <h4>
        {data.questions.length === 0
          ? "No questions yet"
          : `${data.questions.length} ${data.questions.length === 1 ? "question" : "questions"}, ${open} not answered`}
      </h4>
      {data.questions.length === 0 ? (
        <p className="list-message">
          No firm has asked a question on this deal yet. Firms ask on the memo's parts or the deck's
          pages; you are told in the bell.
        </p>
      ) : (
        <ul className="records">
          {data.questions.map((question) => (
            <QuestionCard key={question._id} question={question} />
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * The firms' questions on the deal and their answers (docs/decisions/064-deal-questions.md):
 * admins answer each privately or publish it, in a wording without who asked, to every firm.
 */
export function QuestionsSection({ questions }: { questions: Promise<DealQuestions> }) {
  const failed = "Could not load the questions.";
  return (
    <section aria-labelledby="deal-questions-heading" className="memo-section">
      <h3 id="deal-questions-heading">Questions from firms</h3>
      <p className="record__meta">
        Only the asking firm sees its question. A published answer goes to every firm on this deal
        with the question in your wording, without the firm, the person or their address.
      </p>
      <Loaded
        data={questions}
        loading={<p role="status">Loading the questions…</p>}
        failure={(error) => (
          <p className="field__error">{errorText(error, { fallback: failed, network: failed })}</p>
        )}
      >
        {(loaded) => <QuestionsList data={loaded} />}
      </Loaded>
    </section>
  );
}
