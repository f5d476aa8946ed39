import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { CONSULTANCY_FORM_MINUTES } from "../../../core/constants";
import { CONSULTANCY_STEPS } from "../../../core/questions/consultancy";
import { FormIntro } from "../../components/multi-step-form/form-intro";
import type { IntroProps } from "../../components/multi-step-form/multi-step-form";
import { useNumberText } from "../../i18n/digits";
import { consultancyWords } from "./consultancy-words";

const STEP_COUNT = CONSULTANCY_STEPS.length;

/** Step 0: what the consultancy form asks and how long it takes. */
export function ConsultancyIntro(props: IntroProps) {
  const { i18n, t } = useLingui();
  const number = useNumberText();
  const facts = [
    {
      term: msg`Time needed`,
      value: <bdi>{consultancyWords(i18n)(CONSULTANCY_FORM_MINUTES)}</bdi>,
    },
    { term: msg`Steps`, value: t`${number(STEP_COUNT)} + review` },
  ];
  return (
    <FormIntro
      {...props}
      idPrefix="consultancy"
      facts={facts.map(({ term, value }) => ({ term: i18n._(term), value }))}
      steps={CONSULTANCY_STEPS}
      startLabel={t`Start`}
      continueLabel={t`Continue`}
    >
      <p>
        <Trans>
          Three short steps about your business, the problem you want solved and what you expect
          from a consultancy. A consultant reads every form and proposes how we can work together;
          the form itself commits you to nothing.
        </Trans>
      </p>
    </FormIntro>
  );
}
