import { type INDIAN_STATES, OUTSIDE_INDIA, stateName } from "../../core/indian-states";
import { INTL_LOCALE, type Language } from "../../core/languages";

// The receipt's own words, by the language the founder applied in (docs/decisions/067-founder-language.md):
// the title, every label, the amounts' labels, the notes, the test payment's warning, the footer
// and the date. The English ones are the words the receipt has always shown. Arabic follows
// docs/arabic-glossary.md; the numbers, the GSTIN, the SAC code and the tax's abbreviations stay
// as they are, and what a founder typed is drawn as typed (api/receipts/render-receipt.ts).

// Unicode's directional isolates (UAX #9), read by the line's bidirectional ordering and not drawn
// (api/lib/pdf-text-runs.ts): a reference, a coupon's code and its partner's name keep their own
// order inside an Arabic line, a parenthesis or a full stop they end with included; a Latin
// abbreviation in parentheses, "(GSTIN)", is one left-to-right piece, drawn as it is written.
const LRI = "\u2066";
const FSI = "\u2068";
const PDI = "\u2069";
const ltr = (value: string) => `${LRI}${value}${PDI}`;
const isolated = (value: string) => `${FSI}${value}${PDI}`;

export type ReceiptTexts = {
  /** The document's direction: the page is laid out from this side. */
  direction: "ltr" | "rtl";
  /** The PDF's language (the `/Lang` a screen reader reads it in). */
  lang: string;
  title: { receipt: string; taxInvoice: string };
  /** The payment's date, India time, as the language writes it (Western digits in Arabic). */
  date: (moment: Date) => string;
  numberLine: (number: string) => string;
  dateLine: (date: string) => string;
  gstinLine: (gstin: string) => string;
  billedTo: string;
  /** The place of supply's name: a state or union territory, or outside India, and its code. */
  placeOfSupply: (stateCode: string) => string;
  placeOfSupplyLine: (place: string) => string;
  /** The amounts table's column headings. */
  columns: { description: string; sac: string; amount: string };
  /** What the fee pays for: the service's one line. */
  service: string;
  /** A coupon's code and the partner it came from. */
  coupon: (code: string, partnerName: string | null) => string;
  couponLine: (coupon: string) => string;
  taxableValue: string;
  cgst: (percent: number) => string;
  sgst: (percent: number) => string;
  igst: (percent: number) => string;
  totalPaidGstIncluded: string;
  totalPaid: string;
  paymentIdLine: (paymentId: string | null) => string;
  gstIncluded: (percent: number) => string;
  noGst: string;
  testPayment: string;
  footer: string;
  /** A credit note's own words: the same page, reversing part of a tax invoice. */
  creditNote: {
    title: string;
    /** What it reverses: the fee, against the tax invoice's number and date. */
    service: (invoiceNumber: string, invoiceDate: string) => string;
    totalRefunded: string;
    reasonLine: (reason: string) => string;
    arnLine: (arn: string) => string;
    invoiceStands: string;
  };
};

const dateIn = (locale: string) => (moment: Date) =>
  moment.toLocaleDateString(locale, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  });

const ENGLISH: ReceiptTexts = {
  direction: "ltr",
  lang: "en-IN",
  title: { receipt: "Receipt", taxInvoice: "Tax invoice" },
  // 23 November 2026, as the receipt has always written it.
  date: dateIn("en-IN"),
  numberLine: (number) => `No. ${number}`,
  dateLine: (date) => `Date: ${date}`,
  gstinLine: (gstin) => `GSTIN: ${gstin}`,
  billedTo: "Billed to",
  placeOfSupply: (code) => `${stateName(code) ?? code} (${code})`,
  placeOfSupplyLine: (place) => `Place of supply: ${place}`,
  columns: { description: "Description", sac: "SAC", amount: "Amount" },
  service: "Startup Pitch Application Fee: review of the application and the pitch session",
  coupon: (code, partnerName) => `${code}${partnerName ? ` (${partnerName})` : ""}`,
  couponLine: (coupon) => `Coupon: ${coupon}`,
  taxableValue: "Taxable value",
  cgst: (percent) => `CGST ${percent}%`,
  sgst: (percent) => `SGST ${percent}%`,
  igst: (percent) => `IGST ${percent}%`,
  totalPaidGstIncluded: "Total paid (GST included)",
  totalPaid: "Total paid",
  paymentIdLine: (paymentId) => `Payment id: ${paymentId ?? "none"}`,
  gstIncluded: (percent) => `GST at ${percent}% is included in the amount paid.`,
  noGst: "No GST is charged on this amount.",
  testPayment: "TEST PAYMENT: taken by the test checkout; no money was received.",
  footer: "A computer-generated document: no signature is required.",
  creditNote: {
    title: "Credit note",
    service: (number, date) =>
      `Refund of the Startup Pitch Application Fee, against tax invoice ${number} of ${date}`,
    totalRefunded: "Total refunded (GST included)",
    reasonLine: (reason) => `Reason: ${reason}`,
    arnLine: (arn) => `Bank reference (ARN): ${arn}`,
    invoiceStands:
      "The tax invoice stays as issued; this note reverses the part of it refunded, GST in proportion.",
  },
};

