import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useId } from "react";
import { useFetcher } from "react-router";
import { businessCalendar, dayOf } from "../../../../core/business-days";
import {
  APPEAL_NOTE_MAX,
  AppealDecisionFormSchema,
  AppealRecommendationFormSchema,
  type AppealView,
} from "../../../../core/schemas/appeals";
import { FormAlert } from "../../../components/ui/form-alert";
import { ChoiceField, LongTextField } from "../../../components/ui/form-fields";
import type { FormReply } from "../actions";
import { formatDateTime, formatDay } from "../format";
import { Loaded } from "../lists/loaded";

const RECOMMENDATION_LABELS: Record<string, string> = {
  uphold: "Uphold the decline",
  reconsider: "Reconsider the application",
};
const OUTCOME_LABELS: Record<string, string> = {
  upheld: "Upheld: the decline stands",
  overturned: "Overturned: back under review",
};
/** The firm's day the target ends with (its end is the next day's midnight in the firm's zone). */
export const dueDay = (dueAt: string) =>
  dayOf(businessCalendar([]), new Date(Date.parse(dueAt) - 1));

const LANGUAGE_NAME = { en: "English", ar: "Arabic" } as const;

/**
 * A declined founder's appeal on the application's record (docs/decisions/084-appeals.md), for
 * admins and the reviewer it went to; nothing when there is none (or it is not theirs).
 */
export function AppealSection({ appeal }: { appeal: Promise<AppealView> }) {
  return (
    <Loaded
      data={appeal}
      loading={null}
      failure={() => <p className="field__error">Could not load the appeal.</p>}
    >
      {(view) => (view.appeal ? <AppealCard view={view} appeal={view.appeal} /> : null)}
    </Loaded>
  );
}

function AppealCard({
  view,
  appeal,
}: {
  view: AppealView;
  appeal: NonNullable<AppealView["appeal"]>;
}) {
  const { recommendation, decision, reviewer } = appeal;
  return (
    <section className="appeal" aria-labelledby="appeal-heading">
      <h3 id="appeal-heading">Appeal</h3>
      <p className="appeal__status">
        Received {formatDateTime(appeal.receivedAt)}
        {decision
          ? ` · decided ${formatDateTime(decision.at)} by ${decision.by}`
          : ` · decision due by ${formatDay(dueDay(appeal.dueAt))}${appeal.overdue ? " (overdue)" : ""}`}
      </p>
      <blockquote className="appeal__text" dir="auto">
        {appeal.reason}
      </blockquote>
      <p>
        {reviewer
          ? `Reviewer: ${reviewer.name} (did not score it, no conflict of interest).`
          : "Waiting for a reviewer: every reviewer scored this application or has a conflict of interest with it."}
      </p>
      {!reviewer && view.canDecide ? <FindReviewerForm /> : null}
      {recommendation ? (
        <>
          <p>
            Recommendation, {formatDateTime(recommendation.at)}:{" "}
            <strong>{RECOMMENDATION_LABELS[recommendation.recommendation]}</strong>
          </p>
          <blockquote className="appeal__text" dir="auto">
            {recommendation.note}
          </blockquote>
        </>
      ) : decision ? null : (
        <p>No recommendation yet.</p>
      )}
      {decision ? (
        <>
          <p>
            Outcome: <strong>{OUTCOME_LABELS[decision.outcome]}</strong>. Sent to the founder:
          </p>
          <blockquote className="appeal__text" dir="auto">
            {decision.text}
          </blockquote>
        </>
      ) : null}
      {view.canRecommend ? <RecommendationForm recommended={recommendation} /> : null}
      {view.canDecide ? <DecisionForm language={appeal.language} /> : null}
    </section>
  );
}

function FindReviewerForm() {
  const finding = useFetcher<FormReply>();
  const refused = finding.data && !finding.data.ok ? finding.data.result?.error?.[""]?.[0] : null;
  return (
    <finding.Form method="post" className="appeal__form" aria-label="Find a reviewer">
      <button
        type="submit"
        name="intent"
        value="appeal-find-reviewer"
        className="button"
        disabled={finding.state !== "idle"}
      >
        Find a reviewer
      </button>
      <FormAlert message={refused ?? null} />
    </finding.Form>
  );
}

function RecommendationForm({
  recommended,
}: {
  recommended: NonNullable<AppealView["appeal"]>["recommendation"];
}) {
  const id = useId();
  const saving = useFetcher<FormReply>();
  const [form, fields] = useForm({
    id: `${id}-recommendation`,
    defaultValue: {
      recommendation: recommended?.recommendation ?? "",
      note: recommended?.note ?? "",
    },
    lastResult: saving.data?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: AppealRecommendationFormSchema }),
  });
  return (
    <saving.Form
      method="post"
      id={form.id}
      onSubmit={form.onSubmit}
      noValidate
      className="form appeal__form"
      aria-label="Recommend on the appeal"
    >
      <input type="hidden" name="intent" value="appeal-recommend" />
      <ChoiceField
        field={fields.recommendation}
        label="Your recommendation"
        placeholder="Choose one"
        options={Object.keys(RECOMMENDATION_LABELS)}
        optionLabel={(option) => RECOMMENDATION_LABELS[option] ?? option}
      />
      <LongTextField
        field={fields.note}
        label="Why"
        hint={`For the admin who decides; the founder does not read it. At most ${APPEAL_NOTE_MAX} characters.`}
        rows={4}
      />
      <button type="submit" className="button button--primary" disabled={saving.state !== "idle"}>
        {recommended ? "Change my recommendation" : "Send my recommendation"}
      </button>
      <FormAlert message={form.errors?.[0] ?? null} />
    </saving.Form>
  );
}

function DecisionForm({ language }: { language: "en" | "ar" }) {
  const id = useId();
  const saving = useFetcher<FormReply>();
  const [form, fields] = useForm({
    id: `${id}-decision`,
    lastResult: saving.data?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AppealDecisionFormSchema }),
  });
  return (
    <saving.Form
      method="post"
      id={form.id}
      onSubmit={form.onSubmit}
      noValidate
      className="form appeal__form"
      aria-label="Decide the appeal"
    >
      <input type="hidden" name="intent" value="appeal-decide" />
      <ChoiceField
        field={fields.outcome}
        label="Outcome"
        placeholder="Choose one"
        options={Object.keys(OUTCOME_LABELS)}
        optionLabel={(option) => OUTCOME_LABELS[option] ?? option}
      />
      <LongTextField
        field={fields.text}
        label="What the founder reads"
        hint={`Mailed to the founder and kept on their page, in ${LANGUAGE_NAME[language]}, the language they applied in. At most ${APPEAL_NOTE_MAX} characters.`}
        lang={language === "ar" ? "ar" : undefined}
        rows={5}
      />
      <button type="submit" className="button button--primary" disabled={saving.state !== "idle"}>
        Decide and tell the founder
      </button>
      <FormAlert message={form.errors?.[0] ?? null} />
    </saving.Form>
  );
}
