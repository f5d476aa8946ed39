import { Trans, useLingui } from "@lingui/react/macro";
import { STORY } from "../../content/about";
import { useFigureText } from "../../i18n/digits";

export function Story() {
  const figure = useFigureText();
  const { t } = useLingui();
  return (
    <section className="section story" aria-labelledby="story-title">
      <div>
        <h2 id="story-title">
          <Trans>Our story</Trans>
        </h2>
        {STORY.paragraphs.map((paragraph) => (
          <p key={paragraph.id}>{t(paragraph)}</p>
        ))}
      </div>
      <ol className="timeline" aria-label={t`Milestones`}>
        {STORY.milestones.map((milestone) => (
          <li key={milestone.text.id} className="timeline__item">
            <span className="timeline__year">
              {figure(typeof milestone.year === "string" ? milestone.year : t(milestone.year))}
            </span>
            <span>{t(milestone.text)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
