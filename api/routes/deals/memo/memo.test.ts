import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SCORED_TOPICS } from "../../../../core/scorecard";
import { dealMemos } from "../../../db/schema/deals";
import { loginAsAdmin, loginAsReviewer } from "../../../test/admin";
import { aScoredApplication } from "../../../test/deals";
import { useTestApp } from "../../../test/helpers";

const aMemo = (overrides: object = {}) => ({
  summary: "Cold-chain logistics for Gulf pharmacies, 40% month-on-month growth.",
  risks: "Regulatory approval in Saudi Arabia.",
  proposedTerms: "SAFE, USD 8M cap, 20% discount.",
  roundSize: 1500000,
  roundCurrency: "USD",
  ...overrides,
});

describe("the analyst memo", () => {
  const t = useTestApp();

  it("is built from the scorecards: per-topic medians, weighted total, reviewers, red flags", async () => {
    const { applicationId } = await aScoredApplication(t.app, t.db);
    const { headers } = await loginAsAdmin(t.app, t.db);
    const saved = await t.app.inject({
      method: "PUT",
      url: `/api/admin/applications/${applicationId}/memo`,
      headers,
      payload: aMemo(),
    });
    expect(saved.statusCode).toBe(200);
    const memo = saved.json();
    expect(memo.versions).toHaveLength(1);
    const [first] = memo.versions;
    expect(first).toMatchObject({
      version: 1,
      ...aMemo(),
      changeNote: "",
      sharedAt: null,
      editedByName: "Leena Farouk",
    });
    // Totals 3, 4 and 5 (every weight 1): the median is 4, the spread 2; each topic's median 4.
    expect(first.scorecard).toEqual({
      reviewers: 3,
      weightedTotal: 4,
      spread: 2,
      topics: SCORED_TOPICS.map((topic) => ({ topic, median: 4 })),
      redFlags: [{ reviewerName: "Mei Tanaka", note: "Two co-founders left in 2025." }],
    });
    expect(memo.scorecard).toEqual(first.scorecard);
  });

  it("keeps editing the draft, refuses a shared version with 409, and starts the next one", async () => {
    const { applicationId } = await aScoredApplication(t.app, t.db);
    const { headers } = await loginAsAdmin(t.app, t.db);
    const url = `/api/admin/applications/${applicationId}/memo`;
    await t.app.inject({ method: "PUT", url, headers, payload: aMemo() });
    const edited = await t.app.inject({
      method: "PUT",
      url,
      headers,
      payload: aMemo({ roundSize: 2000000 }),
    });
    expect(edited.json().versions).toMatchObject([{ version: 1, roundSize: 2000000 }]);

    const early = await t.app.inject({
      method: "POST",
      url: `${url}/versions`,
      headers,
      payload: aMemo({ changeNote: "Round grew" }),
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      message: "Version 1 is not shared yet: change it instead of starting a new one.",
    });

    // Sharing locks the version (api/deals/sharing.ts); here it is locked by hand.
    await t.db
      .update(dealMemos)
      .set({ sharedAt: new Date() })
      .where(eq(dealMemos.applicationId, applicationId));
    const refused = await t.app.inject({
      method: "PUT",
      url,
      headers,
      payload: aMemo({ risks: "None" }),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: "Version 1 has been shared and is locked. Start version 2 to change the memo.",
    });
    const [stored] = await t.db
      .select()
      .from(dealMemos)
      .where(eq(dealMemos.applicationId, applicationId));
    expect(stored?.risks).toBe("Regulatory approval in Saudi Arabia.");

    const noNote = await t.app.inject({
      method: "POST",
      url: `${url}/versions`,
      headers,
      payload: aMemo(),
    });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json()).toEqual({ message: "Change note: Say what changed in this version" });
    const next = await t.app.inject({
      method: "POST",
      url: `${url}/versions`,
      headers,
      payload: aMemo({
        roundSize: 2500000,
        changeNote: "Round size raised after a lead committed.",
      }),
    });
    expect(next.statusCode).toBe(201);
    expect(next.json().versions).toMatchObject([
      {
        version: 2,
        roundSize: 2500000,
        changeNote: "Round size raised after a lead committed.",
        sharedAt: null,
      },
      { version: 1, roundSize: 2000000 },
    ]);
  });

  it.each([
    [{ roundSize: 0 }, "RoundSize: Must be more than 0"],
    [{ roundSize: 1.5 }, "RoundSize: Enter a whole amount"],
    [{ roundCurrency: "EUR" }, "RoundCurrency: Choose a currency from the list"],
    [{ summary: "x".repeat(5001) }, "Summary: Must be at most 5000 characters"],
    [{ verdict: "yes" }, 'Unrecognized key: "verdict"'],
  ])("refuses a bad memo (%j) with 400", async (change, message) => {
    const { applicationId } = await aScoredApplication(t.app, t.db);
    const { headers } = await loginAsAdmin(t.app, t.db);
    const response = await t.app.inject({
      method: "PUT",
      url: `/api/admin/applications/${applicationId}/memo`,
      headers,
      payload: aMemo(change),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it("answers 404 for an unknown application and 403 to a reviewer", async () => {
    const { headers } = await loginAsAdmin(t.app, t.db);
    const missing = await t.app.inject({
      method: "GET",
      url: "/api/admin/applications/00000000-0000-4000-8000-000000000000/memo",
      headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Application not found." });
    const reviewer = await loginAsReviewer(t.app, t.db);
    const denied = await t.app.inject({
      method: "GET",
      url: "/api/admin/applications/00000000-0000-4000-8000-000000000000/memo",
      headers: reviewer.headers,
    });
    expect(denied.statusCode).toBe(403);
  });
});
