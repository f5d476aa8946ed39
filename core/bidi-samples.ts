// Mixed strings founders type into the Arabic edition, for the bidi suite
// (docs/decisions/087-bidi-suite.md): each value as it is typed, and its tokens, the substrings a
// reader must meet whole and in their own order (digits never reversed, nothing moved across a
// neighbour) wherever the value is shown: on the page, in a mail's two parts, in a PDF.
// A token is of one direction: left-to-right (Latin letters, digits, signs) or Arabic.

export type BidiSample = { value: string; tokens: readonly string[] };

const sample = (value: string, ...tokens: string[]): BidiSample => ({
  value,
  tokens: tokens.length ? tokens : [value],
});

export const BIDI_SAMPLES: readonly BidiSample[] = [
  // Phone numbers, India and the UAE, as typed.
  sample("+91 98765 43210"),
  sample("+971 50 123 4567"),
  sample("+971-4-321-0987"),
  sample("(+91) 80 4567 8901"),
  sample("098765 43210"),
  sample("050 123 4567"),
  sample("هاتف +971 50 123 4567", "هاتف", "+971 50 123 4567"),
  sample("واتساب: +91 98765 43210", "واتساب", "+91 98765 43210"),
  // IBANs and account references.
  sample("AE07 0331 2345 6789 0123 456"),
  sample("IBAN AE07 0331 2345 6789 0123 456"),
  sample("آيبان AE07 0331 2345 6789 0123 456", "آيبان", "AE07 0331 2345 6789 0123 456"),
  sample("A/c 50100234567890, IFSC HDFC0001234", "A/c 50100234567890, IFSC HDFC0001234"),
  // GSTINs, PAN, trade licence.
  sample("27AAPFU0939F1ZV"),
  sample("GSTIN: 29ABCDE1234F1Z5"),
  sample("رقم GSTIN 27AAPFU0939F1ZV", "رقم", "GSTIN 27AAPFU0939F1ZV"),
  sample("PAN ABCDE1234F"),
  sample("Trade licence DED-1234567"),
  // Amounts: rupees in lakh and crore grouping, dirhams in Western grouping.
  sample("₹12,50,000"),
  sample("₹1.2 crore"),
  sample("₹45 lakh"),
  sample("₹2,00,00,000 (2 crore)"),
  sample("AED 250,000"),
  sample("AED 1,250,000.50"),
  sample("USD 3.5M"),
  sample("نطلب ₹1.2 crore", "نطلب", "₹1.2 crore"),
  sample("إيرادات AED 250,000 سنويًا", "إيرادات", "AED 250,000", "سنويًا"),
  sample("₹12,50,000 / AED 55,000"),
  // Dates and ranges.
  sample("12/03/2026"),
  sample("2026-03-12"),
  sample("FY 2025-26"),
  sample("Q3 2026"),
  sample("تأسست 12/03/2026", "تأسست", "12/03/2026"),
  sample("Jan–Mar 2026"),
  // E-mail addresses and URLs.
  sample("founders@nakhla.example"),
  sample("priya.sharma+pitch@gmail.com"),
  sample("https://nakhla-tech.example/ar/pitch?ref=deck&lang=ar"),
  sample("https://www.linkedin.com/in/fatima-al-noor-123456/"),
  sample("www.sahla.ae/pricing#plans"),
  sample("البريد: ceo@sahla.ae", "البريد", "ceo@sahla.ae"),
  // Company names mixing scripts, in guillemets, quotes and parentheses.
  sample("«شركة Nakhla Tech»", "شركة", "Nakhla Tech"),
  sample("Al-Noor (Pvt) Ltd"),
  sample("Sahla Pay FZ-LLC"),
  sample("شركة Sahla Pay FZ-LLC", "شركة", "Sahla Pay FZ-LLC"),
  sample("مؤسسة النور (Al-Noor Trading)", "مؤسسة النور", "Al-Noor Trading"),
  sample("Qahwa Labs (قهوة)", "Qahwa Labs", "قهوة"),
  sample('"Al-Noor (Pvt) Ltd" – Dubai', '"Al-Noor (Pvt) Ltd" – Dubai'),
  sample("Ghaf Energy DMCC"),
  sample("3D Print Hub 24/7"),
  // Team sizes, rounds, percentages.
  sample("10–15 employees"),
  sample("Series A–B"),
  sample("فريق من 10–15 موظفًا", "فريق من", "10–15", "موظفًا"),
  sample("جولة Series A–B", "جولة", "Series A–B"),
  sample("Pre-seed → Seed (2026)"),
  sample("12.5% equity"),
  sample("CAGR 35%, ARR ₹4.8 crore"),
  // Addresses.
  sample("Office 1204, Boulevard Plaza, Dubai"),
  sample("#42, 3rd Cross, HSR Layout, Bengaluru 560102"),
  sample("ص.ب. 12345 دبي", "ص.ب.", "12345", "دبي"),
];

const ARABIC_LETTER = /\p{Script=Arabic}/u;
const DIRECTION_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

/** Whether a token reads right to left: it holds an Arabic letter. */
export const readsRightToLeft = (token: string) => ARABIC_LETTER.test(token);

/**
 * The first token that a reader does not meet whole and in its own order, with why, or null.
 * `shown` is the text as written (direction controls allowed); `visual` the indices of its
 * characters (UTF-16) in the order they stand on the line from left to right, as a renderer drew
 * them (characters not drawn left out). A left-to-right token's characters must stand one after
 * the other from left to right, an Arabic token's from right to left, with nothing between them.
 */
export function tokenOutOfOrder(
  shown: string,
  visual: readonly number[],
  tokens: readonly string[],
): string | null {
  const drawn = visual.filter((index) => !DIRECTION_CONTROL.test(shown[index] ?? ""));
  const place = new Map(drawn.map((index, at) => [index, at]));
  let from = 0;
  for (const token of tokens) {
    const start = shown.indexOf(token, from);
    if (start < 0) return `${token}: not in "${shown}"`;
    from = start + token.length;
    const step = readsRightToLeft(token) ? -1 : 1;
    const places: number[] = [];
    for (let index = start; index < from; index++) {
      const at = place.get(index);
      if (at === undefined) return `${token}: its character ${index - start} is not drawn`;
      places.push(at);
    }
    for (let i = 1; i < places.length; i++) {
      if (places[i] !== (places[i - 1] ?? 0) + step) {
        const seen = drawn.map((index) => shown[index]).join("");
        return `${token}: not read ${step > 0 ? "left to right" : "right to left"} as a whole in "${seen}"`;
      }
    }
  }
  return null;
}
