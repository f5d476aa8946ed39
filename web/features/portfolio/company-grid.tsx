import { Trans, useLingui } from "@lingui/react/macro";
import {
  COMPANY_LOGO_SIZE,
  companyLogo,
  PORTFOLIO_COMPANIES,
  type PortfolioCompany,
} from "../../content/portfolio";

function CompanyCard({ company }: { company: PortfolioCompany }) {
  const { t } = useLingui();
  const chiefExecutive = company.chiefExecutive;
  return (
    <li className="company">
      <div className="company__mark">
        <img
          src={companyLogo(company.slug)}
          alt=""
          width={COMPANY_LOGO_SIZE.width}
          height={COMPANY_LOGO_SIZE.height}
          loading="lazy"
          className="company__logo"
        />
      </div>
      <div>
        <h3 className="company__name">{company.name}</h3>
        <p className="company__sector">{t(company.sector)}</p>
      </div>
      <p className="company__text">{t(company.text)}</p>
      <dl className="company__facts">
        <div>
          <dt>
            <Trans>Chief executive</Trans>
          </dt>
          <dd>{company.doctor ? t`Dr. ${chiefExecutive}` : chiefExecutive}</dd>
        </div>
        <div>
          <dt>
            <Trans>Lead investor</Trans>
          </dt>
          <dd>{company.leadInvestor}</dd>
        </div>
        <div>
          <dt>
            <Trans>Country</Trans>
          </dt>
          <dd>{t(company.country)}</dd>
        </div>
      </dl>
    </li>
  );
}

/** The 16 case-study companies: name, chief executive, lead investor, country and logo. */
export function CompanyGrid() {
  return (
    <section className="section" aria-labelledby="companies-title">
      <h2 id="companies-title">
        <Trans>Case studies</Trans>
      </h2>
      <ul className="companies">
        {PORTFOLIO_COMPANIES.map((company) => (
          <CompanyCard key={company.slug} company={company} />
        ))}
      </ul>
    </section>
  );
}
