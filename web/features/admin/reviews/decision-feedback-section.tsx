import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useId } from "react";
import { useFetcher } from "react-router";
import {
  type DecisionFeedback,
  DecisionFeedbackFormSchema,
  FEEDBACK_SUMMARY_MAX,
  NO_FEEDBACK_REASON_MAX,
} from "../../../../core/schemas/decision-feedback";
import { FormAlert } from "../../../components/ui/form-alert";
import { LongTextField } from "../../../components/ui/form-fields";
import type { FormReply } from "../actions";
import { formatDateTime } from "../format";
import { Loaded } from "../lists/loaded";

const LANGUAGE_NAME = { en: "English", ar: "Arabic" } as const;

/**
 * The reviewers' summary a decision mail carries (docs/product.md, "Feedback in the decision
 * mail"), for admins on an application's record: drafted from the scorecards' notes without
 * names, edited and approved, or none with why; once the decision mail carried it, shown as sent.
 */
export function DecisionFeedbackSection({ feedback }: { feedback: Promise<DecisionFeedback> }) {
  return (
    <section className="decision-feedback" aria-labelledby="decision-feedback-heading">
      <h3 id="decision-feedback-heading">Feedback for the founder</h3>
      <Loaded
        data={feedback}
        loading={null}
        failure={() => <p className="field__error">Could not load the feedback.</p>}
      >
        {(loaded) =>
          loaded.chosen?.sentAt ? <SentFeedback feedback={loaded} /> : <FeedbackForm {...loaded} />
        }
      </Loaded>
    </section>
  );
}

function SentFeedback({ feedback }: { feedback: DecisionFeedback }) {
  const { chosen } = feedback;
  if (!chosen?.sentAt || chosen.summary === null) return null;
  return (
    <>
      <p>
        Sent with the decision mail on {formatDateTime(chosen.sentAt)} (approved by{" "}
        {chosen.chosenBy}). It stays as the founder received it.
      </p>
      <blockquote className="decision-feedback__sent" lang={feedback.language}>
        {chosen.summary}
      </blockquote>
    </>
  );
}

function chosenLine(chosen: DecisionFeedback["chosen"]) {
  if (!chosen) return "Nothing chosen yet: the decision mail goes without feedback until you do.";
  const by = `${chosen.chosenBy}, ${formatDateTime(chosen.chosenAt)}`;
  return chosen.summary !== null
    ? `Approved by ${by}: the decision mail will carry this summary.`
    : `No feedback will be sent (${by}): ${chosen.noSummaryReason}`;
}

function FeedbackForm({ language, draft, chosen }: DecisionFeedback) {
  const id = useId();
  const saving = useFetcher<FormReply>();
  const [form, fields] = useForm({
    id: `${id}-feedback`,
    defaultValue: { summary: chosen?.summary ?? draft, reason: chosen?.noSummaryReason ?? "" },
    lastResult: saving.data?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: DecisionFeedbackFormSchema }),
  });
  const busy = saving.state !== "idle";
  return (
    <saving.Form
      method="post"
      id={form.id}
      onSubmit={form.onSubmit}
      noValidate
      className="form decision-feedback__form"
      aria-label="Feedback for the founder"
    >
      <p role="status" className="decision-feedback__status">
        {chosenLine(chosen)}
      </p>
      <LongTextField
        field={fields.summary}
        label="Reviewers' summary"
        hint={`Drafted from the reviewers' notes, without their names (red flags left out). Edit it into what the founder should read, in ${LANGUAGE_NAME[language]}, the language they applied in. At most ${FEEDBACK_SUMMARY_MAX} characters.`}
        lang={language === "ar" ? "ar" : undefined}
        rows={8}
      />
      <button
        type="submit"
        name="intent"
        value="feedback-approve"
        className="button button--primary"
        disabled={busy}
      >
        Approve this summary
      </button>
      <LongTextField
        field={fields.reason}
        label="Or send none: why"
        hint={`Kept in the application's history. At most ${NO_FEEDBACK_REASON_MAX} characters.`}
        optional
        rows={2}
      />
      <button type="submit" name="intent" value="feedback-none" className="button" disabled={busy}>
        Send no feedback
      </button>
      <FormAlert message={form.errors?.[0] ?? null} />
    </saving.Form>
  );
}
