import { type FormEvent, useId, useState } from "react";
import {
  ANSWER_CONDITIONS_MAX,
  ANSWER_CURRENCIES,
  ANSWER_NOTE_MAX,
  DEAL_ANSWER_KINDS,
  DEAL_ANSWER_LABELS,
  type DealAnswerKind,
  PASS_REASONS,
} from "../../../core/deal-answers";
import type { DealAnswer, DealAnswerInput, FirmAnswer } from "../../../core/schemas/deal-answer";
import { Field } from "../../components/ui/field";
import { ApiError, errorText } from "../../lib/api";
import { answerApi } from "./answer-api";
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

type Values = {
  kind: DealAnswerKind | "";
  passReason: string;
  amount: string;
  currency: string;
  conditions: string;
  note: string;
};
type Problems = Partial<Record<keyof Values, string>>;

const valuesOf = (answer: DealAnswer | null): Values => ({
  kind: answer?.kind ?? "",
  passReason: answer?.passReason ?? "",
  amount: answer?.amount === null || answer?.amount === undefined ? "" : String(answer.amount),
  currency: answer?.currency ?? "USD",
  conditions: answer?.conditions ?? "",
  note: answer?.note ?? "",
});

const AMOUNT = /^\d{1,3}(,?\d{3})*$|^\d+$/;

