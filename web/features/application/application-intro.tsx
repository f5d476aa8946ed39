import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { APPLICATION_FEE_PAISE, APPLICATION_MINUTES } from "../../../core/constants";
import { formatFee } from "../../../core/money";
import { APPLICATION_STEPS } from "../../../core/questions/application";
import { FormIntro } from "../../components/multi-step-form/form-intro";
import type { IntroProps } from "../../components/multi-step-form/multi-step-form";
import { applicationWords } from "../../words/application-words";

const FACTS = [
  { term: msg`Time needed`, value: APPLICATION_MINUTES },
  { term: msg`Application fee`, value: formatFee(APPLICATION_FEE_PAISE) },
];

/** Step 0: what the application asks, how long it takes and what it costs. */
export function ApplicationIntro(props: IntroProps) {
  const { i18n, t } = useLingui();
  return (
    <FormIntro
      {...props}
      idPrefix="application"
      facts={FACTS.map(({ term, value }) => ({
        term: i18n._(term),
        value: <bdi>{applicationWords(i18n)(value)}</bdi>,
      }))}
      steps={APPLICATION_STEPS}
      startLabel={t`Start application`}
      continueLabel={t`Continue application`}
    >
      <p>
        <Trans>
          Five short steps about you, your startup, your team and what you expect from us, then a
          review of every answer before you pay the fee.
        </Trans>
      </p>
    </FormIntro>
  );
}
