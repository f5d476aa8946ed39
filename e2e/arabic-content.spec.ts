import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures";

// The Arabic portfolio, products, library, team profiles and legal pages
// (docs/decisions/059-languages.md): their own words, links that stay in Arabic, figures and
// addresses that keep their direction. e2e/arabic.spec.ts walks them for language, axe and width.

const main = (page: Page) => page.getByRole("main");

/** The page's canonical link and its language pairs, as paths. */
const languageLinks = (page: Page) =>
  page.evaluate(() => ({
    canonical: new URL(
      document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? "http://x/none",
    ).pathname,
    alternates: [...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"]')].map(
      (link) => [link.hreflang, new URL(link.href).pathname],
    ),
  }));

test.describe("the Arabic legal pages", () => {
  test("the terms: Arabic title, the date in Arabic, links and the address kept in place", async ({
    page,
  }) => {
    await gotoHydrated(page, "/ar/terms");
    await expect(page).toHaveTitle("الشروط والأحكام | Nakhla Ventures");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("الشروط والأحكام");
    await expect(main(page).getByText("آخر تحديث: 12 يوليو 2025")).toBeVisible();
    await expect(page.getByRole("heading", { name: "القانون الواجب التطبيق" })).toBeVisible();
    // The fee and the e-mail address read left to right inside the Arabic sentences.
    await expect(main(page).locator('bdi[dir="ltr"]', { hasText: "₹" })).toHaveText("₹5000");
    await expect(
      main(page).locator('bdi[dir="ltr"]', { hasText: "hello@nakhla.example" }),
    ).toBeVisible();
    await expect(main(page).getByRole("link", { name: "صفحة التواصل" })).toHaveAttribute(
      "href",
      "/ar/contact",
    );
    expect(await languageLinks(page)).toEqual({
      canonical: "/ar/terms",
      alternates: [
        ["en", "/terms"],
        ["ar", "/ar/terms"],
        ["x-default", "/terms"],
      ],
    });
  });

  test("the disclosures link to the Arabic privacy policy", async ({ page }) => {
    await gotoHydrated(page, "/ar/disclosures");
    await main(page).getByRole("link", { name: "سياسة الخصوصية" }).click();
    await expect(page).toHaveURL(/\/ar\/privacy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("سياسة الخصوصية");
    await expect(page.getByRole("heading", { name: "حقوقك" })).toBeVisible();
  });
});

test.describe("an Arabic team profile", () => {
  test("gives the role, biography and contacts in Arabic, the phone left to right", async ({
    page,
  }) => {
    await gotoHydrated(page, "/ar/layla-haddad");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Layla Haddad");
    await expect(main(page).getByText("الشريكة الإدارية").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "السيرة الذاتية" })).toBeVisible();
    await expect(page.locator(".profile__biography p").first()).toContainText("Layla Haddad");
    const assistants = page.getByRole("region", { name: "المساعدون" });
    await expect(assistants.locator('bdi[dir="ltr"]').first()).toHaveText("+971 2 555 ••41");
    await expect(
      main(page).getByRole("link", { name: "راسل Layla عبر نموذج التواصل" }),
    ).toHaveAttribute("href", "/ar/contact");
    await main(page).getByRole("link", { name: "العودة إلى الفريق كاملًا" }).click();
    await expect(page).toHaveURL(/\/ar\/about$/);
  });
});

test.describe("the Arabic portfolio, products and library", () => {
  test("the portfolio names its 16 companies as written, their facts in Arabic", async ({
    page,
  }) => {
    await gotoHydrated(page, "/ar/portfolio");
    await expect(
      main(page).getByText("أكثر من 250 شركة تتجاوز قيمتها السوقية مجتمعةً 25 مليار دولار"),
    ).toBeVisible();
    const companies = page.getByRole("region", { name: "دراسات حالة" }).getByRole("listitem");
    await expect(companies).toHaveCount(16);
    const tabeeb = companies.filter({ hasText: "Tabeeb Health" });
    await expect(tabeeb).toContainText("د. Salma Qureshi");
    await expect(tabeeb).toContainText("المملكة العربية السعودية");
    await expect(page.getByRole("list", { name: "محطات Sarab Cold Chain البارزة" })).toBeVisible();
  });

  test("the products lead to the Arabic pages", async ({ page }) => {
    await gotoHydrated(page, "/ar/products");
    await expect(page.getByRole("heading", { name: "سبع خدمات" })).toBeVisible();
    await expect(page.locator(".product")).toHaveCount(7);
    await expect(main(page).getByRole("link", { name: "قدّم طلب جلسة عرض" })).toHaveAttribute(
      "href",
      "/ar/application",
    );
    await expect(main(page).getByRole("link", { name: "افتح حاسبة التقييم" })).toHaveAttribute(
      "href",
      "/ar/valuation-calculator",
    );
  });

  test("the library dates its publications in Arabic and refuses credentials in Arabic", async ({
    page,
  }) => {
    await gotoHydrated(page, "/ar/blogs-and-publications");
    const first = page.locator(".publication").first();
    await expect(first).toContainText("رسالة السوق");
    await expect(first).toContainText("يوليو 2025");
    await page.getByRole("button", { name: "الدخول إلى المكتبة" }).click();
    const dialog = page.getByRole("dialog", { name: "مكتبة الأعضاء" });
    await dialog.getByLabel("اسم المستخدم").fill("member");
    await dialog.getByLabel("كلمة المرور").fill("not-a-password");
    await dialog.getByRole("button", { name: "تسجيل الدخول" }).click();
    await expect(dialog.getByRole("button", { name: "جارٍ التحقق..." })).toBeDisabled();
    await expect(dialog.getByRole("alert")).toHaveText("بيانات الدخول غير صحيحة. لست عضوًا.");
  });
});
