import { Trans, useLingui } from "@lingui/react/macro";
import { CallToAction } from "../components/ui/call-to-action";
import { PageHeader } from "../components/ui/page-header";
import { Approaches } from "../features/principles/approaches";
import { PhilosophyCards } from "../features/principles/philosophy-cards";
import { metaForLocation } from "../lib/meta";
import { PATHS } from "../paths";
import "../styles/sections.css";

export const meta = metaForLocation;

export default function Principles() {
  const { t } = useLingui();
  return (
    <div className="page">
      <PageHeader eyebrow={t`Philosophy`} title={t`Our Investment Philosophy`}>
        <p>
          <Trans>
            We back two kinds of company, and we back them differently. A battery chemistry and a
            payroll app both deserve capital, but not the same cheque, timeline or questions.
          </Trans>
        </p>
      </PageHeader>
      <Approaches />
      <PhilosophyCards />
      <CallToAction
        id="principles-cta"
        title={t`Building something we should see?`}
        action={{ label: t`Apply For Funding`, to: PATHS.application }}
      >
        <p>
          <Trans>
            Apply for a pitch session: one pitch, and our analyst report does the travelling.
          </Trans>
        </p>
      </CallToAction>
    </div>
  );
}
