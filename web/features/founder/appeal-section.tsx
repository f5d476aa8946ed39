import { useForm } from "@conform-to/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { Form, useNavigation } from "react-router";
import type { FounderAppeal } from "../../../core/schemas/appeals";
import { LongTextField } from "../../components/ui/form-fields";
import { failureText, isFailure } from "../../lib/form-action";
import { useFounderDates } from "./format-date";
import { answerTo, FOUNDER_INTENTS, type FounderFormAnswer } from "./founder-forms";
import { founderMessage } from "./founder-messages";
import { OutcomeMessage } from "./outcome-message";

/** The longest reason, as core/schemas/appeals.ts keeps it (a number here keeps zod off the page). */
const REASON_MAX = 2000;

/**
 * A declined founder's appeal (docs/decisions/084-appeals.md): the form while they may appeal,
 * then "Appeal received" with its date and their reason, and "Appeal decided" with its date and
 * the firm's answer. The form is a route form posted to the page's action, so it works before (or
 * without) the page's scripts.
 */
export function AppealSection({
  appeal,
  posted,
}: {
  appeal: FounderAppeal;
  posted: FounderFormAnswer | undefined;
}) {
  const { formatDate } = useFounderDates();
  return (
    <section
      className="card founder-section founder-appeal"
      aria-labelledby="founder-appeal-heading"
    >
      <h2 id="founder-appeal-heading">
        {appeal.receivedAt ? <Trans>Your appeal</Trans> : <Trans>Appeal the decision</Trans>}
      </h2>
      {appeal.receivedAt ? (
        <>
          <h3 className="founder-appeal__step">
            <Trans>Appeal received ({formatDate(appeal.receivedAt)})</Trans>
          </h3>
          <p className="founder-appeal__text" dir="auto">
            {appeal.reason}
          </p>
          {appeal.decidedAt ? (
            <>
              <h3 className="founder-appeal__step">
                <Trans>Appeal decided ({formatDate(appeal.decidedAt)})</Trans>
              </h3>
              <p className="founder-appeal__outcome">
                {appeal.outcome === "overturned" ? (
                  <Trans>
                    We are taking your application up again: it is back under review, and we will
                    write to you with our new decision.
                  </Trans>
                ) : (
                  <Trans>We reviewed your appeal, and our decision stands.</Trans>
                )}
              </p>
              <p className="founder-appeal__text" dir="auto">
                {appeal.outcomeText}
              </p>
            </>
          ) : (
            <p>
              <Trans>
                A member of our team who did not review your application is reading it. We will
                write to you with our answer.
              </Trans>
            </p>
          )}
        </>
      ) : appeal.openUntil ? (
        <AppealForm openUntil={appeal.openUntil} posted={posted} />
      ) : null}
    </section>
  );
}

function AppealForm({
  openUntil,
  posted,
}: {
  openUntil: string;
  posted: FounderFormAnswer | undefined;
}) {
  const id = useId();
  const { t, i18n } = useLingui();
  const { formatDate } = useFounderDates();
  const answered = answerTo(FOUNDER_INTENTS.appeal, posted);
  const [form, fields] = useForm<{ reason: string }>({
    id: `${id}-appeal`,
    lastResult: answered && "result" in answered ? answered.result : undefined,
  });
  const posting = useNavigation().formData?.get("intent") === FOUNDER_INTENTS.appeal;
  const failed =
    answered && isFailure(answered)
      ? failureText(answered, {
          fallback: t`That did not work. Please try again.`,
          network: t`We could not reach our server. Check your connection and try again.`,
        })
      : form.errors?.[0];
  return (
    <Form
      method="post"
      preventScrollReset
      id={form.id}
      onSubmit={form.onSubmit}
      className="form founder-appeal__form"
    >
      <p>
        <Trans>
          If you think we got something wrong, you may appeal once, until {formatDate(openUntil)}. A
          member of our team who did not review your application reads it.
        </Trans>
      </p>
      <input type="hidden" name="intent" value={FOUNDER_INTENTS.appeal} />
      <LongTextField
        field={fields.reason}
        label={t`Why you appeal`}
        hint={t`What you think we missed or misread. At most ${REASON_MAX} characters.`}
        rows={6}
      />
      <button type="submit" className="button button--primary" disabled={posting}>
        {posting ? t`Sending…` : t`Send my appeal`}
      </button>
      <OutcomeMessage
        outcome={failed ? { tone: "error", text: founderMessage(failed, i18n) } : null}
      />
    </Form>
  );
}
