import { getCollectionProps, useForm } from "@conform-to/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import {
  ANSWER_CURRENCIES,
  DEAL_ANSWER_KINDS,
  type DealAnswerKind,
  PASS_REASONS,
} from "../../../core/deal-answers";
import type {
  DealAnswer,
  DealAnswerFormSchema,
  FirmAnswer,
} from "../../../core/schemas/deal-answer";
import type { z } from "../../../core/schemas/zod";
import { ChoiceField, LongTextField, TextField } from "../../components/ui/form-fields";
import { useLocale } from "../../i18n/language";
import { isFailure } from "../../lib/form-action";
import { useFormRules } from "../../lib/form-rules";
import {
  ANSWER_FORM,
  RoomForm,
  type RoomFormAnswer,
  roomFormError,
  usePosting,
} from "./room-forms";
import { roomMessage } from "./room-messages";
import { answerInWords, answerLabel, passReasonLabel, roomInstant, roomNumber } from "./room-words";
import "../../styles/deal-answer.css";

const TEXTS = {
  fallback: "Your answer was not saved. Please try again.",
  network: "We could not reach our server. Check your connection and try again.",
};

/** The firm's answer now, who gave it and when, and every change before it. */
function CurrentAnswer({ answer }: { answer: FirmAnswer }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { current, history } = answer;
  if (!current) return <p>{t`Your firm has not answered yet.`}</p>;
  const changed = history.length > 1;
  const words = answerInWords(current, i18n, locale);
  const when = roomInstant(current.answeredAt, locale);
  const by = current.answeredByEmail;
  const conditions = current.conditions;
  const earlier = history.length - 1;
  return (
    <>
      <p className="deal-answer__current" role="status">
        {changed ? (
          <Trans>
            Your firm's answer: <strong>{words}</strong>. Your answer, changed on {when} by{" "}
            <bdi>{by}</bdi>.
          </Trans>
        ) : (
          <Trans>
            Your firm's answer: <strong>{words}</strong>. Given on {when} by <bdi>{by}</bdi>.
          </Trans>
        )}
      </p>
      {current.kind === "hard-circle" ? (
        <p className="deal-answer__conditions">
          <Trans>Conditions: {conditions}</Trans>
        </p>
      ) : null}
      {changed ? (
        <details className="deal-answer__history">
          <summary>{t`Earlier answers (${earlier})`}</summary>
          <ol>
            {history.slice(1).map((before) => (
              <EarlierAnswer key={before.answeredAt} answer={before} />
            ))}
          </ol>
        </details>
      ) : null}
    </>
  );
}

/** An answer before the current one: what, when, by whom. */
function EarlierAnswer({ answer }: { answer: DealAnswer }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const words = answerInWords(answer, i18n, locale);
  const when = roomInstant(answer.answeredAt, locale);
  const by = answer.answeredByEmail;
  return (
    <li>
      <Trans>
        {words}, {when} by <bdi>{by}</bdi>
      </Trans>
    </li>
  );
}

/**
 * The firm's answer, pinned to the foot of the room at any scroll position, with the way to give
 * or change it (the form further down the page).
 */
function AnswerBar({ answer, formId }: { answer: FirmAnswer; formId: string }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { current } = answer;
  return (
    <div className="answer-bar">
      <p className="answer-bar__now">
        <span className="answer-bar__label">{t`Your answer:`}</span>{" "}
        <strong>{current ? answerInWords(current, i18n, locale) : t`None yet`}</strong>
      </p>
      <a className="button button--primary button--small" href={`#${formId}`}>
        {current ? t`Change the answer` : t`Give your answer`}
      </a>
    </div>
  );
}

/** What the form starts from: the firm's answer now, or the first currency and nothing else. */
const valuesOf = (answer: DealAnswer | null) => ({
  kind: answer?.kind ?? "",
  passReason: answer?.passReason ?? "",
  amount: answer?.amount == null ? "" : roomNumber(answer.amount, "en"),
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
  const { t, i18n } = useLingui();
  const id = useId();
  const busy = usePosting(ANSWER_FORM);
  const rules = useFormRules(() => import("./room-rules").then((loaded) => loaded.checkAnswer));
  const [form, fields] = useForm({
    id: `${id}-form`,
    lastResult: answered && "result" in answered ? answered.result : undefined,
    defaultValue: valuesOf(loaded.current),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: rules.onValidate,
  });
  const failure = roomFormError(answered, form.errors, TEXTS);
  const failureShown = failure ? roomMessage(failure, i18n) : null;
  const saved = answered && !isFailure(answered) && answered.done;
  return (
    <>
      <AnswerBar answer={loaded} formId="deal-answer" />
      <section id="deal-answer" className="deal-answer" aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`}>{t`Your firm's answer`}</h2>
        <CurrentAnswer answer={loaded} />
        <RoomForm name={ANSWER_FORM} form={form} rules={rules} labelledBy={`${id}-heading`}>
          <AnswerFields fields={fields} id={id} />
          {failureShown ? (
            <p className="field__error" role="alert">
              {failureShown}
            </p>
          ) : null}
          {saved ? (
            <p className="deal-answer__saved" role="status">
              {t`Your answer is saved.`}
            </p>
          ) : null}
          <button type="submit" className="button button--primary" disabled={busy}>
            {loaded.current ? t`Change our answer` : t`Send our answer`}
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
  const { t, i18n } = useLingui();
  const kindError = fields.kind.errors?.[0];
  return (
    <>
      <fieldset
        className="deal-answer__kinds"
        aria-describedby={kindError ? `${id}-kind-error` : undefined}
      >
        <legend className="field__label">{t`Answer`}</legend>
        {getCollectionProps(fields.kind, {
          type: "radio",
          options: [...DEAL_ANSWER_KINDS],
          ariaAttributes: false,
        }).map(({ key, ...radio }) => (
          <label key={key} className="deal-answer__kind">
            <input {...radio} /> {answerLabel(radio.value as DealAnswerKind, i18n)}
          </label>
        ))}
        {kindError ? (
          <p id={`${id}-kind-error`} className="field__error">
            {roomMessage(kindError, i18n)}
          </p>
        ) : null}
      </fieldset>
      <div className="deal-answer__for deal-answer__for--pass">
        <ChoiceField
          field={fields.passReason}
          label={t`Reason`}
          placeholder={t`Choose a reason`}
          options={PASS_REASONS}
          optionLabel={(reason) => passReasonLabel(reason, i18n)}
        />
      </div>
      <div className="deal-answer__for deal-answer__for--circle deal-answer__amount">
        <TextField field={fields.amount} label={t`Amount`} inputMode="numeric" />
        <ChoiceField
          field={fields.currency}
          label={t`Currency`}
          placeholder={t`Choose a currency`}
          options={ANSWER_CURRENCIES}
        />
      </div>
      <div className="deal-answer__for deal-answer__for--hard">
        <LongTextField field={fields.conditions} label={t`Conditions`} rows={3} />
      </div>
      <div className="deal-answer__for deal-answer__for--any">
        <LongTextField field={fields.note} label={t`Note`} optional rows={3} />
      </div>
    </>
  );
}
