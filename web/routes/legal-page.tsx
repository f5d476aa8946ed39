import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { ISOLATED, LEGAL_DOCUMENTS, LEGAL_LAST_UPDATED } from "../content/legal";
import { LEGAL_PAGE_INFO } from "../content/pages";
import { contentDate } from "../i18n/dates";
import { useDigits, useMessageFigures } from "../i18n/digits";
import { useLocale, useLocalePath } from "../i18n/language";
import { basePath } from "../i18n/locales";
import { metaForLocation } from "../lib/meta";

export const meta = metaForLocation;

const LINK = /\[([^\]]+)\]\((\/[^)]*)\)/g;
const asPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const LEFT_TO_RIGHT = new RegExp(ISOLATED.map(asPattern).join("|"), "g");

/**
 * Text in which the e-mail address and the fee keep their own direction, so an Arabic sentence
 * never reorders them; `at` is where the text starts in its paragraph (the elements' keys).
 */
function isolated(text: string, at: number): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LEFT_TO_RIGHT)) {
    parts.push(text.slice(last, match.index));
    parts.push(
      <bdi key={at + match.index} dir="ltr">
        {match[0]}
      </bdi>,
    );
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return parts;
}

/** Renders a paragraph whose internal links are written [label](/path). */
function Paragraph({ text }: { text: string }) {
  const localePath = useLocalePath();
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label, to] = match;
    parts.push(...isolated(text.slice(last, match.index), last));
    parts.push(
      <Link key={match.index} to={localePath(to ?? "/")}>
        {label}
      </Link>,
    );
    last = match.index + whole.length;
  }
  parts.push(...isolated(text.slice(last), last));
  return <p>{parts}</p>;
}

export default function LegalPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const digits = useDigits();
  const figures = useMessageFigures();
  const { pathname } = useLocation();
  const slug = basePath(pathname).slice(1);
  const document = LEGAL_DOCUMENTS.find((doc) => doc.slug === slug);
  if (!document) throw new Response("Not Found", { status: 404 });
  const updated = contentDate(locale, LEGAL_LAST_UPDATED, digits);
  return (
    <article className="page page--narrow legal">
      <h1>{t(LEGAL_PAGE_INFO[document.slug].heading)}</h1>
      <p className="legal__updated">
        <Trans>Last updated {updated}</Trans>
      </p>
      <p className="legal__intro">{t(figures(document.intro))}</p>
      {document.sections.map((section) => (
        <section key={section.heading.id}>
          <h2>{t(section.heading)}</h2>
          {section.paragraphs.map((paragraph) => (
            <Paragraph key={paragraph.id} text={t(figures(paragraph))} />
          ))}
        </section>
      ))}
    </article>
  );
}
