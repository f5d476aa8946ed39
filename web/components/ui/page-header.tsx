import type { ReactNode } from "react";

type PageHeaderProps = { eyebrow?: string; title: string; children?: ReactNode };

/** The opening of a content page: a small kicker, the page's one h1 and its lead paragraph. */
export function PageHeader({ eyebrow, title, children }: PageHeaderProps) {
  return (
    <header className="page__header">
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h1>{title}</h1>
      {children ? <div className="lead">{children}</div> : null}
    </header>
  );
}
