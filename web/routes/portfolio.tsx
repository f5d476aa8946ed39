import { PageHeader } from "../components/ui/page-header";
import { PORTFOLIO_DISCLAIMER, PORTFOLIO_STATEMENT } from "../content/portfolio";
import { CompanyGrid } from "../features/portfolio/company-grid";
import { FeaturedCase } from "../features/portfolio/featured-case";
import { metaForLocation } from "../lib/meta";
import "../styles/sections.css";
import "../styles/portfolio.css";

export const meta = metaForLocation;

export default function Portfolio() {
  return (
    <div className="page">
      <PageHeader eyebrow="Track record" title="Portfolio">
        <p className="statement">{PORTFOLIO_STATEMENT}</p>
        <p>
          From a cold-chain start-up with three vans to chip-design software, these are companies we
          backed early and still stand behind.
        </p>
      </PageHeader>
      <FeaturedCase />
      <CompanyGrid />
      <aside className="disclaimer" aria-labelledby="disclaimer-title">
        <h2 id="disclaimer-title">Disclaimer</h2>
        <p>{PORTFOLIO_DISCLAIMER}</p>
      </aside>
    </div>
  );
}
