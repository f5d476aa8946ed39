import { getCollectionProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { useFetcher } from "react-router";
import {
  ANSWER_VISIBILITIES,
  AnswerQuestionFormSchema,
  type DealQuestions,
  QuestionLimitFormSchema,
  type StaffQuestion,
  targetLabel,
} from "../../../../core/schemas/deal-questions";
import { Field } from "../../../components/ui/field";
import { FormAlert } from "../../../components/ui/form-alert";
import { LongTextField } from "../../../components/ui/form-fields";
import { errorText } from "../../../lib/api";
import { type FormReply, useOnSaved } from "../actions";
import { formatDateTime } from "../format";
import { Loaded } from "../lists/loaded";
import "../../../styles/deal-questions.css";

/** How many questions each firm may ask on this deal: its own form, posted to the record's action. */
function LimitForm({ limit }: { limit: number }) {
  const fetcher = useFetcher<FormReply>();
  const [form, fields] = useForm({
    id: "question-limit-form",
    defaultValue: { limit: String(limit) },
    lastResult: fetcher.data?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: QuestionLimitFormSchema }),
  });
  return (
    <fetcher.Form
      method="post"
      id={form.id}
      onSubmit={form.onSubmit}
      noValidate
      className="question-limit"
      aria-label="Question limit"
    >
      <input type="hidden" name="intent" value="question-limit" />
      <Field
        label="Questions each firm may ask on this deal"
        hint="Each firm sees how many it has left."
        error={fields.limit.errors?.[0]}
      >
        {(control) => (
          <input
            {...control}
            inputMode="numeric"
            className="question-limit__input"
            name={fields.limit.name}
            key={fields.limit.key}
            defaultValue={fields.limit.initialValue}
          />
        )}
      </Field>
      <button type="submit" className="button" disabled={fetcher.state !== "idle"}>
        Save limit
      </button>
    </fetcher.Form>
  );
}

/**
 * The answer's form: who reads it, the published wording, the answer. Posted to the record's
 * action (`answer-question`); the server's refusal of a wording that says who asked shows under it.
 * The form owns its fetcher, drawn afresh each time it opens, and closes once its save went through.
 */
function AnswerForm({ question, onClose }: { question: StaffQuestion; onClose: () => void }) {
  const saving = useFetcher<FormReply>();
  useOnSaved(saving, onClose);
  const [form, fields] = useForm({
    id: `answer-form-${question._id}`,
    defaultValue: {
      visibility: question.visibility ?? "private",
      publishedQuestion: question.publishedQuestion ?? question.question,
      answer: question.answer ?? "",
    },
    lastResult: saving.data?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AnswerQuestionFormSchema }),
  });
  const published = fields.visibility.value === "published";
  const [onlyTheFirm, everyFirm] = getCollectionProps(fields.visibility, {
    type: "radio",
    options: [...ANSWER_VISIBILITIES],
    ariaAttributes: false,
  });
  return (
    <saving.Form
      method="post"
      id={form.id}
      onSubmit={form.onSubmit}
      noValidate
      className="form answer-form"
      aria-label="Answer the question"
    >
      <input type="hidden" name="intent" value="answer-question" />
      <input type="hidden" name="questionId" value={question._id} />
      <fieldset className="answer-form__who">
        <legend className="field__label">Who reads the answer</legend>
        {[
          { radio: onlyTheFirm, label: `Only ${question.firmName}` },
          { radio: everyFirm, label: "Every firm on this deal, without who asked" },
        ].map(({ radio, label }) => {
          if (!radio) return null;
          const { key, ...input } = radio;
          return (
            <label key={key}>
              <input {...input} /> {label}
            </label>
          );
        })}
      </fieldset>
      {published ? (
        <LongTextField
          field={fields.publishedQuestion}
          label="The question as every firm reads it"
          hint={`Take out anything that says who asked: ${question.firmName}, its people, their addresses.`}
          rows={3}
        />
      ) : null}
      <LongTextField field={fields.answer} label="Answer" rows={4} />
      <FormAlert message={form.errors?.[0] ?? null} />
      <div className="content-actions">
        <button type="submit" className="button button--primary" disabled={saving.state !== "idle"}>
          {published ? "Publish the answer" : `Answer ${question.firmName} only`}
        </button>
        <button type="button" className="button" onClick={onClose}>
          Cancel
        </button>
      </div>
    </saving.Form>
  );
}

/** One firm's question: who asked, on what, and its answer, or the form to give one. */
function QuestionCard({ question }: { question: StaffQuestion }) {
  // The answer's form closes once its save went through.
  const [answering, setAnswering] = useState(false);
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
      {answering ? (
        <AnswerForm question={question} onClose={() => setAnswering(false)} />
      ) : (
        <button type="button" className="button" onClick={() => setAnswering(true)}>
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
