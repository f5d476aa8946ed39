import type { Page, Response } from "@playwright/test";
import { simpleParser } from "mailparser";
import { ARABIC_PATHS } from "../web/paths";
import {
  ANSWERS,
  fillApplicationStep,
  form,
  startApplication,
  stepHeading,
} from "./application-helpers";
import { axeViolations, expect, formHydrated, gotoHydrated, test } from "./fixtures";
import { holdingTheMailPort } from "./mail-port";

// The Arabic edition (docs/decisions/059-languages.md): /ar, right to left, paired with the English.

const documentLanguage = (page: Page) =>
  page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

/** The page's canonical and hreflang links, as absolute-URL paths. */
const languageLinks = (page: Page) =>
  page.evaluate(() => {
    const path = (href: string) => new URL(href).pathname;
    const alternates = [...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"]')];
    return {
      canonical: path(
        document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? "http://x/none",
      ),
      alternates: alternates.map((link) => [link.hreflang, path(link.href)]),
    };
  });

const PAIRS = [
  ["en", "/"],
  ["ar", "/ar"],
  ["x-default", "/"],
];

test.describe("the Arabic home page", () => {
  test("is Arabic, right to left, in the frame and the page", async ({ page }) => {
    await gotoHydrated(page, "/ar");
    expect(await documentLanguage(page)).toEqual({ lang: "ar", dir: "rtl" });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "نستثمر في اليوم. نبتكر الغد.",
    );
    await expect(page).toHaveTitle("Nakhla Ventures | نستثمر في اليوم. نبتكر الغد.");
    await expect(page.getByRole("button", { name: "القائمة", exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "قدّم طلب تمويل" }).first()).toHaveAttribute(
      "href",
      "/ar/application",
    );
    // The firm's name stays as written; the copyright line is Arabic around it.
    await expect(page.getByRole("contentinfo")).toContainText(
      "© 2025 Nakhla Ventures. جميع الحقوق محفوظة.",
    );
  });

  test("names itself and the English page as a pair, as the English page does", async ({
    page,
  }) => {
    await gotoHydrated(page, "/ar");
    expect(await languageLinks(page)).toEqual({ canonical: "/ar", alternates: PAIRS });
    await gotoHydrated(page, "/");
    expect(await languageLinks(page)).toEqual({ canonical: "/", alternates: PAIRS });
  });

  test("switches to the same page in English and back", async ({ page }) => {
    await gotoHydrated(page, "/ar");
    await page.getByRole("link", { name: "English", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    expect(await documentLanguage(page)).toEqual({ lang: "en", dir: "ltr" });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Investing in Today. Inventing Tomorrow.",
    );
    await page.getByRole("link", { name: "العربية", exact: true }).click();
    await expect(page).toHaveURL(/\/ar$/);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    expect(await documentLanguage(page)).toEqual({ lang: "ar", dir: "rtl" });
  });

  test("opens the drawer from the mirrored side, with the Arabic links in their language", async ({
    page,
  }) => {
    await gotoHydrated(page, "/ar");
    await page.getByRole("button", { name: "القائمة", exact: true }).click();
    const drawer = page.getByRole("dialog", { name: "قائمة الموقع" });
    await expect(drawer).toBeVisible();
    const box = await drawer.boundingBox();
    // The English drawer sits at the right edge; the Arabic one at the left, by the menu button.
    expect(box?.x).toBe(0);
    await drawer.getByRole("link", { name: "من نحن" }).click();
    await expect(page).toHaveURL(/\/ar\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("عن Nakhla Ventures");
    // The About page's own catalogue, loaded on the way (docs/decisions/066-catalogue-per-page.md).
    await expect(page.getByText("أول استثمار في شركة تقنية ناشئة", { exact: false })).toBeVisible();
  });

  test("passes axe, at 375 and 1280 pixels", async ({ page }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, "/ar");
      expect(await axeViolations(page)).toEqual([]);
      // No sideways scroll.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
    }
  });
});

/** What the page at `path` brings: its HTML, and the text of every script it loads until hydrated. */
async function whatLoads(page: Page, path: string): Promise<{ html: string; scripts: string }> {
  const bodies: Promise<string>[] = [];
  const collect = (response: Response) => {
    if (response.request().resourceType() === "script") bodies.push(response.text());
  };
  page.on("response", collect);
  // Hydration waits for the page's catalogues, so they have all arrived by then.
  const response = await gotoHydrated(page, path);
  page.off("response", collect);
  return { html: (await response?.text()) ?? "", scripts: (await Promise.all(bodies)).join("\n") };
}

