import { useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { INVITE_ONLY } from "../../content/products";
import { useNumberText } from "../../i18n/digits";
import { useLocalePath } from "../../i18n/language";

/** Why most offerings are invite-only, and the two ways in. */
export function InviteOnly() {
  const number = useNumberText();
  const { t } = useLingui();
  const localePath = useLocalePath();
  return (
    <section className="section invite-only" aria-labelledby="invite-title">
      <div>
        <h2 id="invite-title">{t(INVITE_ONLY.title)}</h2>
        {INVITE_ONLY.paragraphs.map((paragraph) => (
          <p key={paragraph.id}>{t(paragraph)}</p>
        ))}
      </div>
      <ol className="ways">
        {INVITE_ONLY.ways.map((way, index) => (
          <li key={way.title.id} className="way">
            <span className="way__number" aria-hidden="true">
              {number(index + 1)}
            </span>
            <h3>{t(way.title)}</h3>
            <p>{t(way.text)}</p>
            <Link to={localePath(way.link.to)}>{t(way.link.label)}</Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
