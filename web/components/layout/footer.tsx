import { Link } from "react-router";
import { FIRM } from "../../../core/firm";
import { LEGAL_LINKS } from "../../content/navigation";
import { NewsletterForm } from "../../features/newsletter/newsletter-form";

export function Footer() {
  return (
    <footer className="footer">
      <div className="footer__inner">
        <section className="footer__newsletter" aria-labelledby="newsletter-heading">
          <h2 id="newsletter-heading">Stay in the loop</h2>
          <p>Portfolio news, cohort calls and founder resources, once a month.</p>
          <NewsletterForm />
        </section>
        <nav className="footer__links" aria-label="Legal">
          <ul>
            {LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
          <a href={FIRM.companyPageUrl} target="_blank" rel="noopener noreferrer">
            {FIRM.companyPageLabel}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </nav>
      </div>
      <p className="footer__copyright">
        © {FIRM.copyrightYear} {FIRM.name}. All rights reserved.
      </p>
    </footer>
  );
}