/**
 * The states' and union territories' names in Arabic, as the site's forms write them
 * (web/locales/ar/leads.po and founder.po), by their GST state code.
 */
export const ARABIC_STATE_NAMES: Record<(typeof INDIAN_STATES)[number]["code"] | "OI", string> = {
  "35": "جزر أندامان ونيكوبار",
  "37": "أندرا براديش",
  "12": "أروناتشال براديش",
  "18": "آسام",
  "10": "بيهار",
  "04": "تشانديغار",
  "22": "تشاتيسغار",
  "26": "دادرا وناغار هافيلي ودامان وديو",
  "07": "دلهي",
  "30": "غوا",
  "24": "غوجارات",
  "06": "هاريانا",
  "02": "هيماشال براديش",
  "01": "جامو وكشمير",
  "20": "جهارخاند",
  "29": "كارناتاكا",
  "32": "كيرالا",
  "38": "لداخ",
  "31": "لاكشادويب",
  "23": "ماديا براديش",
  "27": "ماهاراشترا",
  "14": "مانيبور",
  "17": "ميغالايا",
  "15": "ميزورام",
  "13": "ناغالاند",
  "21": "أوديشا",
  "34": "بودوتشيري",
  "03": "البنجاب",
  "08": "راجستان",
  "11": "سيكيم",
  "33": "تاميل نادو",
  "36": "تيلانغانا",
  "16": "تريبورا",
  "09": "أوتار براديش",
  "05": "أوتاراخاند",
  "19": "البنغال الغربية",
  [OUTSIDE_INDIA.code]: "خارج الهند",
};

const arabicStateName = (code: string): string | undefined =>
  (ARABIC_STATE_NAMES as Record<string, string>)[code];

const ARABIC: ReceiptTexts = {
  direction: "rtl",
  lang: "ar",
  title: { receipt: "إيصال", taxInvoice: "فاتورة ضريبية" },
  // 23 نوفمبر 2026: Western digits, Gregorian months in Arabic (core/languages.ts).
  date: dateIn(INTL_LOCALE.ar),
  numberLine: (number) => `الرقم: ${ltr(number)}`,
  dateLine: (date) => `التاريخ: ${date}`,
  gstinLine: (gstin) => `رقم التسجيل الضريبي ${ltr("(GSTIN)")}: ${ltr(gstin)}`,
  billedTo: "صادر باسم",
  placeOfSupply: (code) => `${arabicStateName(code) ?? code} (${code})`,
  placeOfSupplyLine: (place) => `مكان التوريد: ${place}`,
  columns: { description: "الوصف", sac: `رمز الخدمة ${ltr("(SAC)")}`, amount: "المبلغ" },
  service: "رسوم طلب العرض الاستثماري للشركات الناشئة: مراجعة الطلب وجلسة العرض",
  coupon: (code, partnerName) => `${ltr(code)}${partnerName ? ` (${isolated(partnerName)})` : ""}`,
  couponLine: (coupon) => `القسيمة: ${coupon}`,
  taxableValue: "القيمة الخاضعة للضريبة",
  cgst: (percent) => `ضريبة السلع والخدمات المركزية ${ltr("(CGST)")} ${percent}%`,
  sgst: (percent) => `ضريبة السلع والخدمات للولاية ${ltr("(SGST)")} ${percent}%`,
  igst: (percent) => `ضريبة السلع والخدمات المتكاملة ${ltr("(IGST)")} ${percent}%`,
  totalPaidGstIncluded: "إجمالي المبلغ المدفوع (شاملًا ضريبة السلع والخدمات)",
  totalPaid: "إجمالي المبلغ المدفوع",
  paymentIdLine: (paymentId) => `معرّف الدفع: ${paymentId ? ltr(paymentId) : "لا يوجد"}`,
  gstIncluded: (percent) =>
    `المبلغ المدفوع يشمل ضريبة السلع والخدمات ${ltr("(GST)")} بنسبة ${percent}%.`,
  noGst: `لا تُفرض ضريبة السلع والخدمات ${ltr("(GST)")} على هذا المبلغ.`,
  testPayment: "دفعة تجريبية: تمت عبر صفحة الدفع التجريبية، ولم يُستلم أي مبلغ.",
  footer: "مستند صادر إلكترونيًا: لا يحتاج إلى توقيع.",
  creditNote: {
    title: "إشعار دائن",
    service: (number, date) =>
      `استرداد رسوم طلب العرض الاستثماري للشركات الناشئة، مقابل الفاتورة الضريبية ${ltr(number)} بتاريخ ${date}`,
    totalRefunded: "إجمالي المبلغ المسترد (شاملًا ضريبة السلع والخدمات)",
    reasonLine: (reason) => `السبب: ${reason}`,
    arnLine: (arn) => `المرجع المصرفي ${ltr("(ARN)")}: ${ltr(arn)}`,
    invoiceStands:
      "تبقى الفاتورة الضريبية كما صدرت؛ ويُلغي هذا الإشعار الجزء المسترد منها، مع ضريبة السلع والخدمات بالنسبة نفسها.",
  },
};

/** Every word of the receipt, by the language the founder applied in. */
export const RECEIPT_TEXTS: Record<Language, ReceiptTexts> = { en: ENGLISH, ar: ARABIC };
