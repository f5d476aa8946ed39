import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { FIRM } from "../../../core/firm";
import { LEGAL_LINKS } from "../../content/navigation";
import { useNumberText } from "../../i18n/digits";
import { useLocale, useLocalePath } from "../../i18n/language";
import { DigitsChoice } from "./digits-choice";

/** The foot of every page; `newsletter` is the sign-up form, composed in by the layout route. */
export function Footer({ newsletter }: { newsletter: ReactNode }) {
  const number = useNumberText();
  const { t } = useLingui();
  const localePath = useLocalePath();
  const locale = useLocale();
  return (
    <footer className="footer">
      <div className="footer__inner">
        <section className="footer__newsletter" aria-labelledby="newsletter-heading">
          <h2 id="newsletter-heading">
            <Trans>Stay in the loop</Trans>
          </h2>
          <p>
            <Trans>Portfolio news, cohort calls and founder resources, once a month.</Trans>
          </p>
          {newsletter}
        </section>
        <nav className="footer__links" aria-label={t`Legal`}>
          <ul>
            {LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={localePath(link.to)}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
          <a href={FIRM.companyPageUrl} target="_blank" rel="noopener noreferrer">
            {t`${FIRM.name} on LinkedIn`}
            <span className="visually-hidden">
              {" "}
              <Trans>(opens in a new tab)</Trans>
            </span>
          </a>
        </nav>
        {/* The Arabic edition's digits: Western unless the visitor chooses Eastern Arabic. */}
        {locale === "ar" ? <DigitsChoice /> : null}
      </div>
      <p className="footer__copyright">
        <Trans>
          © {number(FIRM.copyrightYear)} {FIRM.name}. All rights reserved.
        </Trans>
      </p>
    </footer>
  );
}
