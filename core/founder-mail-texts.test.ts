import { describe, expect, it } from "vitest";
import {
  DECISION_MAIL_KINDS,
  DEFAULT_MAIL_TEMPLATES,
  formatPitchTime,
  unknownPlaceholders,
} from "./decision-mails";
import { FOUNDER_MAIL_TEXTS, renderFounderMail } from "./founder-mail-texts";

const ARABIC = FOUNDER_MAIL_TEXTS.ar;
const VALUES = {
  founderName: "Aisha Rahman",
  startupName: "ColdLine",
  link: "https://nakhla.example/ar/my-application#token=abc",
  pitchTime: "الثلاثاء، 1 ديسمبر 2026، 15:30 بتوقيت الهند (14:00 بتوقيت الإمارات)",
  representative: "Layla Haddad",
};

// Latin letters an Arabic mail may hold (docs/arabic-glossary.md): the firm's name and PDF.
const withoutAllowedLatin = (text: string) =>
  text
    .replaceAll("Nakhla Ventures", "")
    .replaceAll("PDF", "")
    .replace(/\{\w+\}/g, "");

describe("the founder's mails in Arabic", () => {
  it.each(DECISION_MAIL_KINDS)("%s: Arabic text, the same placeholders as the English", (kind) => {
    const arabic = ARABIC.templates[kind];
    const english = DEFAULT_MAIL_TEMPLATES[kind];
    expect(unknownPlaceholders(arabic.subject + arabic.body)).toEqual([]);
    const placeholders = (text: string) => [...new Set(text.match(/\{\w+\}/g))].sort();
    expect(placeholders(arabic.subject + arabic.body)).toEqual(
      placeholders(english.subject + english.body),
    );
    expect(withoutAllowedLatin(arabic.subject + arabic.body)).not.toMatch(/[A-Za-z]/);
  });

  it("uses the glossary's words for the firm's terms", () => {
    const all = DECISION_MAIL_KINDS.map((kind) => ARABIC.templates[kind].body).join("\n");
    // application, analysts, pitch deck, pitch session, pitch (noun), founder, startup
    for (const term of [
      "طلب",
      "محللونا",
      "العرض التقديمي الاستثماري",
      "جلسة عرض",
      "عرضك الاستثماري",
      "مؤسسًا",
      "شركتك الناشئة",
    ]) {
      expect(all).toContain(term);
    }
    expect(ARABIC.paymentFacts({ finalPrice: 500_000, paymentId: null, id: "x" })[0]).toContain(
      "رسوم الطلب",
    );
  });

  it("isolates what the founder typed, never the link, and keeps the subject plain", () => {
    const mail = renderFounderMail("ar", ARABIC.templates.received, VALUES);
    expect(mail.subject).toBe("تم تقديم الطلب: ColdLine");
    expect(mail.text.startsWith("مرحبًا \u2068Aisha Rahman\u2069،\n")).toBe(true);
    expect(mail.text).toContain("باسم \u2068ColdLine\u2069.");
    expect(mail.text).toContain(`\n${VALUES.link}\n`);
    expect(mail.text.endsWith("\nNakhla Ventures\nhello@nakhla.example")).toBe(true);
  });

  it("says something sensible in Arabic where a value is missing", () => {
    const mail = renderFounderMail("ar", ARABIC.templates["pitch-booked"], {});
    expect(mail.subject).toBe("جلسة العرض لـ شركتك الناشئة: الموعد الذي حجزته");
    expect(mail.text).toContain("مع أحد ممثلينا");
    expect(mail.text).not.toMatch(/[{}]/);
  });

  it("writes the pitch time in Arabic with Western digits, in India and UAE time", () => {
    expect(ARABIC.pitchTime(new Date("2026-12-01T10:00:00Z"))).toBe(VALUES.pitchTime);
  });

  it("writes amounts and references left to right", () => {
    expect(ARABIC.paymentFacts({ finalPrice: 500_000, paymentId: "pay_1", id: "ab-12" })).toEqual([
      "رسوم الطلب المدفوعة: \u2066₹5,000\u2069 (مرجع الدفع \u2066pay_1\u2069).",
      "الرقم المرجعي للطلب: \u2066ab-12\u2069",
    ]);
  });
});

describe("a firm's introduction, in the founder's language", () => {
  const deal = { firmName: "Cedar Angels", startupName: "ColdLine" };
  const link = "https://nakhla.example/ar/my-application#token=abc";

  it("asks in Arabic with the founder page's words, the names isolated, the link as it is", () => {
    const asked = ARABIC.introduction.asked;
    expect(asked.subject(deal)).toBe(
      "\u2068Cedar Angels\u2069 تطلب التعارف مع \u2068ColdLine\u2069",
    );
    const lines = asked.lines(deal, link);
    expect(lines.at(-1)).toBe(link);
    const text = lines.slice(0, -1).join("\n");
    expect(text).toContain("التعارف");
    expect(text).toContain("تقرير المحلل");
    expect(
      withoutAllowedLatin(text.replaceAll("Cedar Angels", "").replaceAll("ColdLine", "")),
    ).not.toMatch(/[A-Za-z]/);
    const meeting = ARABIC.introduction.meeting.lines({
      ...deal,
      when: "الثلاثاء، 8 ديسمبر 2026، 45 دقيقة",
      representative: "Rana Said",
    });
    expect(meeting[0]).toBe(
      "حدّدت Nakhla Ventures اجتماع التعارف بين \u2068ColdLine\u2069 و\u2068Cedar Angels\u2069: الثلاثاء، 8 ديسمبر 2026، 45 دقيقة، مع \u2068Rana Said\u2069.",
    );
  });

  it("says in English what the product has always said", () => {
    const english = FOUNDER_MAIL_TEXTS.en.introduction;
    expect(english.asked.subject(deal)).toBe("Cedar Angels asks for an introduction to ColdLine");
    expect(english.asked.lines(deal, link)).toEqual([
      "Cedar Angels, one of the venture firms we shared our analyst memo on ColdLine with, has asked for an introduction.",
      "We will write to you to set a meeting with them. Your page shows how far the memo went:",
      "",
      link,
    ]);
    expect(english.meeting.subject({ ...deal, time: "Tue, 8 Dec" })).toBe(
      "Introduction: ColdLine and Cedar Angels, Tue, 8 Dec",
    );
  });
});

describe("the founder's mails in English", () => {
  const ENGLISH = FOUNDER_MAIL_TEXTS.en;

  it("are the texts the product has always sent", () => {
    expect(ENGLISH.templates).toBe(DEFAULT_MAIL_TEMPLATES);
    expect(ENGLISH.pitchTime).toBe(formatPitchTime);
    const mail = renderFounderMail("en", DEFAULT_MAIL_TEMPLATES.received, VALUES);
    expect(
      mail.text.startsWith(
        "Dear Aisha Rahman,\n\nThank you for applying to Nakhla Ventures with ColdLine.",
      ),
    ).toBe(true);
    expect(ENGLISH.paymentFacts({ finalPrice: 500_000, paymentId: "pay_1", id: "ab" })).toEqual([
      "Fee paid: ₹5,000 (payment reference pay_1).",
      "Application reference: ab",
    ]);
    expect(ENGLISH.paymentFacts({ finalPrice: 0, paymentId: null, id: "ab" })[0]).toBe(
      "No fee was due for this application.",
    );
  });
});
