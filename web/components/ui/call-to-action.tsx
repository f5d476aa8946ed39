import type { ReactNode } from "react";
import { Link } from "react-router";
import { useLocalePath } from "../../i18n/language";

type CallToActionProps = {
  id: string;
  title: string;
  children: ReactNode;
  action: { label: string; to: string };
};

/** A closing band: a heading, a line of text and one primary button. */
export function CallToAction({ id, title, children, action }: CallToActionProps) {
  const localePath = useLocalePath();
  return (
    <section className="cta-band" aria-labelledby={id}>
      <div>
        <h2 id={id}>{title}</h2>
        <div className="cta-band__text">{children}</div>
      </div>
      <Link to={localePath(action.to)} className="button button--primary">
        {action.label}
      </Link>
    </section>
  );
}
