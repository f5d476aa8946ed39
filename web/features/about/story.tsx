import { STORY } from "../../content/about";

export function Story() {
  return (
    <section className="section story" aria-labelledby="story-title">
      <div>
        <h2 id="story-title">Our story</h2>
        {STORY.paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 32)}>{paragraph}</p>
        ))}
      </div>
      <ol className="timeline" aria-label="Milestones">
        {STORY.milestones.map((milestone) => (
          <li key={milestone.year} className="timeline__item">
            <span className="timeline__year">{milestone.year}</span>
            <span>{milestone.text}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
