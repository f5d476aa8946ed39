import { getCollectionProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useId } from "react";
import {
  ANSWER_CURRENCIES,
  DEAL_ANSWER_KINDS,
  DEAL_ANSWER_LABELS,
  type DealAnswerKind,
  PASS_REASONS,
} from "../../../core/deal-answers";
import {
  type DealAnswer,
  DealAnswerFormSchema,
  type FirmAnswer,
} from "../../../core/schemas/deal-answer";
import type { z } from "../../../core/schemas/zod";
import { ChoiceField, LongTextField, TextField } from "../../components/ui/form-fields";
import { isFailure } from "../../lib/form-action";
import {
  ANSWER_FORM,
  RoomForm,
  type RoomFormAnswer,
  roomFormError,
  usePosting,
} from "./room-forms";
import "../../styles/deal-answer.css";

const TEXTS = {
  fallback: "Your answer was not saved. Please try again.",
  network: "We could not reach our server. Check your connection and try again.",
};

/** "27 Nov 2026, 14:30": the reader's own time. */
const when = (iso: string) =>
  new Date(iso).toLocaleString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  });

/** An answer in words: "Soft circle: USD 250,000". */
export function answerInWords(
  answer: Pick<DealAnswer, "kind" | "amount" | "currency" | "passReason">,
) {
  const label = DEAL_ANSWER_LABELS[answer.kind];
  if (answer.amount !== null && answer.currency) {
    return `${label}: ${answer.currency} ${answer.amount.toLocaleString("en-US")}`;
  }
  return answer.passReason ? `${label}: ${answer.passReason}` : label;
}

