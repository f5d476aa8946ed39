import { Link } from "react-router";
import { INVITE_ONLY } from "../../content/products";

/** Why most offerings are invite-only, and the two ways in. */
export function InviteOnly() {
  return (
    <section className="section invite-only" aria-labelledby="invite-title">
      <div>
        <h2 id="invite-title">{INVITE_ONLY.title}</h2>
        {INVITE_ONLY.paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 32)}>{paragraph}</p>
        ))}
      </div>
      <ol className="ways">
        {INVITE_ONLY.ways.map((way, index) => (
          <li key={way.title} className="way">
            <span className="way__number" aria-hidden="true">
              {index + 1}
            </span>
            <h3>{way.title}</h3>
            <p>{way.text}</p>
            <Link to={way.link.to}>{way.link.label}</Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
