import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { SCORED_TOPICS } from "../core/scorecard";
import { applyFree, signIn, tokenOf, unique } from "./admin-fixtures";
import { axeViolations, expect, gotoHydrated, shoot, test } from "./fixtures";
import {
  E2E_ADMIN,
  E2E_ANALYST,
  E2E_CONFLICTED_REVIEWER,
  E2E_DEAL_REVIEWER,
  E2E_KEYS_REVIEWER,
  E2E_REVIEWER,
} from "./seed-data";

// An appeal (docs/decisions/084-appeals.md): a declined founder appeals from their page (without
// scripts in English, with them in Arabic), a reviewer who did not score it recommends, an admin
// decides, and the founder reads the outcome on their page.
//
// The applications came with the partner's free coupon: a paid one's decision would count in the
// firm's time to decision, which e2e/founder-clock.spec.ts counts to its 10th decision exactly.

const REVIEWERS = [
  E2E_REVIEWER,
  E2E_KEYS_REVIEWER,
  E2E_ANALYST,
  E2E_DEAL_REVIEWER,
  E2E_CONFLICTED_REVIEWER,
];

async function score(request: APIRequestContext, token: string, id: string) {
  const response = await request.put(`/api/admin/applications/${id}/scorecard`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      scores: Object.fromEntries(SCORED_TOPICS.map((topic) => [topic, 2])),
      notes: {},
      redFlag: false,
      submit: true,
    },
  });
  expect(response.status()).toBe(200);
}

async function decline(request: APIRequestContext, admin: string, id: string) {
  const response = await request.patch("/api/apply/update-status", {
    headers: { authorization: `Bearer ${admin}` },
    data: { applicationId: id, status: "Resolved", notify: "declined" },
  });
  expect(response.status()).toBe(200);
}

/**
 * The review queue, signed in as `staff` in a context of its own, then the application's record
 * through the queue's list of open appeals, which says where the appeal stands.
 */
async function openFromQueue(
  browser: Browser,
  request: APIRequestContext,
  staff: { username: string; password: string },
  startup: string,
  list: string,
  state: string,
  shot: string,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, request, staff);
  await gotoHydrated(page, "/admin-dashboard/review-queue");
  const appeals = page.getByRole("region", { name: list });
  await expect(appeals.getByRole("listitem").filter({ hasText: startup })).toContainText(
    `${startup} ${state}`,
  );
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, shot);
  await appeals.getByRole("link", { name: startup }).click();
  await expect(page.getByRole("heading", { name: startup })).toBeVisible();
  return { page, close: () => context.close() };
}

const TEXTS = {
  en: {
    prefix: "",
    form: "Appeal the decision",
    decided: "Your appeal",
    reason: "Our pilot revenue was read as annual; it is monthly.",
    outcome: "upheld",
    founderText: "We read your figures again: the market size is what held us back.",
    received: "Appeal received",
    decidedLine: "Appeal decided",
    stands: "our decision stands",
  },
  ar: {
    prefix: "/ar",
    form: "التظلّم من القرار",
    decided: "تظلّمك",
    reason: "قُرئت إيرادات التجربة على أنها سنوية، وهي شهرية.",
    outcome: "overturned",
    founderText: "قرأنا أرقامك من جديد، وسنعيد النظر في طلبك.",
    received: "استلام التظلّم",
    decidedLine: "البتّ في التظلّم",
    stands: "سننظر في طلبك من جديد",
  },
} as const;

