import { Trans, useLingui } from "@lingui/react/macro";
import { PageHeader } from "../components/ui/page-header";
import { PORTFOLIO_DISCLAIMER, PORTFOLIO_STATEMENT } from "../content/portfolio";
import { CompanyGrid } from "../features/portfolio/company-grid";
import { FeaturedCase } from "../features/portfolio/featured-case";
import { metaForLocation } from "../lib/meta";
import "../styles/sections.css";
import "../styles/portfolio.css";

export const meta = metaForLocation;

export default function Portfolio() {
  const { t } = useLingui();
  return (
    <div className="page">
      <PageHeader eyebrow={t`Track record`} title={t`Portfolio`}>
        <p className="statement">{t(PORTFOLIO_STATEMENT)}</p>
        <p>
          <Trans>
            From a cold-chain start-up with three vans to chip-design software, these are companies
            we backed early and still stand behind.
          </Trans>
        </p>
      </PageHeader>
      <FeaturedCase />
      <CompanyGrid />
      <aside className="disclaimer" aria-labelledby="disclaimer-title">
        <h2 id="disclaimer-title">
          <Trans>Disclaimer</Trans>
        </h2>
        <p>{t(PORTFOLIO_DISCLAIMER)}</p>
      </aside>
    </div>
  );
}
