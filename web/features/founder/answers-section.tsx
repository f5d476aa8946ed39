import { APPLICATION_STEPS } from "../../../core/questions/application";
import type { SubmittedAnswers } from "../../../core/schemas/application";

/** Every answer the founder sent, read-only, under the questions' own labels, step by step. */
export function AnswersSection({ answers }: { answers: SubmittedAnswers }) {
  return (
    <section className="card founder-section" aria-labelledby="founder-answers-heading">
      <h2 id="founder-answers-heading">What you sent us</h2>
      {APPLICATION_STEPS.map((step) => (
        <section key={step.title} className="founder-answers" aria-label={step.title}>
          <h3>{step.title}</h3>
          <dl className="founder-fields">
            {step.fields.map((field) => (
              <Answer key={field.name} label={field.label} value={answers[field.name]} />
            ))}
            {step.title === "Founder identity" && answers.founderName ? (
              <Answer label="Founder name" value={answers.founderName} />
            ) : null}
            {step.title === "Startup details" && answers.investmentClarification ? (
              <Answer label="Investment clarification" value={answers.investmentClarification} />
            ) : null}
          </dl>
        </section>
      ))}
    </section>
  );
}

function Answer({ label, value }: { label: string; value: string | number | null }) {
  const text = value === null || value === "" ? "Not answered" : String(value);
  return (
    <div className="founder-fields__row">
      <dt>{label}</dt>
      <dd>{text}</dd>
    </div>
  );
}