for (const language of ["en", "ar"] as const) {
  const texts = TEXTS[language];
  test(`a declined founder appeals, a fresh reviewer recommends, an admin decides (${language})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const startup = unique(language === "en" ? "Wadi Freight" : "Ghaf Energy");
    const applied = await applyFree(request, startup, language);
    const [admin, analyst, dealReviewer] = await Promise.all([
      tokenOf(request, E2E_ADMIN),
      tokenOf(request, E2E_ANALYST),
      tokenOf(request, E2E_DEAL_REVIEWER),
    ]);
    await score(request, analyst, applied._id);
    await score(request, dealReviewer, applied._id);
    await decline(request, admin, applied._id);

    // The founder appeals from their page: in English without scripts, through the pasted link.
    const founderContext = await browser.newContext({ javaScriptEnabled: language === "ar" });
    const founder = await founderContext.newPage();
    if (language === "en") {
      await founder.goto("/my-application");
      await founder
        .getByLabel("Paste the link from your e-mail")
        .fill(`https://nakhla.example/my-application#token=${applied.founderToken}`);
      await founder.getByRole("button", { name: "Open my application" }).click();
    } else {
      await gotoHydrated(founder, `/ar/my-application#token=${applied.founderToken}`);
    }
    const form = founder.getByRole("region", { name: texts.form });
    await expect(form).toBeVisible();
    await form.getByRole("button").click();
    await expect(form.locator(".field__error")).toBeVisible();
    await form.getByRole("textbox").fill(texts.reason);
    await shoot(founder, `appeal-form-${language}`, form);
    await form.getByRole("button").click();
    const appeal = founder.getByRole("region", { name: texts.decided });
    await expect(appeal).toContainText(texts.received);
    await expect(appeal).toContainText(texts.reason);

    // It went to a reviewer who did not score it (nor has a conflict).
    const read = await request.get(`/api/admin/applications/${applied._id}/appeal`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    const assigned = (await read.json()).appeal.reviewer as { name: string };
    expect([E2E_ANALYST.name, E2E_DEAL_REVIEWER.name]).not.toContain(assigned.name);
    const reviewer = REVIEWERS.find((staff) => staff.name === assigned.name);
    if (!reviewer) throw new Error(`unexpected reviewer ${assigned.name}`);

    const asReviewer = await openFromQueue(
      browser,
      request,
      reviewer,
      startup,
      "Appeals for you to read",
      "your recommendation is awaited · decision due by",
      `appeal-queue-reviewer-${language}`,
    );
    const section = asReviewer.page.getByRole("region", { name: "Appeal", exact: true });
    await expect(section).toContainText(texts.reason);
    const recommend = section.getByRole("form", { name: "Recommend on the appeal" });
    await recommend.getByLabel("Your recommendation").selectOption("uphold");
    await recommend.getByLabel("Why").fill("The market size, not the revenue, decided it.");
    await recommend.getByRole("button", { name: "Send my recommendation" }).click();
    await expect(section).toContainText("Uphold the decline");
    expect(await axeViolations(asReviewer.page)).toEqual([]);
    await shoot(asReviewer.page, `appeal-reviewer-${language}`, section);
    await asReviewer.close();

    const asAdmin = await openFromQueue(
      browser,
      request,
      E2E_ADMIN,
      startup,
      "Open appeals",
      `${assigned.name} recommended: yours to decide · decision due by`,
      `appeal-queue-admin-${language}`,
    );
    const adminSection = asAdmin.page.getByRole("region", { name: "Appeal", exact: true });
    await expect(adminSection).toContainText(`Reviewer: ${assigned.name}`);
    const decide = adminSection.getByRole("form", { name: "Decide the appeal" });
    await decide.getByRole("button", { name: "Decide and tell the founder" }).click();
    await expect(decide.getByText("This field is required").first()).toBeVisible();
    await decide.getByLabel("Outcome").selectOption(texts.outcome);
    await decide.getByLabel("What the founder reads").fill(texts.founderText);
    await decide.getByRole("button", { name: "Decide and tell the founder" }).click();
    await expect(adminSection).toContainText("Sent to the founder");
    await expect(adminSection.getByRole("form", { name: "Decide the appeal" })).toHaveCount(0);
    expect(await axeViolations(asAdmin.page)).toEqual([]);
    await shoot(asAdmin.page, `appeal-admin-${language}`, adminSection);
    await asAdmin.close();

    // The founder reads the outcome on their page.
    await founder.goto(`${texts.prefix}/my-application`);
    const decided = founder.getByRole("region", { name: texts.decided });
    await expect(decided).toContainText(texts.decidedLine);
    await expect(decided).toContainText(texts.stands);
    await expect(decided).toContainText(texts.founderText);
    if (language === "ar") expect(await axeViolations(founder)).toEqual([]);
    await shoot(founder, `appeal-decided-${language}`, decided);
    await founderContext.close();
  });
}

test("the founder's page with an appeal passes axe in English, with scripts", async ({
  page,
  request,
}) => {
  const applied = await applyFree(request, unique("Sabkha Labs"), "en");
  const admin = await tokenOf(request, E2E_ADMIN);
  await decline(request, admin, applied._id);
  await gotoHydrated(page, `/my-application#token=${applied.founderToken}`);
  await expect(page.getByRole("region", { name: "Appeal the decision" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, "appeal-page-en");
});
