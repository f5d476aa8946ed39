import { Trans, useLingui } from "@lingui/react/macro";
import { SERVICE_TILES } from "../../../core/consultancy";
import { SERVICES } from "../../content/consultancy";
import { useNumberText } from "../../i18n/digits";

/** 'How We Help You': the ten service tiles of docs/product.md, section 9.3. */
export function ServiceTiles() {
  const number = useNumberText();
  const { t } = useLingui();
  return (
    <section className="section" aria-labelledby="help-title">
      <h2 id="help-title">
        <Trans>How We Help You</Trans>
      </h2>
      <ul className="tiles tiles--services">
        {SERVICE_TILES.map((tile, index) => (
          <li key={tile} className="tile">
            <span className="tile__number" aria-hidden="true">
              {number(index + 1, { minimumIntegerDigits: 2 })}
            </span>
            <h3>{t(SERVICES[tile].name)}</h3>
            <p>{t(SERVICES[tile].text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
