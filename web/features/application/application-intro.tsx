import type { Ref } from "react";
import { APPLICATION_FEE_PAISE, APPLICATION_MINUTES } from "../../../core/constants";
import { APPLICATION_STEPS } from "../../../core/schemas/application";

type ApplicationIntroProps = {
  headingRef: Ref<HTMLHeadingElement>;
  hasDraft: boolean;
  onStart: () => void;
};

/** Step 0: what the application asks, how long it takes and what it costs. */
export function ApplicationIntro({ headingRef, hasDraft, onStart }: ApplicationIntroProps) {
  return (
    <section className="stepper__screen card" aria-labelledby="application-intro-heading">
      <h2 id="application-intro-heading" ref={headingRef} tabIndex={-1}>
        Before you start
      </h2>
      <dl className="stepper__facts">
        <div>
          <dt>Time needed</dt>
          <dd>{APPLICATION_MINUTES}</dd>
        </div>
        <div>
          <dt>Application fee</dt>
          <dd>₹{APPLICATION_FEE_PAISE / 100}</dd>
        </div>
      </dl>
      <p>
        Five short steps about you, your startup, your team and what you expect from us, then a
        review of every answer before you pay the fee.
      </p>
      <ol className="stepper__outline">
        {APPLICATION_STEPS.map((step) => (
          <li key={step.title}>{step.title}</li>
        ))}
      </ol>
      <p className="stepper__note">
        Your answers are kept in this browser as you type, so a refresh or a closed tab loses
        nothing. Fields marked (optional) may be left empty.
      </p>
      <div className="stepper__actions">
        <button type="button" className="button button--primary" onClick={onStart}>
          {hasDraft ? "Continue application" : "Start application"}
        </button>
      </div>
    </section>
  );
}
