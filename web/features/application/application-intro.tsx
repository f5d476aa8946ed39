import { APPLICATION_FEE_PAISE, APPLICATION_MINUTES } from "../../../core/constants";
import { formatFee } from "../../../core/money";
import { APPLICATION_STEPS } from "../../../core/questions/application";
import { FormIntro } from "../../components/multi-step-form/form-intro";
import type { IntroProps } from "../../components/multi-step-form/multi-step-form";

const FACTS = [
  { term: "Time needed", value: APPLICATION_MINUTES },
  { term: "Application fee", value: formatFee(APPLICATION_FEE_PAISE) },
];

/** Step 0: what the application asks, how long it takes and what it costs. */
export function ApplicationIntro(props: IntroProps) {
  return (
    <FormIntro
      {...props}
      idPrefix="application"
      facts={FACTS}
      steps={APPLICATION_STEPS}
      startLabel="Start application"
      continueLabel="Continue application"
    >
      <p>
        Five short steps about you, your startup, your team and what you expect from us, then a
        review of every answer before you pay the fee.
      </p>
    </FormIntro>
  );
}