/** The answer to send, or what to fix first: the server checks the same again. */
function check(values: Values): { answer: DealAnswerInput } | { problems: Problems } {
  const problems: Problems = {};
  const note = values.note.trim();
  if (note.length > ANSWER_NOTE_MAX)
    problems.note = `Must be at most ${ANSWER_NOTE_MAX} characters`;
  const circled = values.kind === "soft-circle" || values.kind === "hard-circle";
  const amount = Number(values.amount.replaceAll(",", "").trim());
  if (circled) {
    if (!AMOUNT.test(values.amount.trim()) || !Number.isSafeInteger(amount)) {
      problems.amount = "Enter the amount as a whole number";
    } else if (amount < 1) problems.amount = "Enter an amount above 0";
  }
  if (values.kind === "hard-circle") {
    const conditions = values.conditions.trim();
    if (!conditions) problems.conditions = "This field is required";
    else if (conditions.length > ANSWER_CONDITIONS_MAX)
      problems.conditions = `Must be at most ${ANSWER_CONDITIONS_MAX} characters`;
  }
  if (values.kind === "pass" && !values.passReason) {
    problems.passReason = "Choose a reason from the list";
  }
  if (!values.kind) problems.kind = "Choose an answer";
  if (Object.keys(problems).length > 0) return { problems };
  const currency = values.currency as (typeof ANSWER_CURRENCIES)[number];
  switch (values.kind) {
    case "pass":
      return {
        answer: {
          kind: "pass",
          passReason: values.passReason as (typeof PASS_REASONS)[number],
          note,
        },
      };
    case "soft-circle":
      return { answer: { kind: "soft-circle", amount, currency, note } };
    case "hard-circle":
      return {
        answer: {
          kind: "hard-circle",
          amount,
          currency,
          conditions: values.conditions.trim(),
          note,
        },
      };
    case "interested":
    case "introduction":
      return { answer: { kind: values.kind, note } };
    default:
      return { problems: { kind: "Choose an answer" } };
  }
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

/**
 * The firm's answer on the deal (docs/decisions/062-deal-answers-and-engagement.md): one of five,
 * each asking only for its own fields; changing it keeps the earlier one in the history. The
 * answer comes with the page (its loader), so what the reader chooses is never overwritten by a
 * load still on its way.
 */
export function AnswerForm({ loaded }: { loaded: FirmAnswer }) {
  const id = useId();
  const [answer, setAnswer] = useState<FirmAnswer>(loaded);
  const [values, setValues] = useState<Values>(valuesOf(loaded.current));
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // A field's problem goes as it is changed; what is still wrong is said again on sending.
  const set = (name: keyof Values) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [name]: event.target.value }));
    setProblems(({ [name]: _, ...rest }) => rest);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(null);
    setFailure(null);
    const checked = check(values);
    if ("problems" in checked) {
      setProblems(checked.problems);
      return;
    }
    setProblems({});
    setBusy(true);
    try {
      const now = await answerApi.save(checked.answer);
      setAnswer(now);
      setValues(valuesOf(now.current));
      setSaved("Your answer is saved.");
    } catch (error) {
      const field = error instanceof ApiError ? error.issues?.[0]?.path.split(".")[0] : undefined;
      if (error instanceof ApiError && error.status === 400 && field && field in values) {
        setProblems({ [field]: error.issues?.[0]?.message });
      } else setFailure(errorText(error, TEXTS));
    } finally {
      setBusy(false);
    }
  }

  const circled = values.kind === "soft-circle" || values.kind === "hard-circle";
  return (
    <>
      <AnswerBar answer={answer} formId="deal-answer" />
      <section id="deal-answer" className="deal-answer" aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`}>Your firm's answer</h2>
        <CurrentAnswer answer={answer} />
        <form noValidate onSubmit={submit} className="form" aria-labelledby={`${id}-heading`}>
          <fieldset
            className="deal-answer__kinds"
            aria-describedby={problems.kind ? `${id}-kind-error` : undefined}
          >
            <legend className="field__label">Answer</legend>
            {DEAL_ANSWER_KINDS.map((kind) => (
              <label key={kind} className="deal-answer__kind">
                <input
                  type="radio"
                  name={`${id}-kind`}
                  value={kind}
                  checked={values.kind === kind}
                  onChange={set("kind")}
                />{" "}
                {DEAL_ANSWER_LABELS[kind]}
              </label>
            ))}
            {problems.kind ? (
              <p id={`${id}-kind-error`} className="field__error">
                {problems.kind}
              </p>
            ) : null}
          </fieldset>
          {values.kind === "pass" ? (
            <Field label="Reason" error={problems.passReason}>
              {(control) => (
                <select {...control} value={values.passReason} onChange={set("passReason")}>
                  <option value="">Choose a reason</option>
                  {PASS_REASONS.map((reason) => (
                    <option key={reason}>{reason}</option>
                  ))}
                </select>
              )}
            </Field>
          ) : null}
          {circled ? (
            <div className="deal-answer__amount">
              <Field label="Amount" error={problems.amount}>
                {(control) => (
                  <input
                    {...control}
                    inputMode="numeric"
                    value={values.amount}
                    onChange={set("amount")}
                  />
                )}
              </Field>
              <Field label="Currency" error={problems.currency}>
                {(control) => (
                  <select {...control} value={values.currency} onChange={set("currency")}>
                    {ANSWER_CURRENCIES.map((currency) => (
                      <option key={currency}>{currency}</option>
                    ))}
                  </select>
                )}
              </Field>
            </div>
          ) : null}
          {values.kind === "hard-circle" ? (
            <Field label="Conditions" error={problems.conditions}>
              {(control) => (
                <textarea
                  {...control}
                  rows={3}
                  value={values.conditions}
                  onChange={set("conditions")}
                />
              )}
            </Field>
          ) : null}
          {values.kind ? (
            <Field label="Note" optional error={problems.note}>
              {(control) => (
                <textarea {...control} rows={3} value={values.note} onChange={set("note")} />
              )}
            </Field>
          ) : null}
          {failure ? (
            <p className="field__error" role="alert">
              {failure}
            </p>
          ) : null}
          {saved ? (
            <p className="deal-answer__saved" role="status">
              {saved}
            </p>
          ) : null}
          <button type="submit" className="button button--primary" disabled={busy}>
            {answer?.current ? "Change our answer" : "Send our answer"}
          </button>
        </form>
      </section>
    </>
  );
}
