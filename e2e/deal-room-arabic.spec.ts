import type { Page } from "@playwright/test";
import { applyFree, signIn, tokenOf, unique } from "./admin-fixtures";
import { aFirmOf, aMemo, openBoard, pathOf, shareWith } from "./deal-fixtures";
import { axeViolations, expect, gotoHydrated, shoot, test } from "./fixtures";
import { dealCodeIn, holdingTheMailPort, mailText } from "./mail-port";
import { E2E_ADMIN } from "./seed-data";

// The deal room for a firm's person who reads Arabic (docs/decisions/088-deal-room-in-arabic.md):
// their mails lead to /ar/deal-room, the way in, the memo's frame, the answer and the questions
// are in Arabic, right to left; they may change the room's language; the admin reads the answer in
// the console. The Arabic expected here is the catalogue's, as a reader meets it.

/** The Arabic page's own direction and language, and no axe finding. */
async function isArabicPage(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  expect(await axeViolations(page)).toEqual([]);
}

test("an Arabic reader opens the deal in Arabic, answers, asks, switches language, and the admin reads the answer", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const startup = unique("Qahwa Pay");
  const { _id: applicationId } = await applyFree(request, startup, "en");
  const token = await tokenOf(request, E2E_ADMIN);
  await aMemo(request, token, applicationId, {
    summary: "Card payments for Gulf cafés.",
    risks: "Card-scheme fees.",
    roundSize: 1_000_000,
  });
  const suffix = unique("").trim();
  const firm = `Sidr Capital ${suffix}`;
  const person = `layla.${suffix}@sidr.example`;
  const firmId = await aFirmOf(request, token, {
    name: firm,
    domain: "sidr.example",
    people: [{ name: "Layla Al Mansoori", email: person, language: "ar" }],
  });

  // The share mail is Arabic, and its links lead to the Arabic room and answer page.
  const [mail = ""] = await shareWith(request, token, applicationId, [firmId], [person]);
  expect(mail).toContain("شاركت Nakhla Ventures مذكرة المحلل");
  const link = /https?:\/\/\S+\/ar\/deal-room#token=[\w-]+/.exec(mail)?.[0] ?? "";
  const interested = /https?:\/\/\S+\/ar\/deal-room\/answer\?answer=interested#token=[\w-]+/.exec(
    mail,
  )?.[0];
  expect(link).not.toBe("");
  expect(interested).toBeTruthy();

  // The way in, in Arabic: the address, the code, the terms.
  const context = await browser.newContext();
  const viewer = await context.newPage();
  await holdingTheMailPort(async (port) => {
    const smtp = await port.listen();
    await gotoHydrated(viewer, pathOf(link));
    await expect(
      viewer.getByRole("heading", { name: "Nakhla Ventures · غرفة الصفقة" }),
    ).toBeVisible();
    await expect(
      viewer.getByText(`شاركت Nakhla Ventures مذكرة المحلل عن ${startup}`),
    ).toBeVisible();
    await isArabicPage(viewer);
    await shoot(viewer, "deal-room-ar-way-in");
    await viewer.getByRole("button", { name: "أرسلوا إليّ رمزًا" }).click();
    // An empty address is refused in Arabic, under its field.
    await expect(viewer.getByText("هذا الحقل مطلوب")).toBeVisible();
    await viewer.getByLabel("عنوان بريدك الإلكتروني في العمل").fill(person);
    await viewer.getByRole("button", { name: "أرسلوا إليّ رمزًا" }).click();
    await expect(viewer.getByText("إن كان لهذا العنوان أن يفتح الصفقة")).toBeVisible();
    await expect.poll(() => smtp.recipients(), { timeout: 15_000 }).toContain(person);
    const codeMail = smtp.received.find((sent) => sent.to.includes(person))?.raw ?? "";
    expect(mailText(codeMail)).toContain("رمز");
    // The code as the HTML part's sentence holds it, left to right: the firm's name, in the mail's
    // title, may hold six digits of its own (its suffix is random).
    const code = dealCodeIn(codeMail);
    expect(code).not.toBe("");
    const codeField = viewer.getByLabel(`الرمز المرسَل إلى ${person}`);
    await codeField.fill(code === "123456" ? "654321" : "123456");
    await viewer.getByRole("button", { name: "فتح الصفقة" }).click();
    await expect(
      viewer.getByText("هذا الرمز لا يفتح هذه الصفقة. اطلب رمزًا جديدًا واستخدمه خلال 10 دقائق."),
    ).toBeVisible();
    await codeField.fill(code);
    await viewer.getByRole("button", { name: "فتح الصفقة" }).click();
  });
  await expect(viewer.getByRole("heading", { name: "شروط السرية" })).toBeVisible();
  await isArabicPage(viewer);
  await viewer.getByRole("button", { name: "الموافقة وفتح المذكرة" }).click();
  await expect(viewer.getByText("ضع علامة في المربع للموافقة على شروط السرية")).toBeVisible();
  await viewer.getByRole("checkbox", { name: "أوافق على شروط السرية" }).check();
  await viewer.getByRole("button", { name: "الموافقة وفتح المذكرة" }).click();

  // The memo's frame in Arabic; what staff wrote shows as written, marked as English.
  await expect(
    viewer.getByRole("heading", { name: `${startup}: مذكرة المحلل، الإصدار 1` }),
  ).toBeVisible();
  await expect(viewer.getByRole("heading", { name: "الملخص" })).toBeVisible();
  await expect(viewer.getByText("Card payments for Gulf cafés.")).toHaveAttribute("lang", "en");
  await expect(viewer.getByText("يعمل رابطك حتى")).toBeVisible();
  await expect(viewer.getByText(/سري$/).first()).toBeVisible();
  await isArabicPage(viewer);
  await shoot(viewer, "deal-room-ar-memo");

  // The answer, refused then given, in Arabic.
  const form = viewer.getByRole("region", { name: "ردّ شركتك" });
  await expect(form.getByText("لم تردّ شركتك بعد.")).toBeVisible();
  await form.getByRole("button", { name: "إرسال ردّنا" }).click();
  await expect(form.getByText("اختر ردًّا")).toBeVisible();
  await form.getByRole("radio", { name: "تعهّد مبدئي بالاستثمار" }).check();
  await form.getByLabel("المبلغ").fill("250,000");
  await form.getByLabel("العملة").selectOption("USD");
  await form.getByRole("button", { name: "إرسال ردّنا" }).click();
  await expect(form.getByText("حُفظ ردّك.")).toBeVisible();
  await expect(form.getByText("ردّ شركتك: تعهّد مبدئي بالاستثمار: USD 250,000.")).toBeVisible();
  await isArabicPage(viewer);
  await shoot(viewer, "deal-room-ar-answer", form);

  // A question on the memo, and what the server says of it, in Arabic.
  await viewer.getByRole("button", { name: "اطرح سؤالًا" }).click();
  await viewer.getByLabel(/^سؤالك عن /).fill("ما هي نسبة الرسوم على البطاقات؟");
  await viewer.getByRole("button", { name: "إرسال السؤال" }).click();
  await expect(
    viewer.getByText("وصل سؤالك إلى Nakhla Ventures. بقيت لشركتك 9 أسئلة على هذه الصفقة."),
  ).toBeVisible();
  await expect(viewer.getByRole("heading", { name: "أسئلة شركتك" })).toBeVisible();
  await expect(viewer.getByText("ما هي نسبة الرسوم على البطاقات؟").first()).toBeVisible();
  await isArabicPage(viewer);

  // The reader changes the room to English, and back: the choice is kept for their link.
  await viewer.getByRole("button", { name: "English" }).click();
  await expect(viewer).toHaveURL(/\/deal-room$/);
  await expect(viewer.getByRole("heading", { name: "Nakhla Ventures · Deal room" })).toBeVisible();
  await expect(viewer.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(
    viewer
      .getByRole("region", { name: "Your firm's answer" })
      .getByText("Your firm's answer: Soft circle: USD 250,000."),
  ).toBeVisible();
  await viewer.getByRole("button", { name: "العربية" }).click();
  await expect(viewer).toHaveURL(/\/ar\/deal-room$/);
  await expect(viewer.getByRole("heading", { name: "أسئلة شركتك" })).toBeVisible();

  // The answer link of the mail opens the Arabic answer page, which records Interested.
  const answering = await context.newPage();
  await gotoHydrated(answering, pathOf(interested ?? ""));
  await expect(answering.getByRole("heading", { name: "ردّك: مهتمون" })).toBeVisible();
  await expect(answering.getByText("لا يُسجَّل شيء حتى تؤكّد.")).toBeVisible();
  await isArabicPage(answering);
  await shoot(answering, "deal-room-ar-answer-page");
  await answering.getByRole("button", { name: "تأكيد الردّ" }).click();
  await expect(answering.getByRole("heading", { name: "شكرًا لك" })).toBeVisible();
  await expect(answering.getByText(`سُجّل ردّ ${firm} على ${startup}: مهتمون.`)).toBeVisible();
  await context.close();

  // The admin reads the firm's answer on the console's board, and its question.
  await signIn(page, request);
  await gotoHydrated(
    page,
    `/admin-dashboard/applications/${applicationId}?q=${encodeURIComponent(startup)}`,
  );
  const board = await openBoard(page);
  await expect(board.getByRole("region", { name: /^Interested \d/ }).getByText(firm)).toBeVisible();
});
