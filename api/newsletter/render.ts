import { convert } from "html-to-text";
import { Marked, type Tokens } from "marked";
import { FIRM } from "../../core/firm";
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

/** One recipient's mail: the content, and a footer with their own unsubscribe link. */
export function personaliseNewsletter(
  content: Pick<NewsletterContent, "html" | "text">,
  subject: string,
  unsubscribeUrl: string,
): { html: string; text: string } {
  const why = `You get this because you subscribed to the ${FIRM.name} newsletter and confirmed it.`;
  return {
    html: mailHtmlDocument({
      subject,
      content: content.html,
      footer: `<p style="margin:0 0 8px">${escapeHtml(why)} <a href="${escapeHtml(unsubscribeUrl)}" style="${LINK_STYLE}">Unsubscribe</a> in one click.</p>\n`,
    }),
    text: `${content.text}\n\n-- \n${why}\nUnsubscribe in one click: ${unsubscribeUrl}\n\n${FIRM.name} · ${FIRM.email}\n`,
  };
}
