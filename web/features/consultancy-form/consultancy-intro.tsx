import { CONSULTANCY_FORM_MINUTES } from "../../../core/constants";
import { CONSULTANCY_STEPS } from "../../../core/questions/consultancy";
import { FormIntro } from "../../components/multi-step-form/form-intro";
import type { IntroProps } from "../../components/multi-step-form/multi-step-form";

const FACTS = [
  { term: "Time needed", value: CONSULTANCY_FORM_MINUTES },
  { term: "Steps", value: `${CONSULTANCY_STEPS.length} + review` },
];

/** Step 0: what the consultancy form asks and how long it takes. */
export function ConsultancyIntro(props: IntroProps) {
  return (
    <FormIntro
      {...props}
      idPrefix="consultancy"
      facts={FACTS}
      steps={CONSULTANCY_STEPS}
      startLabel="Start"
      continueLabel="Continue"
    >
      <p>
        Three short steps about your business, the problem you want solved and what you expect from
        a consultancy. A consultant reads every form and proposes how we can work together; the form
        itself commits you to nothing.
      </p>
    </FormIntro>
  );
}
