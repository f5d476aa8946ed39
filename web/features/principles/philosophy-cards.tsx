import { PHILOSOPHY_CARDS } from "../../content/principles";

/** The eight named investor-philosophy cards. */
export function PhilosophyCards() {
  return (
    <section className="section" aria-labelledby="philosophies-title">
      <h2 id="philosophies-title">Eight principles our investors hold to</h2>
      <ul className="tiles tiles--four">
        {PHILOSOPHY_CARDS.map((card) => (
          <li key={card.name} className="tile">
            <h3>{card.name}</h3>
            <p>{card.text}</p>
            <p className="tile__byline">Championed by {card.championedBy}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
