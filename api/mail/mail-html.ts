import { FIRM } from "../../core/firm";
import type { Language } from "../../core/languages";

// The HTML part of every mail: plain, readable with images off (there are none), in a layout mail
// clients agree on (a centred table, inline styles), with the firm's name and address in text.

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

// The title holds text only, no <bdi>: a subject's isolates (core/bidi.ts) are left out of it.
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

const LINK_STYLE = "color:#9a3412;text-decoration:underline";

// A URL ends at a space, a quote or an angle bracket, and at a directional isolate's mark.
const URL_IN_TEXT = /https?:\/\/[^\s<>"\u2066-\u2069]+/g;

/** A line's text as HTML: the isolates of core/founder-mail-texts.ts become elements. */
const isolatesToHtml = (text: string) =>
  escapeHtml(text)
    .replace(/\u2066([^\u2066-\u2069]*)\u2069/g, '<span dir="ltr">$1</span>')
    .replace(/\u2068([^\u2066-\u2069]*)\u2069/g, "<bdi>$1</bdi>")
    .replace(/[\u2066-\u2069]/g, "");

/**
 * A line of text with its URLs as links; punctuation that ends a sentence stays outside the link.
 * A link is left to right in a right-to-left mail.
 */
function linkify(line: string): string {
  let html = "";
  let last = 0;
  for (const match of line.matchAll(URL_IN_TEXT)) {
    const url = match[0].replace(/[.,;:!?)\]]+$/, "");
    const start = match.index ?? 0;
    html += isolatesToHtml(line.slice(last, start));
    html += `<a href="${escapeHtml(url)}" style="${LINK_STYLE}" dir="ltr">${escapeHtml(url)}</a>`;
    last = start + url.length;
  }
  return html + isolatesToHtml(line.slice(last));
}

/** A transactional mail's text as HTML: its paragraphs, line breaks and links, nothing added. */
export function textToHtml(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map(
      (paragraph) =>
        `<p style="margin:0 0 16px">${paragraph.split("\n").map(linkify).join("<br>")}</p>`,
    )
    .join("\n");
}

/** The HTML document around a mail's content; `footer` is HTML too (the newsletter's unsubscribe). */
export function mailHtmlDocument({
  subject,
  content,
  footer = "",
  language = "en",
}: {
  subject: string;
  content: string;
  footer?: string;
  language?: Language | undefined;
}): string {
  const dir = language === "ar" ? "rtl" : "ltr";
  return `<!doctype html>
<html lang="${language}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(subject.replace(BIDI_CONTROLS, ""))}</title>
</head>
<body dir="${dir}" style="margin:0;padding:0;background:#f5f1ea">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f1ea">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px">
<tr><td style="padding:24px 28px 8px;font-family:Georgia,'Times New Roman',serif;font-size:20px;font-weight:bold;color:#1c1917">${escapeHtml(FIRM.name)}</td></tr>
<tr><td dir="${dir}" style="padding:8px 28px 8px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.6;color:#1c1917;text-align:${dir === "rtl" ? "right" : "left"}">
${content}
</td></tr>
<tr><td style="padding:8px 28px 24px;font-family:Arial,Helvetica,sans-serif;font-size:13px;line-height:1.5;color:#57534e">
${footer}<p style="margin:0">${escapeHtml(FIRM.name)} · <span dir="ltr">${escapeHtml(FIRM.email)}</span></p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
