import type { APIRequestContext, Page } from "@playwright/test";
import { simpleParser } from "mailparser";
import type { UndeliveredMail } from "../core/schemas/operations";
import { signIn } from "./admin-fixtures";
import { form, stepHeading } from "./application-helpers";
import { axeViolations, expect, gotoHydrated, test } from "./fixtures";
import { holdingTheMailPort } from "./mail-port";
import { E2E_ADMIN } from "./seed-data";

// An application made in Arabic, end to end (docs/decisions/067-founder-language.md): the form at
// /ar/application through the test checkout, the Arabic thank-you page, the confirmation mail in
// Arabic, the founder's page from its link at /ar/my-application, and the console marking it Arabic.

/** The founder's answers by field name, typed in Arabic where a founder writes words. */
const ARABIC_ANSWERS: Record<string, string>[] = [
  {
    fullName: "ليلى الحمادي",
    designation: "الرئيسة التنفيذية",
    phone: "+971 50 123 4567",
    email: "",
    linkedin: "https://www.linkedin.com/in/layla-alhammadi",
  },
  {
    journey: "عشر سنوات في إدارة سلاسل التبريد في دبي.",
    legacy: "سلاسل تبريد لا تهدر شيئًا.",
    achievements: "جائزة رواد الأعمال 2024",
    problem: "ربع اللقاحات يفسد قبل أن يصل إلى العيادات.",
  },
  {
    startupName: "",
    website: "https://sahra.example",
    industry: "التقنية الصحية",
    pitch: "ثلاجات تعمل بالطاقة الشمسية تبلغ عن حرارتها كل دقيقة.",
    developmentStage: "Early Users",
    funded: "بتمويل ذاتي ومنحة صغيرة.",
    investmentDetails: "منحة من برنامج صحي حكومي.",
    customerAcquisition: "مكاتب الصحة في المناطق، عبر تجارب أولية.",
    challenge: "تكلفة الأجهزة.",
  },
  {
    cofounders: "رامي منصور، المدير التقني",
    teamSize: "7",
    executives: "سارة خليل، العمليات",
    decisionMaking: "اجتماع أسبوعي للمؤسسين؛ البيانات أولًا.",
  },
  {
    expectations: "جولة بذرة وتعارف مع الجهات الصحية.",
    concerns: "الحفاظ على هوامش الأجهزة.",
    needAdvisory: "استشارات تنظيمية.",
    supportAreas: "التوظيف وجمع التمويل.",
    growthReport: "نمو الثلاجات النشطة 30% كل ربع سنة.",
  },
];

async function staffToken(request: APIRequestContext) {
  const response = await request.post("/api/admin/login", {
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
  });
  return `Bearer ${(await response.json()).token}`;
}

/**
 * The confirmation mail as a mail client receives it. No SMTP server listens while the e2e server
 * runs, so the mail waits in the outbox; a local one is started for its retry, which delivers it
 * as it was written.
 */
async function confirmationMail(request: APIRequestContext, email: string) {
  const authorization = await staffToken(request);
  let mail: UndeliveredMail | undefined;
  await expect
    .poll(async () => {
      const response = await request.get("/api/admin/operations/mails?pageSize=100", {
        headers: { authorization },
      });
      const { items } = (await response.json()) as { items: UndeliveredMail[] };
      mail = items.find((item) => item.to === email && item.kind === "application");
      return mail?.status;
    })
    .toBe("failed");
  const raw = await holdingTheMailPort(async ({ listen }) => {
    const smtp = await listen();
    await request.post(`/api/admin/operations/mails/${mail?._id}/retry`, {
      headers: { authorization },
    });
    return smtp.received.find((received) => received.to.includes(email))?.raw ?? "";
  });
  return simpleParser(raw);
}