/** The firm's answer now, who gave it and when, and every change before it. */
function CurrentAnswer({ answer }: { answer: FirmAnswer }) {
  const { current, history } = answer;
  if (!current) return <p>Your firm has not answered yet.</p>;
  const changed = history.length > 1;
  return (
    <>
      <p className="deal-answer__current" role="status">
        Your firm's answer: <strong>{answerInWords(current)}</strong>.{" "}
        {changed ? "Your answer, changed on" : "Given on"} {when(current.answeredAt)} by{" "}
        {current.answeredByEmail}.
      </p>
      {current.kind === "hard-circle" ? (
        <p className="deal-answer__conditions">Conditions: {current.conditions}</p>
      ) : null}
      {changed ? (
        <details className="deal-answer__history">
          <summary>Earlier answers ({history.length - 1})</summary>
          <ol>
            {history.slice(1).map((earlier) => (
              <li key={earlier.answeredAt}>
                {answerInWords(earlier)}, {when(earlier.answeredAt)} by {earlier.answeredByEmail}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </>
  );
}

/**
 * The firm's answer, pinned to the foot of the room at any scroll position, with the way to give
 * or change it (the form further down the page).
 */
function AnswerBar({ answer, formId }: { answer: FirmAnswer; formId: string }) {
  const { current } = answer;
  return (
    <div className="answer-bar">
      <p className="answer-bar__now">
        <span className="answer-bar__label">Your answer:</span>{" "}
        <strong>{current ? answerInWords(current) : "None yet"}</strong>
      </p>
      <a className="button button--primary button--small" href={`#${formId}`}>
        {current ? "Change the answer" : "Give your answer"}
      </a>
    </div>
  );
}

/** What the form starts from: the firm's answer now, or the first currency and nothing else. */
const valuesOf = (answer: DealAnswer | null) => ({
  kind: answer?.kind ?? "",
  passReason: answer?.passReason ?? "",
  amount: answer?.amount == null ? "" : answer.amount.toLocaleString("en-US"),
  currency: answer?.currency ?? "USD",
  conditions: answer?.conditions ?? "",
  note: answer?.note ?? "",
});

/**
 * The firm's answer on the deal (docs/decisions/062-deal-answers-and-engagement.md): one of five,
 * each asking only for its own fields; changing it keeps the earlier one in the history.
 *
 * A route form (docs/decisions/076-route-forms.md): it posts to the deal room's action, which
 * checks it with the same schema and records it for the viewer the cookie names, and it works
 * before the page's scripts arrive. Every field is in the page; the stylesheet shows only those of
 * the chosen answer (deal-answer.css), so choosing needs no script either.
 */
export function AnswerForm({
  loaded,
  answered,
}: {
  loaded: FirmAnswer;
  /** The action's answer to this form's last post (`answerTo`). */
  answered: RoomFormAnswer | undefined;
}) {
  const id = useId();
  const busy = usePosting(ANSWER_FORM);
  const [form, fields] = useForm({
    id: `${id}-form`,
    lastResult: answered && "result" in answered ? answered.result : undefined,
    defaultValue: valuesOf(loaded.current),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: DealAnswerFormSchema }),
  });
  const failure = roomFormError(answered, form.errors, TEXTS);
  const saved = answered && !isFailure(answered) && answered.done;
  return (
    <>
      <AnswerBar answer={loaded} formId="deal-answer" />
      <section id="deal-answer" className="deal-answer" aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`}>Your firm's answer</h2>
        <CurrentAnswer answer={loaded} />
        <RoomForm name={ANSWER_FORM} form={form} labelledBy={`${id}-heading`}>
          <AnswerFields fields={fields} id={id} />
          {failure ? (
            <p className="field__error" role="alert">
              {failure}
            </p>
          ) : null}
          {saved ? (
            <p className="deal-answer__saved" role="status">
              Your answer is saved.
            </p>
          ) : null}
          <button type="submit" className="button button--primary" disabled={busy}>
            {loaded.current ? "Change our answer" : "Send our answer"}
          </button>
        </RoomForm>
      </section>
    </>
  );
}

/** conform's fields of an answer form (DealAnswerFormSchema's). */
type AnswerFieldsOf = ReturnType<typeof useForm<z.input<typeof DealAnswerFormSchema>>>[1];

/**
 * The five answers and each one's own fields: in the room's form and on the page a mail's answer
 * link opens. Every field is in the page; the stylesheet shows only those of the chosen answer
 * (deal-answer.css), so choosing needs no script.
 */
export function AnswerFields({ fields, id }: { fields: AnswerFieldsOf; id: string }) {
  const kindError = fields.kind.errors?.[0];
  return (
    <>
      <fieldset
        className="deal-answer__kinds"
        aria-describedby={kindError ? `${id}-kind-error` : undefined}
      >
        <legend className="field__label">Answer</legend>
        {getCollectionProps(fields.kind, {
          type: "radio",
          options: [...DEAL_ANSWER_KINDS],
          ariaAttributes: false,
        }).map(({ key, ...radio }) => (
          <label key={key} className="deal-answer__kind">
            <input {...radio} /> {DEAL_ANSWER_LABELS[radio.value as DealAnswerKind]}
          </label>
        ))}
        {kindError ? (
          <p id={`${id}-kind-error`} className="field__error">
            {kindError}
          </p>
        ) : null}
      </fieldset>
      <div className="deal-answer__for deal-answer__for--pass">
        <ChoiceField
          field={fields.passReason}
          label="Reason"
          placeholder="Choose a reason"
          options={PASS_REASONS}
        />
      </div>
      <div className="deal-answer__for deal-answer__for--circle deal-answer__amount">
        <TextField field={fields.amount} label="Amount" inputMode="numeric" />
        <ChoiceField
          field={fields.currency}
          label="Currency"
          placeholder="Choose a currency"
          options={ANSWER_CURRENCIES}
        />
      </div>
      <div className="deal-answer__for deal-answer__for--hard">
        <LongTextField field={fields.conditions} label="Conditions" rows={3} />
      </div>
      <div className="deal-answer__for deal-answer__for--any">
        <LongTextField field={fields.note} label="Note" optional rows={3} />
      </div>
    </>
  );
}
