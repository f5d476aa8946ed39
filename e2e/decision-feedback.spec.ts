import type { APIRequestContext } from "@playwright/test";
import { SCORED_TOPICS } from "../core/scorecard";
import { applyFree, openRecordTab, signIn, tokenOf, unique } from "./admin-fixtures";
import { axeViolations, expect, gotoHydrated, shoot, test } from "./fixtures";
import { E2E_ADMIN, E2E_ANALYST, E2E_DEAL_REVIEWER } from "./seed-data";

// Feedback in the decision mail (docs/product.md, "Feedback in the decision mail"): an admin turns
// the reviewers' notes into a summary and approves it; the decision mail carries it, and the
// declined founder reads it on their page, in English or in Arabic.
//
// The applications came with the partner's free coupon: a paid one's decision would count in the
// firm's time to decision, which e2e/founder-clock.spec.ts counts to its 10th decision exactly.

async function scoreWithNote(request: APIRequestContext, token: string, id: string, note: string) {
  const response = await request.put(`/api/admin/applications/${id}/scorecard`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      scores: Object.fromEntries(SCORED_TOPICS.map((topic) => [topic, 2])),
      notes: { "Market Size and Opportunity": note },
      redFlag: false,
      submit: true,
    },
  });
  expect(response.status()).toBe(200);
}

async function decline(request: APIRequestContext, id: string) {
  const admin = await tokenOf(request, E2E_ADMIN);
  const response = await request.patch("/api/apply/update-status", {
    headers: { authorization: `Bearer ${admin}` },
    data: { applicationId: id, status: "Resolved", notify: "declined" },
  });
  expect(response.status()).toBe(200);
}

for (const { language, summary, heading, prefix } of [
  {
    language: "en" as const,
    summary: "The team is strong; we found the market too thin for a fund of our size.",
    heading: "What the reviewers said",
    prefix: "",
  },
  {
    language: "ar" as const,
    summary: "فريقكم قوي، لكننا وجدنا السوق أضيق من حجم صندوقنا.",
    heading: "ما قاله المراجعون",
    prefix: "/ar",
  },
]) {
  test(`an admin approves the reviewers' summary and the declined founder reads it (${language})`, async ({
    browser,
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const startup = unique("Barq Mobility");
    const applied = await applyFree(request, startup, language);
    const [analyst, reviewer] = await Promise.all([
      tokenOf(request, E2E_ANALYST),
      tokenOf(request, E2E_DEAL_REVIEWER),
    ]);
    await scoreWithNote(request, analyst, applied._id, "Thin market outside the UAE.");
    await scoreWithNote(request, reviewer, applied._id, "Crowded by two funded rivals.");

    await signIn(page, request);
    await gotoHydrated(
      page,
      `/admin-dashboard/applications/${applied._id}?q=${encodeURIComponent(startup)}`,
    );
    const card = page.getByRole("region", { name: "Open record" });
    await openRecordTab(card, "Feedback for the founder");
    const form = card.getByRole("form", { name: "Feedback for the founder" });
    const text = form.getByLabel("Reviewers' summary");
    // The draft: the notes under their topic, without the reviewers' names.
    await expect(text).toHaveValue(
      "Market Size and Opportunity\n- Thin market outside the UAE.\n- Crowded by two funded rivals.",
    );
    if (language === "ar") await expect(text).toHaveAttribute("dir", "rtl");
    await form.getByRole("button", { name: "Send no feedback" }).click();
    await expect(form.getByText("Say why the founder gets no feedback")).toBeVisible();
    await text.fill(summary);
    await form.getByRole("button", { name: "Approve this summary" }).click();
    await expect(form.getByRole("status")).toContainText(
      "the decision mail will carry this summary",
    );
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, `decision-feedback-form-${language}`, card);

    await decline(request, applied._id);
    await page.reload();
    await openRecordTab(card, "Feedback for the founder");
    await expect(card.getByText(/Sent with the decision mail on/)).toBeVisible();

    const founderContext = await browser.newContext();
    const founder = await founderContext.newPage();
    await gotoHydrated(founder, `${prefix}/my-application#token=${applied.founderToken}`);
    const section = founder.getByRole("region", { name: heading });
    await expect(section).toContainText(summary);
    expect(await axeViolations(founder)).toEqual([]);
    await shoot(founder, `founder-feedback-${language}`, section);
    await founderContext.close();
  });
}