test.describe("the message catalogues a page loads", () => {
  // A message of the frame's catalogue, and one of the Contact page's own, in each language.
  const FRAME = { en: "Stay in the loop", ar: "ابقَ على اطلاع" };
  const CONTACT = {
    en: "A person or department, if you know who should read this.",
    ar: "أرسل الرسالة",
  };
  const everything = async (page: Page, path: string) => {
    const { html, scripts } = await whatLoads(page, path);
    return `${html}\n${scripts}`;
  };

  test("are the page's own language's, and of it only the frame's and the page's", async ({
    page,
  }) => {
    const home = await everything(page, "/");
    expect(home).toContain(FRAME.en);
    expect(home).not.toContain(FRAME.ar);
    expect(home).not.toContain(CONTACT.en);
    const contact = await everything(page, "/contact");
    expect(contact).toContain(CONTACT.en);
    expect(contact).not.toContain(CONTACT.ar);
    const arabic = await everything(page, "/ar/contact");
    expect(arabic).toContain(FRAME.ar);
    expect(arabic).toContain(CONTACT.ar);
    expect(arabic).not.toContain(FRAME.en);
    expect(arabic).not.toContain(CONTACT.en);
  });

  test("arrive with the page: none is requested before it works, in Arabic", async ({ page }) => {
    const { scripts } = await whatLoads(page, "/ar/contact");
    // No script the page asked for holds its words: they came in its HTML.
    expect(scripts).not.toContain(FRAME.ar);
    expect(scripts).not.toContain(CONTACT.ar);
    // The hydrated form checks its fields in Arabic: its words are loaded.
    await page.getByRole("button", { name: CONTACT.ar }).click();
    await expect(page.getByLabel("الاسم", { exact: true })).toHaveAccessibleDescription(
      "هذا الحقل مطلوب",
    );
  });

  test("load inside the navigation, so the address and the page change together", async ({
    page,
  }) => {
    await gotoHydrated(page, "/ar");
    // Hold back the Arabic Contact catalogue, the one script that holds its button's words.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let holding = () => {};
    const held = new Promise<void>((resolve) => {
      holding = resolve;
    });
    await page.route("**/assets/*.js", async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes(CONTACT.ar)) {
        holding();
        await released;
      }
      await route.fulfill({ response, body });
    });
    await page.getByRole("button", { name: "القائمة", exact: true }).click();
    await page
      .getByRole("dialog", { name: "قائمة الموقع" })
      .locator('a[href="/ar/contact"]')
      .click();
    await held;
    // The home page and its address stay until the page's words have come.
    expect(new URL(page.url()).pathname).toBe("/ar");
    await expect(page.getByRole("button", { name: CONTACT.ar })).toHaveCount(0);
    release();
    await expect(page).toHaveURL(/\/ar\/contact$/);
    await expect(page.getByRole("button", { name: CONTACT.ar })).toBeVisible();
  });
});

/** The application's questions as the Arabic page labels them, by their English label. */
const ARABIC_LABELS: Record<string, string> = {
  "Full name": "الاسم الكامل",
  Designation: "المسمى الوظيفي",
  Phone: "الهاتف",
  "E-mail": "البريد الإلكتروني",
  "LinkedIn profile": "الملف الشخصي على LinkedIn",
  "Your entrepreneurial journey": "مسيرتك في ريادة الأعمال",
  "The legacy you want to build": "الإرث الذي تريد بناءه",
  Achievements: "الإنجازات",
  "The problem you are solving": "المشكلة التي تحلّها",
  "Startup name": "اسم الشركة الناشئة",
  Website: "الموقع الإلكتروني",
  Industry: "القطاع",
  "Your pitch": "عرضك الاستثماري",
  "Development stage": "مرحلة التطوير",
  "Funded so far?": "هل حصلت على تمويل حتى الآن؟",
  "Investment details": "تفاصيل الاستثمار",
  "Customer acquisition": "استقطاب العملاء",
  "Biggest challenge": "التحدي الأكبر",
  "Co-founders": "المؤسسون المشاركون",
  "Team size": "حجم الفريق",
  "Key executives": "كبار التنفيذيين",
  "How decisions are made": "كيف تُتخذ القرارات",
  "What you expect from us": "ما تتوقعه منا",
  Concerns: "المخاوف",
  "Advisory needs": "الاحتياجات الاستشارية",
  "Support areas": "مجالات الدعم",
  "Growth report": "تقرير النمو",
};
const ARABIC_STEPS = [
  "هوية المؤسس",
  "عن روّاد الأعمال",
  "تفاصيل الشركة الناشئة",
  "الفريق",
  "التوقعات",
];

