import { SERVICE_TILES } from "../../../core/constants";
import { SERVICE_DESCRIPTIONS } from "../../content/consultancy";

/** 'How We Help You': the ten service tiles of docs/product.md, section 9.3. */
export function ServiceTiles() {
  return (
    <section className="section" aria-labelledby="help-title">
      <h2 id="help-title">How We Help You</h2>
      <ul className="tiles tiles--services">
        {SERVICE_TILES.map((tile, index) => (
          <li key={tile} className="tile">
            <span className="tile__number" aria-hidden="true">
              {String(index + 1).padStart(2, "0")}
            </span>
            <h3>{tile}</h3>
            <p>{SERVICE_DESCRIPTIONS[tile]}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
