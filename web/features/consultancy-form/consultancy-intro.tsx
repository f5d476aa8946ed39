import { CONSULTANCY_FORM_MINUTES } from "../../../core/constants";
import { CONSULTANCY_STEPS } from "../../../core/schemas/consultancy-request";
import type { IntroProps } from "../../components/multi-step-form/multi-step-form";

/** Step 0: what the consultancy form asks and how long it takes. */
export function ConsultancyIntro({ headingRef, hasDraft, onStart }: IntroProps) {
  return (
    <section className="stepper__screen card" aria-labelledby="consultancy-intro-heading">
      <h2 id="consultancy-intro-heading" ref={headingRef} tabIndex={-1}>
        Before you start
      </h2>
      <dl className="stepper__facts">
        <div>
          <dt>Time needed</dt>
          <dd>{CONSULTANCY_FORM_MINUTES}</dd>
        </div>
        <div>
          <dt>Steps</dt>
          <dd>{CONSULTANCY_STEPS.length} + review</dd>
        </div>
      </dl>
      <p>
        Three short steps about your business, the problem you want solved and what you expect from
        a consultancy. A consultant reads every form and proposes how we can work together; the form
        itself commits you to nothing.
      </p>
      <ol className="stepper__outline">
        {CONSULTANCY_STEPS.map((step) => (
          <li key={step.title}>{step.title}</li>
        ))}
      </ol>
      <p className="stepper__note">
        Your answers are kept in this browser as you type, so a refresh or a closed tab loses
        nothing. Fields marked (optional) may be left empty.
      </p>
      <div className="stepper__actions">
        <button type="button" className="button button--primary" onClick={onStart}>
          {hasDraft ? "Continue" : "Start"}
        </button>
      </div>
    </section>
  );
}
