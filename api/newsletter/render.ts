import { convert } from "html-to-text";
import { Marked, type Tokens } from "marked";
import { FIRM } from "../../core/firm";
import { ltr } from "../../core/founder-mail-texts";
import type { Language } from "../../core/languages";
import { shownText } from "../../core/schemas/arabic-texts";
import { escapeHtml, mailHtmlDocument } from "../mail/mail-html";

// A newsletter's Markdown as the two parts of its mail (docs/decisions/047-mailing-list.md): the
// HTML from marked, the plain text from that HTML by html-to-text, so both say the same. Links may
// only lead to the site (SITE_URL); raw HTML in the Markdown is shown as text, never run.

export type NewsletterContent = {
  /** The body's HTML, without the layout and the footer. */
  html: string;
  /** The body as plain text. */
  text: string;
  /** What must change before it can be sent: links off the site, images without a description. */
  problems: string[];
};

const LINK_STYLE = "color:#9a3412;text-decoration:underline";
const HEADING_STYLES: Record<number, string> = {
  1: "font-family:Georgia,'Times New Roman',serif;font-size:26px;line-height:1.25;margin:8px 0 16px",
  2: "font-family:Georgia,'Times New Roman',serif;font-size:21px;line-height:1.3;margin:24px 0 12px",
};
const headingStyle = (depth: number) =>
  HEADING_STYLES[depth] ?? "font-size:17px;line-height:1.4;margin:20px 0 8px";

/** The link's absolute address on the site, or null when it leads anywhere else. */
function onSite(href: string, siteUrl: string): string | null {
  const site = new URL(siteUrl);
  try {
    const url = new URL(href, site);
    return url.origin === site.origin ? url.href : null;
  } catch {
    return null;
  }
}

