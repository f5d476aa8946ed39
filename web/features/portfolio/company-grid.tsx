import {
  COMPANY_LOGO_SIZE,
  companyLogo,
  PORTFOLIO_COMPANIES,
  type PortfolioCompany,
} from "../../content/portfolio";

function CompanyCard({ company }: { company: PortfolioCompany }) {
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
        <p className="company__sector">{company.sector}</p>
      </div>
      <p className="company__text">{company.text}</p>
      <dl className="company__facts">
        <div>
          <dt>Chief executive</dt>
          <dd>{company.chiefExecutive}</dd>
        </div>
        <div>
          <dt>Lead investor</dt>
          <dd>{company.leadInvestor}</dd>
        </div>
        <div>
          <dt>Country</dt>
          <dd>{company.country}</dd>
        </div>
      </dl>
    </li>
  );
}

/** The 16 case-study companies: name, chief executive, lead investor, country and logo. */
export function CompanyGrid() {
  return (
    <section className="section" aria-labelledby="companies-title">
      <h2 id="companies-title">Case studies</h2>
      <ul className="companies">
        {PORTFOLIO_COMPANIES.map((company) => (
          <CompanyCard key={company.slug} company={company} />
        ))}
      </ul>
    </section>
  );
}
