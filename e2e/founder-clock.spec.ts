import type { APIRequestContext } from "@playwright/test";
import { FOUNDER_TOKEN_HEADER } from "../core/founder-link";
import { INTL_LOCALE } from "../core/languages";
import { applyPaidInTestMode, score, tokenOf, unique } from "./admin-fixtures";
import { axeViolations, expect, gotoHydrated, shoot, test } from "./fixtures";
import { E2E_ADMIN, E2E_ANALYST } from "./seed-data";

// The founder sees the clock (docs/product.md, section 6, and "The decision clock"): the stage
// since when and the business days since the payment, in English and Arabic, then the total to the
// decision; and the firm's time to decision, on the founder's page and on /application, shown only
// from the 10th decision of the last 12 months. The e2e database holds nine (e2e/seed-data.ts,
// DECIDED_BUSINESS_DAYS); this founder's decision, the same day as the payment, is the tenth. The
// spec runs its steps in order: nothing else in the suite sends a decision mail for a paid
// application.

const FIGURE_EN =
  "Our time from payment to decision over the last 12 months: a median of 3 business days; 9 in 10 within 15 business days (from 10 decisions).";
const FIGURE_AR =
  "مدة اتخاذ قرارنا من الدفع إلى القرار خلال الأشهر الاثني عشر الماضية: الوسيط 3 أيام عمل، و9 من كل 10 قرارات صدرت في مدة أقصاها 15 يوم عمل (من 10 قرارات).";

/** A date as the founder's page writes it (web/features/founder/format-date.ts): India time. */
const dateIn = (iso: string, language: "en" | "ar") =>
  new Date(iso).toLocaleDateString(language === "en" ? "en-IN" : INTL_LOCALE.ar, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  });

/** The clock as the API gives the founder, to know the dates the page must write. */
async function clockOf(request: APIRequestContext, token: string) {
  const response = await request.get("/api/my-application", {
    headers: { [FOUNDER_TOKEN_HEADER]: token },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).clock as {
    paidAt: string;
    stageSince: string;
    decidedAt: string | null;
    daysTotal: number;
  };
}

test("a paid founder sees the clock from the private link, in English and Arabic, and the firm's time to decision from its 10th decision", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);

  // Nine decisions: the application page shows no figure, in either language.
  await gotoHydrated(page, "/application");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Our time from payment to decision")).toHaveCount(0);
  await expect(page.locator(".application__decision-times")).toHaveCount(0);
  await gotoHydrated(page, "/ar/application");
  await expect(page.locator(".application__decision-times")).toHaveCount(0);

  // A founder pays; their page, opened from the private link, says where the clock stands.
  const startup = unique("Clock Co");
  const { _id: applicationId, founderToken } = await applyPaidInTestMode(request, startup);
  const founderContext = await browser.newContext();
  const founder = await founderContext.newPage();
  await gotoHydrated(founder, `/my-application#token=${founderToken}`);
  await expect(founder).toHaveURL(/\/my-application$/);
  const stage = founder.getByRole("region", { name: "Where your application stands" });
  const running = await clockOf(request, founderToken);
  expect(running.stageSince).toBe(running.paidAt);
  await expect(stage.locator(".founder-clock")).toHaveText(
    `Received since ${dateIn(running.stageSince, "en")} · 0 business days since your payment`,
  );
  await expect(stage.getByText("Our time from payment to decision")).toHaveCount(0);

  // The same page in Arabic.
  await gotoHydrated(founder, "/ar/my-application");
  await expect(founder.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(founder.locator(".founder-clock")).toHaveText(
    `استُلم الطلب في ${dateIn(running.stageSince, "ar")} · 0 يوم عمل منذ دفعك الرسوم`,
  );

  // Two scorecards, then the decision mail: the clock stops, and the firm has its 10th decision.
  const admin = await tokenOf(request, E2E_ADMIN);
  await score(request, admin, applicationId, 4);
  await score(request, await tokenOf(request, E2E_ANALYST), applicationId, 3);
  const decided = await request.patch("/api/apply/update-status", {
    headers: { authorization: `Bearer ${admin}` },
    data: { applicationId, status: "Resolved", notify: "accepted" },
  });
  expect(decided.status()).toBe(200);
  const stopped = await clockOf(request, founderToken);
  expect(stopped.decidedAt).not.toBeNull();

  await gotoHydrated(founder, "/my-application");
  await expect(stage.locator(".founder-clock")).toHaveText(
    `Decision sent on ${dateIn(stopped.decidedAt as string, "en")} · 0 business days from your payment to our decision`,
  );
  await expect(stage.getByText(FIGURE_EN)).toBeVisible();
  expect(await axeViolations(founder)).toEqual([]);
  await shoot(founder, "founder-clock-en");

  await gotoHydrated(founder, "/ar/my-application");
  await expect(founder.locator(".founder-clock")).toHaveText(
    `أُرسل القرار في ${dateIn(stopped.decidedAt as string, "ar")} · 0 يوم عمل من دفعك الرسوم إلى قرارنا`,
  );
  await expect(founder.getByText(FIGURE_AR)).toBeVisible();
  expect(await axeViolations(founder)).toEqual([]);
  await shoot(founder, "founder-clock-ar");
  await founderContext.close();

  // The application page now shows the same figure, as text the server wrote.
  await gotoHydrated(page, "/application");
  await expect(page.locator(".application__decision-times")).toHaveText(FIGURE_EN);
  await gotoHydrated(page, "/ar/application");
  await expect(page.locator(".application__decision-times")).toHaveText(FIGURE_AR);
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, "application-figure-ar");
});
