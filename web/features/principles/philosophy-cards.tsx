import { Trans, useLingui } from "@lingui/react/macro";
import { PHILOSOPHY_CARDS } from "../../content/principles";

/** The eight named investor-philosophy cards. */
export function PhilosophyCards() {
  const { t } = useLingui();
  return (
    <section className="section" aria-labelledby="philosophies-title">
      <h2 id="philosophies-title">
        <Trans>Eight principles our investors hold to</Trans>
      </h2>
      <ul className="tiles tiles--four">
        {PHILOSOPHY_CARDS.map((card) => (
          <li key={card.name.id} className="tile">
            <h3>{t(card.name)}</h3>
            <p>{t(card.text)}</p>
            <p className="tile__byline">
              <Trans>Championed by {card.championedBy}</Trans>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
