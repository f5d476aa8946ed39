import { simpleParser } from "mailparser";
import { signIn, unique } from "./admin-fixtures";
import {
  axeViolations,
  axeViolationsWithoutScripts,
  expect,
  gotoHydrated,
  shoot,
  test,
} from "./fixtures";
import { holdingTheMailPort } from "./mail-port";

// Newsletters in the subscriber's language (docs/decisions/075-staff-text-in-both-languages.md):
// staff write the Arabic beside the English and preview both mails; a reader switches the language
// from the link in the newsletter's footer, with or without scripts.

test.describe.configure({ timeout: 150_000 });

test("staff write a newsletter in English and Arabic side by side, the Arabic previewed right to left", async ({
  page,
  request,
}) => {
  const subject = unique("Spring letter");
  await signIn(page, request);
  await page.goto("/admin-dashboard/newsletters/new");
  const editor = page.getByRole("region", { name: "New newsletter" });
  await editor.getByLabel("Subject", { exact: true }).fill(subject);
  await editor.getByLabel("Text (Markdown)").fill("# Cohort news\n\nApplications open soon.");
  const arabicSubject = editor.getByLabel("Subject in Arabic");
  await expect(arabicSubject).toHaveAttribute("dir", "rtl");
  await expect(arabicSubject).toHaveAttribute("lang", "ar");
  await arabicSubject.fill("رسالة الربيع");

  // No Arabic text yet: the Arabic mail is right to left, the English text in it marked as English.
  const arabicPreview = editor.getByRole("region", { name: "Preview in Arabic" });
  const arabicHtml = page.frameLocator('iframe[title="HTML part of the newsletter in Arabic"]');
  await expect(arabicHtml.locator('div[lang="en"][dir="ltr"]')).toContainText(
    "Applications open soon.",
  );
  await expect(arabicHtml.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(arabicHtml.getByRole("link", { name: "ألغِ اشتراكك" })).toBeVisible();
  await expect(arabicPreview.locator(".newsletter-preview__text")).toHaveAttribute("dir", "rtl");

  await editor.getByRole("button", { name: "Create draft" }).click();
  const saved = page.getByRole("status").filter({ hasText: "Draft saved" });
  await expect(saved).toBeVisible();
  // Dismissed, so that the next "Draft saved" is the next save's own: a toast stays a while, and
  // on a fast run it was still there when the second one came.
  await saved.getByRole("button", { name: "Dismiss notification" }).click();
  await expect(saved).toHaveCount(0);
  const item = page.getByRole("listitem").filter({ hasText: subject });
  await expect(item).toContainText("Not yet in Arabic: text");

  // The Arabic text written: the Arabic preview shows it, the English one is unchanged.
  const opened = page.getByRole("region", { name: `Edit ${subject}` });
  const arabicText = opened.getByLabel("Text in Arabic (Markdown)");
  await expect(arabicText).toHaveAttribute("dir", "rtl");
  await arabicText.fill("# أخبار الدفعة\n\nباب التقديم مفتوح قريبًا.");
  await expect(arabicHtml.getByRole("heading", { name: "أخبار الدفعة" })).toBeVisible();
  await expect(arabicHtml.locator('div[lang="en"]')).toHaveCount(0);
  const englishHtml = page.frameLocator('iframe[title="HTML part of the newsletter"]');
  await expect(englishHtml.getByRole("heading", { name: "Cohort news" })).toBeVisible();
  await expect(
    opened.getByRole("region", { name: "Preview in Arabic" }).locator(".newsletter-preview__text"),
  ).toContainText("باب التقديم مفتوح قريبًا.");
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, "newsletter-editor-arabic", opened);

  await opened.getByRole("button", { name: "Save draft" }).click();
  await expect(saved).toBeVisible();
  await expect(item).not.toContainText("Not yet in Arabic");
  await page.reload();
  await expect(page.getByLabel("Text in Arabic (Markdown)")).toHaveValue(
    "# أخبار الدفعة\n\nباب التقديم مفتوح قريبًا.",
  );
});

test.describe("the newsletter's language page", () => {
  test.use({ javaScriptEnabled: false });

  test("an Arabic reader chooses English from the footer's link, without scripts", async ({
    page,
    request,
  }) => {
    const email = `arabic-${Date.now().toString(36)}@example.com`;
    const staff = await signIn(page, request);
    const headers = { authorization: `Bearer ${staff}` };
    const mail = await holdingTheMailPort(async (port) => {
      const smtp = await port.listen();
      await request.post("/api/newsletter/subscribe", { data: { email, language: "ar" } });
      await expect.poll(() => smtp.recipients(), { timeout: 15_000 }).toContain(email);
      const confirmation = await simpleParser(
        smtp.received.find((received) => received.to.includes(email))?.raw ?? "",
      );
      const token = confirmation.text?.match(/\/newsletter\/confirm\?token=([^\s]+)/)?.[1];
      await request.post("/api/newsletter/confirm", { data: { token } });
      const created = await request.post("/api/admin/newsletters", {
        headers,
        data: {
          subject: `Letter for ${email}`,
          body: "Our letter.",
          subjectAr: `رسالة إلى ${email}`,
          bodyAr: "رسالتنا.",
          interests: [],
          ratePerMinute: 60_000,
        },
      });
      await request.post(`/api/admin/newsletters/${(await created.json())._id}/send`, {
        headers,
        data: { scheduledAt: null },
      });
      await expect
        .poll(() => smtp.received.filter((received) => received.to.includes(email)).length, {
          timeout: 30_000,
        })
        .toBe(2);
      return simpleParser(
        smtp.received.filter((received) => received.to.includes(email))[1]?.raw ?? "",
      );
    });
    expect(mail.subject).toBe(`رسالة إلى ${email}`);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    const link = mail.text?.match(/https?:\/\/\S+\/ar\/newsletter\/language\?token=\S+/)?.[0] ?? "";
    expect(link).not.toBe("");

    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page.getByRole("heading", { name: "لغة النشرة الإخبارية" })).toBeVisible();
    await page.getByRole("button", { name: "Receive it in English" }).click();
    const said = page.getByRole("main").getByRole("status");
    await expect(said).toHaveText("From the next newsletter on, you receive it in English.");
    await expect(said).toHaveAttribute("lang", "en");
    expect(await axeViolationsWithoutScripts(page)).toEqual([]);

    // Back to Arabic from the same page, and a link that names nobody changes nothing.
    await page.getByRole("button", { name: "بالعربية" }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(
      "ستصلك النشرة الإخبارية بالعربية بدءًا من العدد القادم.",
    );
    await page.goto("/newsletter/language?token=00000000-0000-0000-0000-000000000000");
    await page.getByRole("button", { name: "بالعربية" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      "This link is not valid: open it from the newsletter again.",
    );
    expect(await axeViolationsWithoutScripts(page)).toEqual([]);
  });
});

test("the language page answers in the page with its scripts too", async ({ page }) => {
  await gotoHydrated(page, "/ar/newsletter/language?token=00000000-0000-0000-0000-000000000000");
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, "newsletter-language-ar");
  await page.getByRole("button", { name: "Receive it in English" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "هذا الرابط غير صالح: افتحه من النشرة الإخبارية مرة أخرى.",
  );
  expect(await axeViolations(page)).toEqual([]);
});