test.describe("the language switch", () => {
  test("keeps the application draft", async ({ page }) => {
    await startApplication(page);
    await fillApplicationStep(page, ANSWERS[0] ?? {});
    await page.getByRole("link", { name: "العربية", exact: true }).click();
    await expect(page).toHaveURL(/\/ar\/application$/);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    for (const [label, value] of Object.entries(ANSWERS[0] ?? {})) {
      await expect(form(page).getByLabel(ARABIC_LABELS[label] ?? label)).toHaveValue(value);
    }
  });
});

test.describe("the Arabic application", () => {
  test("asks every step in Arabic, with Arabic messages and the steps right to left", async ({
    page,
  }) => {
    await gotoHydrated(page, "/ar/application");
    expect(await latinWords(page)).toEqual([]);
    await page.getByRole("button", { name: "ابدأ الطلب" }).click();
    await expect(stepHeading(page)).toHaveText(ARABIC_STEPS[0] ?? "");
    await expect(page.getByText("الخطوة 1 من 6")).toBeVisible();

    // The steps run right to left: the first at the right, the review at the left.
    const steps = page.getByRole("list", { name: "خطوات الطلب" }).getByRole("listitem");
    const first = await steps.first().boundingBox();
    const last = await steps.last().boundingBox();
    expect(first && last && first.x > last.x).toBe(true);

    // Every required field of the step says so in Arabic.
    await page.getByRole("button", { name: "التالي" }).click();
    for (const label of ["Full name", "Designation", "Phone", "E-mail"]) {
      await expect(form(page).getByLabel(ARABIC_LABELS[label] ?? "")).toHaveAccessibleDescription(
        "هذا الحقل مطلوب",
      );
    }
    expect(await axeViolations(page)).toEqual([]);

    for (const [index, answers] of ANSWERS.entries()) {
      await expect(stepHeading(page)).toHaveText(ARABIC_STEPS[index] ?? "");
      expect(await latinWords(page)).toEqual([]);
      for (const [label, value] of Object.entries(answers)) {
        const control = form(page).getByLabel(ARABIC_LABELS[label] ?? label);
        // The stage is chosen by its Arabic words; the value sent stays the core's.
        if (label === "Development stage")
          await control.selectOption({ label: "المستخدمون الأوائل" });
        else await control.fill(value);
        if (label === "Development stage") await expect(control).toHaveValue("Early Users");
      }
      await page.getByRole("button", { name: "التالي" }).click();
    }
    await expect(stepHeading(page)).toHaveText("راجع طلبك");
    await expect(page.getByText("المستخدمون الأوائل")).toBeVisible();
    await expect(page.getByRole("button", { name: "ادفع ₹5000 وأرسل الطلب" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("the Arabic thank-you page", () => {
  test("finds team members in Arabic, the values matched staying the core's", async ({ page }) => {
    await gotoHydrated(page, "/ar/thank-you");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("تم إرسال الطلب");
    await page.getByLabel("القطاع").selectOption({ label: "التقنية المالية" });
    await expect(page.getByLabel("القطاع")).toHaveValue("FinTech");
    await page.getByRole("button", { name: "بحث" }).click();
    await expect(page.getByRole("status").filter({ hasText: "أعضاء الفريق" })).toBeVisible();
    await expect(
      page.getByRole("list", { name: "أعضاء الفريق" }).getByText("Layla Haddad"),
    ).toBeVisible();
    expect(await latinWords(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("the Arabic handbook pages", () => {
  test("take the lead in Arabic, go on to the Arabic thank-you page, and mail in Arabic", async ({
    page,
  }) => {
    const email = `layla.${Date.now().toString(36)}@example.com`;
    await gotoHydrated(page, "/ar/test-8");
    await page.getByRole("button", { name: "احصل على نسختي المجانية" }).click();
    const dialog = page.getByRole("dialog", { name: "احصل على كتابك الإلكتروني المجاني" });
    await formHydrated(dialog);
    await dialog.getByRole("button", { name: "نزّل الآن" }).click();
    await expect(dialog.getByLabel("الاسم", { exact: true })).toHaveAccessibleDescription(
      "هذا الحقل مطلوب",
    );
    expect(await latinWords(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByLabel("الاسم", { exact: true }).fill("ليلى");
    await dialog.getByLabel("البريد الإلكتروني", { exact: true }).fill(email);
    await dialog.getByLabel("الدور").selectOption({ label: "رائد أعمال" });
    await expect(dialog.getByLabel("الدور")).toHaveValue("Entrepreneur");
    await dialog.getByLabel("الموقع").selectOption({ label: "كارناتاكا" });
    await dialog.getByLabel(/أرسلوا إليّ أيضًا النشرة الإخبارية/).check();
    // The ebook's mail and the newsletter's confirmation, as a mail client receives them.
    const mails = await holdingTheMailPort(async ({ listen }) => {
      const smtp = await listen();
      await dialog.getByRole("button", { name: "نزّل الآن" }).click();
      await expect(page).toHaveURL(/\/ar\/test-9$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("شكرًا لتنزيلك");
      await expect
        .poll(() => smtp.received.filter((mail) => mail.to.includes(email)).length)
        .toBe(2);
      return Promise.all(
        smtp.received
          .filter((mail) => mail.to.includes(email))
          .map((mail) => simpleParser(mail.raw)),
      );
    });
    expect(mails.map((mail) => mail.subject)).toEqual(
      expect.arrayContaining([
        "كتابك الإلكتروني المجاني: دليل الذكاء الاصطناعي",
        expect.stringMatching(/^أكّد اشتراكك في النشرة البريدية لـ/),
      ]),
    );
    for (const mail of mails) {
      expect(mail.html).toContain('<html lang="ar" dir="rtl">');
      expect(mail.text).toMatch(/^مرحبًا/);
    }
  });
});

test.describe("the Arabic founder-ebook form", () => {
  test("asks in Arabic, says a refusal in Arabic, and offers the ebook on the Arabic thank-you page", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 429/);
    await gotoHydrated(page, "/ar/startup-consultancy-form");
    await page.getByRole("button", { name: "احصل على الكتاب الإلكتروني وابدأ الاستشارة" }).click();
    const dialog = page.getByRole("dialog", { name: "احصل على كتابك الإلكتروني المجاني" });
    await formHydrated(dialog);
    await dialog.getByRole("button", { name: "نزّل الآن" }).click();
    for (const label of ["الاسم", "البريد الإلكتروني", "اسم الشركة الناشئة"]) {
      await expect(dialog.getByLabel(label, { exact: true })).toHaveAccessibleDescription(
        "هذا الحقل مطلوب",
      );
    }
    expect(await latinWords(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByLabel("الاسم", { exact: true }).fill("ليلى");
    await dialog
      .getByLabel("البريد الإلكتروني", { exact: true })
      .fill(`layla.${Date.now().toString(36)}@example.com`);
    await dialog.getByLabel("اسم الشركة الناشئة", { exact: true }).fill("واحة");
    await dialog.getByLabel("المرحلة", { exact: true }).selectOption({ label: "مرحلة الفكرة" });
    await expect(dialog.getByLabel("المرحلة", { exact: true })).toHaveValue("Idea Stage");
    await dialog.getByLabel("الموقع", { exact: true }).selectOption({ label: "مومباي" });
    await expect(dialog.getByLabel("الموقع", { exact: true })).toHaveValue("Mumbai");
    await dialog.getByLabel("الاستثمار المخطط له (₹)").fill("500000");
    await dialog.getByLabel("الساعات يوميًا").fill("6");
    // What the server answers a client over its limit (api/plugins/rate-limit.ts), once.
    await page.route(
      "**/ar/startup-consultancy-form{/_,}.data",
      (route) =>
        route.fulfill({
          status: 429,
          json: { message: "Too many requests. Please try again in 60 seconds." },
        }),
      { times: 1 },
    );
    await dialog.getByRole("button", { name: "نزّل الآن" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(
      "خطأ: طلبات كثيرة جدًا. يُرجى المحاولة مجددًا بعد 60 ثانية.",
    );
    await dialog.getByRole("button", { name: "نزّل الآن" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "أُرسل كتابك الإلكتروني إلى بريدك الوارد." }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/ar\/thank-you\?ebook=before-you-build$/);
    await expect(page.getByRole("heading", { name: "نزّل كتابك الإلكتروني" })).toBeVisible();
    await expect(page.getByRole("link", { name: "نزّل الكتاب الإلكتروني (PDF)" })).toBeVisible();
  });
});

test.describe("the Arabic not-found page", () => {
  test("answers 404 in Arabic, leading home in Arabic", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 404/);
    const response = await page.goto("/ar/no-such-page");
    expect(response?.status()).toBe(404);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("الصفحة غير موجودة");
    await expect(page.getByRole("main").getByRole("link", { name: "الرئيسية" })).toHaveAttribute(
      "href",
      "/ar",
    );
  });
});

test.describe("the Arabic contact page", () => {
  test("writes the UAE office's address in Arabic, the others as their post reads them", async ({
    page,
  }) => {
    await gotoHydrated(page, "/ar/contact");
    const addresses = page.locator("address");
    await expect(addresses.first()).toHaveText(
      /الطابق 21، Nakhla House.*جزيرة المارية.*أبوظبي، الإمارات العربية المتحدة/,
    );
    await expect(addresses.first()).not.toHaveAttribute("lang", "en");
    await expect(addresses.nth(1)).toHaveAttribute("lang", "en");
    await expect(addresses.nth(1)).toContainText("London EC2R 8DQ");
  });

  test("says the server's limit of requests in Arabic, keeping what was typed", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 429/);
    await gotoHydrated(page, "/ar/contact");
    await page.getByLabel("الاسم", { exact: true }).fill("ليلى");
    await page.getByLabel("البريد الإلكتروني", { exact: true }).fill("layla@example.com");
    await page.getByLabel("السبب", { exact: true }).selectOption("Partnership");
    await page.getByLabel("الرسالة", { exact: true }).fill("نود أن نتعرف إليكم.");
    // What the server answers a client over the limit (api/plugins/rate-limit.ts), here to the
    // page's action.
    await page.route("**/ar/contact{/_,}.data", (route) =>
      route.fulfill({
        status: 429,
        json: { message: "Too many requests. Please try again in 60 seconds." },
      }),
    );
    await page.getByRole("button", { name: "أرسل الرسالة" }).click();
    await expect(page.getByRole("alert")).toContainText(
      "طلبات كثيرة جدًا. يُرجى المحاولة مجددًا بعد 60 ثانية.",
    );
    await expect(page.getByLabel("الرسالة", { exact: true })).toHaveValue("نود أن نتعرف إليكم.");
  });

  test("says every required field's message in Arabic", async ({ page }) => {
    await gotoHydrated(page, "/ar/contact");
    await page.getByRole("button", { name: "أرسل الرسالة" }).click();
    for (const label of ["الاسم", "البريد الإلكتروني", "الرسالة"]) {
      await expect(page.getByLabel(label, { exact: true })).toHaveAccessibleDescription(
        "هذا الحقل مطلوب",
      );
    }
    await expect(page.getByLabel("السبب", { exact: true })).toHaveAccessibleDescription(
      "اختر سببًا",
    );
    expect(await axeViolations(page)).toEqual([]);
  });
});

/**
 * Names the Arabic pages keep as written (docs/arabic-glossary.md): the firm, its people, its
 * centres and programmes, the platforms it names.
 */
const KEPT_AS_WRITTEN = [
  "Nakhla Ventures",
  "Build with Nakhla India",
  "Nakhla House",
  "Old Jewry Founders Hall",
  "Marina View Venture Lab",
  "Palo Alto Cohort Campus",
  "Indiranagar Studio",
  "LinkedIn",
  "Layla Haddad",
  "Farida Rahman",
  "Karim Nassar",
  "Priya Raghavan",
  "Daniel Okafor",
  "Yusuf Al-Mansoori",
  "Noor Al-Hashimi",
  "Mei Tanaka",
  "Sofia Marchetti",
  "Tomás Varela",
  "Arjun Mehta",
  "Aisha Bello",
  "Hana Suleiman",
  // A file format, kept in Latin letters (docs/arabic-glossary.md).
  "PDF",
  // The portfolio's companies, their chief executives and lead investors.
  "Sarab Cold Chain",
  "Qanat Water Systems",
  "Ledgerly",
  "Tabeeb Health",
  "Kestrel Robotics",
  "Sahel Solar Grid",
  "Mnemo Learning",
  "Pandan Pay",
  "Orbitra Analytics",
  "Haveli Foods",
  "Coralis Bio",
  "Tessellate AI",
  "Dhow Logistics",
  "Verdant Loop",
  "Kora Insure",
  "Brightwell Labs",
  "Miraj Mobility",
  "Reem Al-Khatib",
  "Mariam Al-Zaabi",
  "Vikram Iyer",
  "Salma Qureshi",
  "Jonas Weber",
  "Amadou Diallo",
  "Clara Jensen",
  "Rizal Santoso",
  "Elena Petrova",
  "Neha Kapoor",
  "Yara Khoury",
  "Marcus Chen",
  "Faisal Al-Harthy",
  "Isabel Moreno",
  "Wanjiru Kamau",
  "Ethan Brooks",
  "Hamza Rashid",
  "Falaj Growth Partners",
  "Northbank Ventures",
  "Oryx Seed Capital",
  "Meridian Dhow Partners",
  // The profiles' assistants, and their people by first name ("التواصل مع Layla").
  "Rami Aziz",
  "Grace Mwangi",
  "Elif Demir",
  "Owen Price",
  "Wei Lin Tan",
  "Lucía Fernández",
  "Samir Haddou",
  "Layla",
  "Farida",
  "Karim",
  "Priya",
  "Daniel",
  // The legal pages: a programme, the payment provider, the data-protection laws' names.
  "Build with Nakhla",
  "Razorpay",
  "PDPL",
  "UK GDPR",
  "GDPR",
];

/**
 * Latin words an Arabic page shows or says (text, labels, placeholders, alternative texts),
 * outside what is marked as another language (a postal address),
 * e-mail addresses and the names kept as written. What staff write (an event's title, venue,
 * summary, programme; a cohort's name, place, summary) is left out, marked `data-staff-text`
 * (web/lib/staff-text.ts): in Arabic where they wrote it in Arabic, else the English marked as
 * such; an aria-label that quotes it is read without it.
 */
const latinWords = (page: Page) =>
  page.evaluate((kept) => {
    const ownLanguage = (element: Element | null) =>
      (element?.closest("[lang]")?.getAttribute("lang") ?? "ar") === "ar" &&
      // A <noscript>'s content is markup held as text where scripts run, never shown.
      !element?.closest("script, style, noscript, address, [data-staff-text]");
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (ownLanguage(node.parentElement)) texts.push(node.textContent ?? "");
    }
    for (const element of document.body.querySelectorAll(
      "[aria-label], [placeholder], [alt], [title]",
    )) {
      if (!ownLanguage(element)) continue;
      for (const name of ["aria-label", "placeholder", "alt", "title"]) {
        texts.push(element.getAttribute(name) ?? "");
      }
    }
    texts.push(document.title);
    let all = texts.join(" \n ").replace(/\S+@\S+/g, " ");
    for (const name of kept) all = all.replaceAll(name, " ");
    for (const staff of document.body.querySelectorAll("[data-staff-text]")) {
      const written = staff.textContent?.trim();
      if (written) all = all.replaceAll(written, " ");
    }
    return [...new Set(all.match(/[A-Za-z][A-Za-z'-]*/g) ?? [])];
  }, KEPT_AS_WRITTEN);

test.describe("every Arabic page", () => {
  // Every public page's Arabic address (web/paths.ts), the payment placeholder, and an unknown one.
  for (const path of [...ARABIC_PATHS, "/ar/payment", "/ar/no-such-page"]) {
    test(`${path} is Arabic, fits 320 to 1280 px and 175% zoom, and passes axe`, async ({
      page,
      allowConsoleErrors,
    }) => {
      allowConsoleErrors(/status of 404/);
      // 731 px: a 1280-px window zoomed to 175%, which lays the page out 1280 / 1.75 px wide.
      for (const width of [320, 375, 731, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await gotoHydrated(page, path);
        // No sideways scroll.
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          `${width} px`,
        ).toBeLessThanOrEqual(width);
      }
      expect(await documentLanguage(page)).toEqual({ lang: "ar", dir: "rtl" });
      expect(await latinWords(page)).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe("the Arabic consultancy form", () => {
  test("says its required fields' messages in Arabic and is sent with the same answers", async ({
    page,
  }) => {
    await gotoHydrated(page, "/ar/build-with-nakhla-form");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("نموذج الاستشارات");
    await page.getByRole("button", { name: "ابدأ", exact: true }).click();
    await expect(stepHeading(page)).toHaveText("نشاطك التجاري");
    await page.getByRole("button", { name: "التالي" }).click();
    for (const label of ["اسم النشاط التجاري", "عمر النشاط التجاري (بالسنوات)", "القطاع"]) {
      await expect(form(page).getByLabel(label)).toHaveAccessibleDescription("هذا الحقل مطلوب");
    }
    await form(page).getByLabel("عمر النشاط التجاري (بالسنوات)").fill("-1");
    await page.getByRole("button", { name: "التالي" }).click();
    await expect(
      form(page).getByLabel("عمر النشاط التجاري (بالسنوات)"),
    ).toHaveAccessibleDescription("لا يمكن أن يكون عمر النشاط التجاري سالبًا");
    expect(await latinWords(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    const business = `مطبخ الواحة ${Date.now()}`;
    await form(page).getByLabel("اسم النشاط التجاري").fill(business);
    await form(page).getByLabel("عمر النشاط التجاري (بالسنوات)").fill("3");
    await form(page).getByLabel("القطاع").fill("توصيل الطعام");
    await page.getByRole("button", { name: "التالي" }).click();
    await expect(stepHeading(page)).toHaveText("المشكلة");
    await page.getByRole("button", { name: "التالي" }).click();
    await expect(
      form(page).getByLabel("المشكلة الرئيسية التي تريد حلّها"),
    ).toHaveAccessibleDescription("هذا الحقل مطلوب");
    await form(page).getByLabel("المشكلة الرئيسية التي تريد حلّها").fill("تكاليف التوصيل مرتفعة.");
    await page.getByRole("button", { name: "التالي" }).click();
    await expect(stepHeading(page)).toHaveText("التوقعات");
    await form(page).getByLabel("ما تتوقعه منا").fill("خطة عملية لربع سنة.");
    await page.getByRole("button", { name: "التالي" }).click();
    await expect(stepHeading(page)).toHaveText("راجع إجاباتك");
    expect(await latinWords(page)).toEqual([]);
    await page.getByRole("button", { name: "أرسل", exact: true }).click();
    await expect(page.getByRole("heading", { name: "شكرًا لك" })).toBeVisible();
    await expect(
      page.getByRole("status").filter({ hasText: "تم إرسال النموذج بنجاح!" }),
    ).toBeVisible();
    await expect(page.getByRole("main")).toContainText(`وصلنا الطلب الخاص بـ${business}`);
  });
});

test.describe("the Arabic valuation calculator", () => {
  test("computes in Arabic, with Western digits and the currency's Arabic name", async ({
    page,
  }) => {
    await gotoHydrated(page, "/ar/valuation-calculator");
    await expect(page.getByText("أدخل مبلغ الاستثمار وحصة الملكية")).toBeVisible();
    await page.getByLabel("مبلغ الاستثمار").fill("1,000,000");
    await page.getByLabel("حصة الملكية المعروضة (%)").fill("10%");
    await expect(page.getByTestId("pre-money")).toHaveText(
      "10,000,000 روبية هندي (1 كرور روبية هندي)",
    );
    await expect(page.getByTestId("post-money")).toHaveText(
      "11,000,000 روبية هندي (1.1 كرور روبية هندي)",
    );
    // The currency is chosen by its Arabic name; the value stays the code.
    await page.getByLabel("العملة").selectOption({ label: "دولار أمريكي" });
    await expect(page.getByLabel("العملة")).toHaveValue("USD");
    await expect(page.getByTestId("post-money")).toHaveText(
      "11,000,000 دولار أمريكي (11 مليون دولار أمريكي)",
    );
    // No Eastern Arabic digits anywhere in the result, and the figures isolated from the text.
    await expect(page.getByTestId("pre-money")).not.toContainText(/[٠-٩]/);
    await expect(page.getByTestId("pre-money").locator("bdi")).toHaveCount(1);
    await page.getByLabel("حصة الملكية المعروضة (%)").fill("150");
    await expect(page.getByText("لا يمكن أن تتجاوز حصة الملكية 100%")).toBeVisible();
    await page.getByRole("button", { name: "اشرح" }).click();
    await expect(page.getByRole("region", { name: "كيف يُحسب التقييم" })).toBeVisible();
    expect(await latinWords(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("the Arabic pitch timer", () => {
  const CLOCK_START = Date.parse("2026-03-01T09:00:00Z");

  test("counts down left to right, with its controls and sections in Arabic", async ({ page }) => {
    await page.clock.install({ time: CLOCK_START });
    await gotoHydrated(page, "/ar/timer");
    // From here the page's time moves only when the test moves it, however slow the machine.
    await page.clock.pauseAt(CLOCK_START + 60_000);
    const clock = page.getByRole("timer", { name: "الوقت المتبقي في قسم «شرارة البداية»" });
    await expect(clock).toHaveText("10:00");
    await expect(clock).toHaveAttribute("dir", "ltr");
    await page.getByRole("button", { name: "ابدأ" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "بدأ قسم «شرارة البداية»." }),
    ).toBeVisible();
    await page.clock.runFor(61_000);
    await expect(clock).toHaveText("08:59");
    await page.getByRole("button", { name: "إيقاف مؤقت" }).click();
    await expect(page.getByRole("button", { name: "استئناف" })).toBeVisible();
    await expect(
      page.getByRole("listitem").filter({ hasText: "التبادل الاستثماري" }),
    ).toContainText("20 دقيقة");
    await expect(page.getByRole("listitem").filter({ hasText: "شرارة البداية" })).toContainText(
      "10 دقائق",
    );
    expect(await latinWords(page)).toEqual([]);
  });
});

test.describe("the Arabic events page", () => {
  test("dates the events with the Arabic month name and the zone in Arabic", async ({ page }) => {
    await gotoHydrated(page, "/ar/events");
    const past = page.getByRole("region", { name: "الفعاليات السابقة" });
    // Staff wrote the spec's events in Arabic too (migration 0039).
    const event = past.getByRole("article", { name: "ملتقى المستثمرين في نهاية العام" });
    await expect(event).toContainText("فعالية خاصة");
    await expect(event.getByText("31 ديسمبر 2025 18:00", { exact: true })).toBeVisible();
    await expect(event).toContainText("توقيت الخليج");
    await expect(event.getByText("انتهت هذه الفعالية")).toBeVisible();
    await expect(event).not.toContainText(/[٠-٩]/);
    // An Arabic text that starts with a name in Latin letters still reads right to left.
    await expect(
      event.getByText("Nakhla House، جزيرة المارية، أبوظبي", { exact: true }),
    ).toHaveAttribute("dir", "rtl");
    // The English page still says its dates in English.
    await gotoHydrated(page, "/events");
    await expect(
      page
        .getByRole("article", { name: "Year-End Investor Circle" })
        .getByText("31 Dec 2025 18:00", { exact: true }),
    ).toBeVisible();
  });
});

test.describe("the Arabic newsletter pages", () => {
  test("say the server's answer about a link in Arabic", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 404/);
    await gotoHydrated(page, "/ar/newsletter/confirm?token=no-such-token");
    await expect(page.getByRole("alert")).toHaveText(
      "لم يعد هذا الرابط صالحًا. اشترك مجددًا من أسفل أي صفحة.",
    );
    await expect(page.getByRole("link", { name: "الرئيسية" }).last()).toHaveAttribute(
      "href",
      "/ar",
    );
    await gotoHydrated(page, "/ar/unsubscribe?token=no-such-token");
    await expect(page.getByRole("alert")).toHaveText(
      "رابط إلغاء الاشتراك هذا غير صالح. لم يُلغَ اشتراك أحد: تحقّق من أن الرابط فُتح كاملًا.",
    );
    expect(await latinWords(page)).toEqual([]);
  });
});
