import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { PHILOSOPHY_TILES } from "../../content/home";
import { useNumberText } from "../../i18n/digits";
import { useLocalePath } from "../../i18n/language";
import { PATHS } from "../../paths";

/** The five tiles of our investment philosophy, with the way to the full principles. */
export function PhilosophyGrid() {
  const number = useNumberText();
  const { t } = useLingui();
  const localePath = useLocalePath();
  return (
    <section className="section" aria-labelledby="philosophy-title">
      <div className="section__head">
        <h2 id="philosophy-title">
          <Trans>Our investment philosophy</Trans>
        </h2>
        <Link to={localePath(PATHS.principles)}>
          <Trans>Read our principles</Trans>
        </Link>
      </div>
      <ol className="tiles tiles--five">
        {PHILOSOPHY_TILES.map((tile, index) => (
          <li key={tile.title.id} className="tile">
            <span className="tile__number" aria-hidden="true">
              {number(index + 1, { minimumIntegerDigits: 2 })}
            </span>
            <h3>{t(tile.title)}</h3>
            <p>{t(tile.text)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