async function applyInArabic(page: Page, startupName: string, email: string) {
  await gotoHydrated(page, "/ar/application");
  await page.getByRole("button", { name: "ابدأ الطلب" }).click();
  for (const answers of ARABIC_ANSWERS) {
    for (const [name, given] of Object.entries(answers)) {
      const value = name === "email" ? email : name === "startupName" ? startupName : given;
      const control = form(page).locator(`[name="${name}"]`);
      if (name === "developmentStage") await control.selectOption(value);
      else await control.fill(value);
    }
    await page.getByRole("button", { name: "التالي" }).click();
  }
  await expect(stepHeading(page)).toHaveText("راجع طلبك");
  await page.getByRole("button", { name: "ادفع ₹5000 وأرسل الطلب" }).click();
  const checkout = page.getByRole("dialog", { name: "صفحة دفع تجريبية" });
  await expect(checkout).toContainText("وضع تجريبي: لا يُحصَّل أي مبلغ فعلي");
  await expect(checkout).toContainText("رسوم طلب العرض الاستثماري للشركة الناشئة");
  expect(await axeViolations(page)).toEqual([]);
  await checkout.getByRole("button", { name: "ادفع ₹5000" }).click();
}

test("an application made in Arabic is mailed, shown and marked in Arabic", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);
  const startup = `Sahra ${suffix}`;
  const email = `layla-${suffix}@sahra.example`;
  await applyInArabic(page, startup, email);

  // The Arabic thank-you page, with the way to the founder's page in Arabic.
  await expect(page).toHaveURL(/\/ar\/thank-you$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.getByRole("heading", { name: "صفحة طلبك" })).toBeVisible();
  await expect(page.getByRole("link", { name: "افتح صفحة طلبك" })).toHaveAttribute(
    "href",
    "/ar/my-application",
  );

  // The confirmation mail, in Arabic, right to left, with the link to the Arabic page.
  const mail = await confirmationMail(request, email);
  expect(mail.subject).toBe(`تم تقديم الطلب: ${startup}`);
  expect(mail.text).toContain("مرحبًا \u2068ليلى الحمادي\u2069،");
  expect(mail.text).toContain("يراجع محللونا طلبك الآن.");
  expect(mail.text).toContain("رسوم الطلب المدفوعة: \u2066₹5,000\u2069");
  expect(mail.html).toContain('<html lang="ar" dir="rtl">');
  const link = mail.text?.match(/https?:\/\/\S+\/ar\/my-application#token=[\w-]+/)?.[0];
  expect(link, "the Arabic page's private link").toBeTruthy();

  // The founder's page from the link, in Arabic, in a browser that has never seen the founder.
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const founder = await phone.newPage();
  await founder.goto(link as string);
  await expect(founder.getByRole("heading", { level: 1 })).toHaveText("طلبك");
  await expect(founder).toHaveURL(/\/ar\/my-application$/);
  await expect(founder.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(founder.getByText(`${startup}، قُدّم الطلب في`)).toBeVisible();
  const stages = founder.getByRole("list").filter({ hasText: "استُلم الطلب" }).getByRole("listitem");
  await expect(stages).toHaveText([
    /استُلم الطلب/,
    /قيد المراجعة/,
    /حُدّد موعد جلسة العرض/,
    /اتُّخذ القرار/,
  ]);
  await expect(founder.getByRole("region", { name: "تفاصيل الشركة الناشئة" })).toContainText(
    "ثلاجات تعمل بالطاقة الشمسية",
  );
  await expect(founder.getByRole("region", { name: "دفعتك" })).toContainText("₹5,000");
  await expect(founder.getByRole("button", { name: "نزّل الإيصال (PDF)" })).toBeVisible();
  expect(await axeViolations(founder)).toEqual([]);
  await phone.close();

  // The console: the application marked Arabic in the list and its record, its answers read in
  // the direction they were typed.
  await signIn(page, request);
  await gotoHydrated(page, `/admin-dashboard/applications?q=${encodeURIComponent(startup)}`);
  const row = page.getByRole("row").filter({ hasText: startup });
  await expect(row.getByTitle("Applied in Arabic")).toHaveText(/العربية/);
  await row
    .getByRole("button", { name: startup })
    .or(row.getByRole("link", { name: startup }))
    .first()
    .click();
  const record = page.locator(".application-record");
  await expect(record).toContainText("applied in Arabic");
  const journey = record.getByText("عشر سنوات في إدارة سلاسل التبريد في دبي.");
  await expect(journey).toHaveAttribute("dir", "auto");
  expect(await axeViolations(page)).toEqual([]);
});
