import type { Page } from "@playwright/test";
import {
  formatScore,
  SCORED_TOPICS,
  type ScoredTopic,
  type Weights,
  weightedTotal,
  withDefaultWeights,
} from "../core/scorecard";
import { applyPaidInTestMode, signIn, unique } from "./admin-fixtures";
import { axeViolations, expect, test } from "./fixtures";

// The Scorecard weights tab (docs/decisions/020-scorecards.md): an admin sets each scored topic's
// weight, whole numbers 0–10, at least one above 0; saving recomputes every submitted total and
// every median.
//
// The weights are shared by every journey running at the same time on the same database. The one
// change made here, "Market Size and Opportunity" from 1 to 2, moves no total another journey
// asserts (theirs score every topic alike, or 5 then eleven 4s: 4 + 1/Σw, 4.08 at Σw 12 and 13),
// and the weights are put back as they were before the test ends, whatever happens.

const CHANGED: ScoredTopic = "Market Size and Opportunity";
const SAVED = "Weights saved; every total was recomputed";
const WEIGHTS_API = "/api/admin/scorecard-weights";

/** Founders 5, Market 1, Funding History 0, every other topic 4: weights move its total. */
const SCORES = Object.fromEntries(
  SCORED_TOPICS.map((topic) => [
    topic,
    topic === "Founders and Their Background"
      ? 5
      : topic === "Market Size and Opportunity"
        ? 1
        : topic === "Funding History and Utilization"
          ? 0
          : 4,
  ]),
) as Record<ScoredTopic, number>;

/** The application's line in the console's list, searched by its name (its median, its reviews). */
async function medianLine(page: Page, startupName: string) {
  await page.goto(`/admin-dashboard/applications?q=${encodeURIComponent(startupName)}`);
  return page.getByRole("row").filter({ hasText: startupName });
}

test("an admin changes a topic's weight: a blank or all-zero form is refused before sending, a change is saved and recomputes the totals", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await signIn(page, request);
  const auth = { authorization: `Bearer ${token}` };

  // What the weights are now, to compute with and to put back.
  const read = await request.get(WEIGHTS_API, { headers: auth });
  expect(read.status()).toBe(200);
  const original = withDefaultWeights((await read.json()).weights);
  const changedTo = original[CHANGED] === 2 ? 3 : 2;
  const changed: Weights = { ...original, [CHANGED]: changedTo };
  const before = formatScore(weightedTotal(SCORES, original));
  const after = formatScore(weightedTotal(SCORES, changed));
  expect(after).not.toBe(before);

  // An application of this test's own, with the admin's submitted scorecard: one review.
  const startupName = unique("Weighed");
  const { _id } = await applyPaidInTestMode(request, startupName);
  const scored = await request.put(`/api/admin/applications/${_id}/scorecard`, {
    headers: auth,
    data: { scores: SCORES, notes: {}, redFlag: false, submit: true },
  });
  expect(scored.status()).toBe(200);

  // Every save the page sends (the form posts to its route's clientAction, which calls the API).
  const saves: string[] = [];
  page.on("request", (sent) => {
    if (sent.method() === "PUT" && new URL(sent.url()).pathname === WEIGHTS_API)
      saves.push(sent.postData() ?? "");
  });

  try {
    await expect(await medianLine(page, startupName)).toContainText(
      `Median ${before} of 5 · 1 review`,
    );

    await page.goto("/admin-dashboard/scorecard-weights");
    const tab = page.getByRole("region", { name: "Scorecard weights" });
    const weight = (topic: ScoredTopic) => tab.getByLabel(topic, { exact: true });
    const save = tab.getByRole("button", { name: "Save weights" });
    await expect(weight(CHANGED)).toHaveValue(String(original[CHANGED]));
    for (const topic of SCORED_TOPICS) {
      await expect(weight(topic)).toHaveValue(String(original[topic]));
    }
    expect(await axeViolations(page)).toEqual([]);

    // A blank weight: its message under it, the field marked, nothing sent.
    const founders = weight("Founders and Their Background");
    await founders.fill("");
    await save.click();
    await expect(founders).toHaveAttribute("aria-invalid", "true");
    // The message is the field's accessible description, and the only one on the form.
    await expect(founders).toHaveAccessibleDescription("A weight is a whole number from 0 to 10");
    await expect(tab.getByText("A weight is a whole number from 0 to 10")).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
    // Typing a weight clears the message.
    await founders.fill("1");
    await expect(founders).not.toHaveAttribute("aria-invalid", "true");
    await expect(tab.getByText("A weight is a whole number from 0 to 10")).toHaveCount(0);

    // Every weight 0: refused with the schema's message, nothing sent.
    for (const topic of SCORED_TOPICS) await weight(topic).fill("0");
    await save.click();
    const refusal = tab.getByRole("alert");
    await expect(refusal).toHaveText("At least one topic must carry weight");
    expect(await axeViolations(page)).toEqual([]);
    expect(saves).toEqual([]);

    // A valid change: the weights as they were, one topic weighing more. Saved, said so.
    for (const topic of SCORED_TOPICS) await weight(topic).fill(String(changed[topic]));
    await expect(refusal).toBeHidden();
    await save.click();
    await expect(page.getByRole("status").filter({ hasText: SAVED })).toBeVisible();
    expect(saves).toHaveLength(1);
    expect(JSON.parse(saves[0] ?? "{}")).toEqual({ weights: changed });
    await expect(save).toBeEnabled();

    // Still there after a reload, and the API has it.
    await page.reload();
    await expect(weight(CHANGED)).toHaveValue(String(changedTo));
    for (const topic of SCORED_TOPICS) {
      await expect(weight(topic)).toHaveValue(String(changed[topic]));
    }
    const stored = await request.get(WEIGHTS_API, { headers: auth });
    expect((await stored.json()).weights).toEqual(changed);

    // Every total was recomputed: the application's median follows the new weights.
    await expect(await medianLine(page, startupName)).toContainText(
      `Median ${after} of 5 · 1 review`,
    );

    // Put back through the same form: the weights and the median are as they were.
    await page.goto("/admin-dashboard/scorecard-weights");
    await expect(weight(CHANGED)).toHaveValue(String(changedTo));
    await weight(CHANGED).fill(String(original[CHANGED]));
    await save.click();
    await expect(page.getByRole("status").filter({ hasText: SAVED })).toBeVisible();
    expect(saves).toHaveLength(2);
    const restored = await request.get(WEIGHTS_API, { headers: auth });
    expect((await restored.json()).weights).toEqual(original);
    await expect(await medianLine(page, startupName)).toContainText(
      `Median ${before} of 5 · 1 review`,
    );
  } finally {
    // Whatever failed above, the other journeys get the weights they started with.
    const now = withDefaultWeights(
      (await (await request.get(WEIGHTS_API, { headers: auth })).json()).weights,
    );
    if (SCORED_TOPICS.some((topic) => now[topic] !== original[topic])) {
      const put = await request.put(WEIGHTS_API, { headers: auth, data: { weights: original } });
      expect(put.status()).toBe(200);
    }
  }
});
