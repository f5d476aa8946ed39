import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { SCORED_TOPICS } from "../../core/scorecard";
import { applications } from "../db/schema/applications";
import { scorecardRevisions } from "../db/schema/reviews";
import { loginAsAdmin, loginAsReviewer } from "../test/admin";
import { anApplication } from "../test/factories";
import { aPaidApplication } from "../test/founder";
import { useTestApp } from "../test/helpers";
import { paymentTestEnv } from "../test/payments";

// Independent scorecards (docs/product.md, "Independent scorecards"): a change made once the
// others' scores could be seen is kept beside the first version, which is the one that counts;
// a decision needs two independent scorecards by reviewers without a conflict of interest; each
// total is also shown against its reviewer's own history.

type Headers = Record<string, string>;

const allScored = (score: number) =>
  Object.fromEntries(SCORED_TOPICS.map((topic) => [topic, score]));

describe("independent scorecards", () => {
  const t = useTestApp(paymentTestEnv);
  let admin: Headers;
  let rana: Headers;
  let omar: Headers;

  beforeAll(async () => {
    admin = (await loginAsAdmin(t.app, t.db, { name: "Huda Saleh" })).headers;
    rana = (await loginAsReviewer(t.app, t.db, { name: "Rana Aziz" })).headers;
    omar = (await loginAsReviewer(t.app, t.db, { name: "Omar Said" })).headers;
  });

  const paid = async (startupName: string) =>
    (await aPaidApplication(t.app, anApplication({ startupName }))).applicationId;
  const score = (headers: Headers, id: string, value: number, submit = true) =>
    t.app.inject({
      method: "PUT",
      url: `/api/admin/applications/${id}/scorecard`,
      headers,
      payload: { scores: allScored(value), notes: {}, redFlag: false, submit },
    });
  const scorecards = async (headers: Headers, id: string) =>
    (
      await t.app.inject({
        method: "GET",
        url: `/api/admin/applications/${id}/scorecards`,
        headers,
      })
    ).json();
  const readiness = async (id: string) =>
    (
      await t.app.inject({ method: "GET", url: `/api/admin/applications/${id}`, headers: admin })
    ).json().decisionReadiness;
  const decide = (id: string) =>
    t.app.inject({
      method: "PATCH",
      url: "/api/apply/update-status",
      headers: admin,
      payload: { applicationId: id, status: "Resolved", notify: "declined" },
    });
  const medianOf = async (id: string) =>
    (
      await t.db
        .select({ median: applications.reviewMedian })
        .from(applications)
        .where(eq(applications.id, id))
    )[0]?.median;

  it("keeps a change made after seeing the others as a revision; the first version counts", async () => {
    const id = await paid("Falcon Freight");
    expect((await score(rana, id, 2)).statusCode).toBe(200);
    // Nobody else has scored: a second submit corrects the first version in place.
    const corrected = await score(rana, id, 3);
    expect(corrected.json()).toMatchObject({ weightedTotal: 3, revision: null, independent: true });
    expect((await score(omar, id, 5)).statusCode).toBe(200);
    expect(await medianOf(id)).toBe(4);

    // Rana now sees Omar's 5 and moves to 5: kept as a revision, marked, not counted.
    const changed = await score(rana, id, 5);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      weightedTotal: 3,
      revision: { weightedTotal: 5, scores: allScored(5) },
    });
    expect(await medianOf(id)).toBe(4);
    const seen = await scorecards(admin, id);
    expect(seen.summary.median).toBe(4);
    const ranas = seen.scorecards.find(
      (card: { reviewerName: string }) => card.reviewerName === "Rana Aziz",
    );
    expect(ranas).toMatchObject({ weightedTotal: 3, revision: { weightedTotal: 5 } });
    // Her own form starts from the latest version; a later change adds another revision.
    expect((await scorecards(rana, id)).mine.revision.scores).toEqual(allScored(5));
    expect((await score(rana, id, 4)).json().revision.weightedTotal).toBe(4);
    expect(await t.db.select().from(scorecardRevisions)).toHaveLength(2);
    // Turning it back into a draft is still refused.
    expect((await score(rana, id, 4, false)).statusCode).toBe(409);
  });

  it("does not count a scorecard first submitted while seeing the others", async () => {
    const id = await paid("Dune Robotics");
    expect((await score(rana, id, 4)).statusCode).toBe(200);
    // The admin sees every scorecard: theirs, submitted after Rana's, is not independent.
    const admins = await score(admin, id, 4);
    expect(admins.json().independent).toBe(false);
    expect(await readiness(id)).toEqual({
      needed: 2,
      scoredBy: ["Rana Aziz"],
      startedBy: [],
      notCounted: [{ name: "Huda Saleh", reason: "scored after seeing the others' scores" }],
    });
    const refused = await decide(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "The decision can be sent once 2 reviewers without a conflict of interest have scored this application independently: 1 more scorecard is missing. Scored by Rana Aziz. Not counted: Huda Saleh (scored after seeing the others' scores).",
    );
    expect((await score(omar, id, 3)).statusCode).toBe(200);
    expect((await decide(id)).statusCode).toBe(200);
  });

  it("does not count the scorecard of a reviewer who declared a conflict after scoring", async () => {
    const id = await paid("Oasis Grid");
    expect((await score(rana, id, 4)).statusCode).toBe(200);
    expect((await score(omar, id, 3)).statusCode).toBe(200);
    const declared = await t.app.inject({
      method: "PUT",
      url: "/api/account/conflicts",
      headers: omar,
      payload: { conflicts: [{ kind: "advised", name: "Oasis Grid", domain: "" }] },
    });
    expect(declared.statusCode).toBe(200);
    expect((await readiness(id)).notCounted).toEqual([
      { name: "Omar Said", reason: "a conflict of interest" },
    ]);
    const refused = await decide(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain("Not counted: Omar Said (a conflict of interest).");
    await t.app.inject({
      method: "PUT",
      url: "/api/account/conflicts",
      headers: omar,
      payload: { conflicts: [] },
    });
  });

  it("shows each first total against its reviewer's own history", async () => {
    // Omar's history so far: 5 (Falcon), 3 (Dune), 3 (Oasis); one more, 1, makes four: mean 3,
    // sample deviation √(8/3); his 5 on Falcon Freight is then (5 − 3) / √(8/3) ≈ +1.22.
    const id = await paid("Wadi Water");
    expect((await score(omar, id, 1)).statusCode).toBe(200);
    const falcon = (
      await t.db
        .select({ id: applications.id })
        .from(applications)
        .where(eq(applications.startupName, "Falcon Freight"))
    )[0]?.id as string;
    const cards = (await scorecards(admin, falcon)).scorecards;
    const omars = cards.find((card: { reviewerName: string }) => card.reviewerName === "Omar Said");
    expect(omars.calibrated).toBeCloseTo(2 / Math.sqrt(8 / 3), 10);
    // Rana's first versions: 3 (Falcon, not its revisions), 4 (Dune), 4 (Oasis): mean 11/3.
    const ranas = cards.find((card: { reviewerName: string }) => card.reviewerName === "Rana Aziz");
    const deviation = Math.sqrt(((3 - 11 / 3) ** 2 + 2 * (4 - 11 / 3) ** 2) / 2);
    expect(ranas.calibrated).toBeCloseTo((3 - 11 / 3) / deviation, 10);
  });
});
