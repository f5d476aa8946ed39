import { Link } from "react-router";
import { PHILOSOPHY_TILES } from "../../content/home";
import { PATHS } from "../../paths";

/** The five tiles of our investment philosophy, with the way to the full principles. */
export function PhilosophyGrid() {
  return (
    <section className="section" aria-labelledby="philosophy-title">
      <div className="section__head">
        <h2 id="philosophy-title">Our investment philosophy</h2>
        <Link to={PATHS.principles}>Read our principles</Link>
      </div>
      <ol className="tiles tiles--five">
        {PHILOSOPHY_TILES.map((tile, index) => (
          <li key={tile.title} className="tile">
            <span className="tile__number" aria-hidden="true">
              {String(index + 1).padStart(2, "0")}
            </span>
            <h3>{tile.title}</h3>
            <p>{tile.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
