import { Link, useLocation } from "react-router";
import { LEGAL_DOCUMENTS } from "../content/legal";
import { basePath } from "../i18n/locales";
import { metaForLocation } from "../lib/meta";

export const meta = metaForLocation;

const LINK = /\[([^\]]+)\]\((\/[^)]*)\)/g;

/** Renders a paragraph whose internal links are written [label](/path). */
function Paragraph({ text }: { text: string }) {
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label, to] = match;
    parts.push(text.slice(last, match.index));
    parts.push(
      <Link key={match.index} to={to ?? "/"}>
        {label}
      </Link>,
    );
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <p>{parts}</p>;
}

export default function LegalPage() {
  const { pathname } = useLocation();
  const slug = basePath(pathname).slice(1);
  const document = LEGAL_DOCUMENTS.find((doc) => doc.slug === slug);
  if (!document) throw new Response("Not Found", { status: 404 });
  return (
    <article className="page page--narrow legal">
      <h1>{document.title}</h1>
      <p className="legal__updated">Last updated {document.lastUpdated}</p>
      <p className="legal__intro">{document.intro}</p>
      {document.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <Paragraph key={paragraph} text={paragraph} />
          ))}
        </section>
      ))}
    </article>
  );
}
