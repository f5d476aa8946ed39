import { Trans, useLingui } from "@lingui/react/macro";
import { useFetcher } from "react-router";
import type { ConsultancyFieldName } from "../../../core/schemas/consultancy-request";
import type { ReviewProps } from "../../components/multi-step-form/multi-step-form";
import { ReviewScreen } from "../../components/multi-step-form/review-screen";
import { serverMessage } from "../../i18n/field-errors";
import { failureText, isFailure } from "../../lib/form-action";
import {
  CONSULTANCY_FAILURE_TEXTS,
  CONSULTANCY_SEND,
  type ConsultancyAnswer,
} from "./consultancy-answer";
import { CONSULTANCY_FORM } from "./consultancy-steps";

/**
 * Why a post was not stored, as the page says it ("Error: …"): what kept it from the action (a
 * route's limit, the network), else the action's first message (the review is reached only with
 * every step valid, so one is rare); null when nothing failed.
 */
export function useFailureText(answer: ConsultancyAnswer | undefined): string | null {
  const { i18n, t } = useLingui();
  if (!answer) return null;
  let text: string | undefined;
  if (isFailure(answer)) {
    text = failureText(answer, {
      fallback: i18n._(CONSULTANCY_FAILURE_TEXTS.fallback),
      network: i18n._(CONSULTANCY_FAILURE_TEXTS.network),
    });
  } else if (!answer.done) {
    text = Object.values(answer.result.error ?? {}).flat()[0] ?? undefined;
  }
  if (!text) return null;
  text = serverMessage(text, i18n);
  return t`Error: ${text}`;
}

/**
 * Every answer by step, each with Edit, then Submit: a route form (docs/decisions/076-route-forms.md)
 * posting every answer as a hidden field to the page's action through one fetcher, which the form
 * reads to show the thank-you. A failure keeps every answer and says why.
 */
export function ConsultancyReview({
  headingRef,
  values,
  onEdit,
  onBack,
}: ReviewProps<ConsultancyFieldName>) {
  const fetcher = useFetcher<ConsultancyAnswer>({ key: CONSULTANCY_SEND });
  const sending = fetcher.state !== "idle";
  const failure = useFailureText(sending ? undefined : fetcher.data);
  const { t } = useLingui();
  return (
    <ReviewScreen
      headingRef={headingRef}
      idPrefix="consultancy"
      title={t`Review your answers`}
      form={CONSULTANCY_FORM}
      values={values}
      onEdit={onEdit}
    >
      {failure ? (
        <p className="stepper__failure" role="alert">
          {failure}
        </p>
      ) : null}
      <fetcher.Form method="post" className="stepper__actions">
        {CONSULTANCY_FORM.fieldNames.map((name) => (
          <input key={name} type="hidden" name={name} value={values[name]} />
        ))}
        <button type="button" className="button" onClick={onBack} disabled={sending}>
          <Trans>Back</Trans>
        </button>
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? t`Submitting...` : t`Submit`}
        </button>
      </fetcher.Form>
    </ReviewScreen>
  );
}