/** Renders the Markdown body once per newsletter (the same for every recipient). */
export function renderNewsletterContent(body: string, siteUrl: string): NewsletterContent {
  const problems = new Set<string>();
  const markdown = new Marked({
    gfm: true,
    renderer: {
      html: ({ text }: Tokens.HTML | Tokens.Tag) => escapeHtml(text),
      heading({ tokens, depth }: Tokens.Heading) {
        return `<h${depth} style="${headingStyle(depth)}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
      },
      paragraph({ tokens }: Tokens.Paragraph) {
        return `<p style="margin:0 0 16px">${this.parser.parseInline(tokens)}</p>\n`;
      },
      link({ href, title, tokens }: Tokens.Link) {
        const label = this.parser.parseInline(tokens);
        const url = onSite(href, siteUrl);
        if (!url) {
          problems.add(`The link to ${href} leaves the site: links may only lead to ${siteUrl}.`);
          return label;
        }
        const titled = title ? ` title="${escapeHtml(title)}"` : "";
        return `<a href="${escapeHtml(url)}"${titled} style="${LINK_STYLE}">${label}</a>`;
      },
      image({ href, text }: Tokens.Image) {
        const url = onSite(href, siteUrl);
        if (!url)
          problems.add(
            `The image ${href} is not on the site: images may only come from ${siteUrl}.`,
          );
        if (!text.trim())
          problems.add(
            `The image ${href} needs a description (its alt text), read when images are off.`,
          );
        if (!url) return escapeHtml(text);
        return `<img src="${escapeHtml(url)}" alt="${escapeHtml(text)}" style="max-width:100%;height:auto">`;
      },
    },
  });
  const html = markdown.parse(body, { async: false });
  return { html, text: htmlToText(html), problems: [...problems] };
}

const htmlToText = (html: string) =>
  convert(html, {
    wordwrap: 78,
    selectors: [
      { selector: "a", options: { hideLinkHrefIfSameAsText: true } },
      { selector: "img", format: "skip" },
      { selector: "h1", options: { uppercase: false } },
      { selector: "h2", options: { uppercase: false } },
      { selector: "h3", options: { uppercase: false } },
    ],
  }).trim();

/** What staff wrote of a newsletter, in English and Arabic (docs/decisions/075-staff-text-in-both-languages.md). */
export type NewsletterTexts = Record<"subject" | "body" | "subjectAr" | "bodyAr", string>;

/** The newsletter as the subscribers who read one language get it, rendered once for all of them. */
export type NewsletterEdition = {
  /** The subscribers' language: the mail's frame (footer, direction) is in it. */
  language: Language;
  subject: string;
  content: NewsletterContent;
  /** The language the body is in: English standing in where no Arabic was written. */
  bodyLanguage: Language;
};

/**
 * The newsletter in `language`: the Arabic subject and body where staff wrote them, else the
 * English ones (shownText), each on its own, so an Arabic subject may head an English body.
 */
export function newsletterEdition(
  texts: NewsletterTexts,
  language: Language,
  siteUrl: string,
): NewsletterEdition {
  const body = shownText(texts, "body", language);
  return {
    language,
    subject: shownText(texts, "subject", language).text,
    content: renderNewsletterContent(body.text, siteUrl),
    bodyLanguage: body.language,
  };
}

/** A recipient's own links: leaving the list, and the page that changes the language. */
export type RecipientLinks = { unsubscribe: string; language: string };

const link = (href: string, label: string, attributes = "") =>
  `<a href="${escapeHtml(href)}" style="${LINK_STYLE}"${attributes}>${label}</a>`;

/** The footer's words in each language: why this mail came, how to leave, how to switch. */
const FOOTERS: Record<
  Language,
  (links: RecipientLinks) => { html: string; text: string; signature: string }
> = {
  en: (links) => {
    const why = `You get this because you subscribed to the ${FIRM.name} newsletter and confirmed it.`;
    return {
      html: `<p style="margin:0 0 8px">${escapeHtml(why)} ${link(links.unsubscribe, "Unsubscribe")} in one click.</p>
<p style="margin:0 0 8px">Receive it in Arabic: ${link(links.language, "بالعربية", ' lang="ar" dir="rtl"')}</p>
`,
      text: `${why}\nUnsubscribe in one click: ${links.unsubscribe}\nReceive it in Arabic (بالعربية): ${links.language}`,
      signature: FIRM.name,
    };
  },
  ar: (links) => {
    const why = (name: string) =>
      `تصلك هذه الرسالة لأنك اشتركت في النشرة الإخبارية من ${name} وأكّدت اشتراكك.`;
    return {
      html: `<p style="margin:0 0 8px">${why(`<span dir="ltr">${escapeHtml(FIRM.name)}</span>`)} ${link(links.unsubscribe, "ألغِ اشتراكك")} بنقرة واحدة.</p>
<p style="margin:0 0 8px">لتصلك بالإنجليزية: ${link(links.language, "In English", ' lang="en" dir="ltr"')}</p>
`,
      text: `${why(ltr(FIRM.name))}\nلإلغاء الاشتراك بنقرة واحدة:\n${links.unsubscribe}\nلتصلك بالإنجليزية:\n${links.language}`,
      signature: ltr(FIRM.name),
    };
  },
};

/**
 * One recipient's mail: the edition in its language's frame (an Arabic mail is right to left),
 * English standing in for an Arabic body marked as English, left to right; and a footer in the
 * recipient's language with their own links.
 */
export function personaliseNewsletter(
  edition: Pick<NewsletterEdition, "language" | "subject" | "bodyLanguage"> & {
    content: Pick<NewsletterContent, "html" | "text">;
  },
  links: RecipientLinks,
): { html: string; text: string } {
  const { language, content } = edition;
  const footer = FOOTERS[language](links);
  const standsIn = edition.bodyLanguage !== language;
  return {
    html: mailHtmlDocument({
      subject: edition.subject,
      language,
      content: standsIn
        ? `<div lang="${edition.bodyLanguage}" dir="ltr" style="text-align:left">\n${content.html}</div>`
        : content.html,
      footer: footer.html,
    }),
    text: `${content.text}\n\n-- \n${footer.text}\n\n${footer.signature} · ${FIRM.email}\n`,
  };
}
