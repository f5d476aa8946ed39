import { Trans, useLingui } from "@lingui/react/macro";
import { APPLICATION_STEPS } from "../../../core/questions/application";
import type { SubmittedAnswers } from "../../../core/schemas/application";
import { TypedText } from "../../components/ui/typed-text";
import { applicationWords } from "../../words/application-words";

/**
 * Every answer the founder sent, read-only, under the questions' own labels (in the page's
 * language, as the application form shows them), step by step; each answer in the direction it
 * was typed in.
 */
export function AnswersSection({ answers }: { answers: SubmittedAnswers }) {
  const { i18n, t } = useLingui();
  const words = applicationWords(i18n);
  return (
    <section className="card founder-section" aria-labelledby="founder-answers-heading">
      <h2 id="founder-answers-heading">
        <Trans>What you sent us</Trans>
      </h2>
      {APPLICATION_STEPS.map((step) => (
        <section key={step.title} className="founder-answers" aria-label={words(step.title)}>
          <h3>{words(step.title)}</h3>
          <dl className="founder-fields">
            {step.fields.map((field) => (
              <Answer
                key={field.name}
                label={words(field.label)}
                value={
                  field.name === "developmentStage"
                    ? words(answers.developmentStage)
                    : answers[field.name]
                }
              />
            ))}
            {step.title === "Founder identity" && answers.founderName ? (
              <Answer label={t`Founder name`} value={answers.founderName} />
            ) : null}
            {step.title === "Startup details" && answers.investmentClarification ? (
              <Answer label={t`Investment clarification`} value={answers.investmentClarification} />
            ) : null}
          </dl>
        </section>
      ))}
    </section>
  );
}

function Answer({ label, value }: { label: string; value: string | number | null }) {
  const { t } = useLingui();
  const answered = value !== null && value !== "";
  return (
    <div className="founder-fields__row">
      <dt>{label}</dt>
      <dd dir={answered ? "auto" : undefined}>
        {answered ? <TypedText value={String(value)} /> : t`Not answered`}
      </dd>
    </div>
  );
}
