import { beforeAll, describe, expect, it } from "vitest";
import { createApplication } from "../../applications/applications-repository";
import { loginAsAdmin, loginAsReviewer } from "../../test/admin";
import { anApplication } from "../../test/factories";
import { useTestApp } from "../../test/helpers";

// The twelve scored topics of docs/product.md, section 9.3 (all but "Anomalies or Red Flags"), written out here
// rather than taken from the code under test.
const SCORED = [
  "Founders and Their Background",
  "Team Structure and Capabilities",
  "Problem Definition and Relevance",
  "Solution and Value Proposition",
  "Business Model, Revenue Streams and Pivot Plans",
  "Market Size and Opportunity",
  "Traction and Achieved Progress",
  "Financial Health and Capital Efficiency",
  "Competitive Landscape and Differentiation",
  "Scalability and Growth Potential",
  "Resilience and Proof of Adaptability",
  "Funding History and Utilization",
];
const RED_FLAGS = "Anomalies or Red Flags";

/** Every scored topic at `base`, with some topics changed. */
const scores = (base: number, changes: Record<string, number> = {}) => ({
  ...Object.fromEntries(SCORED.map((topic) => [topic, base])),
  ...changes,
});

type Headers = Record<string, string>;

describe("scorecards", () => {
  const t = useTestApp();
  let admin: { headers: { authorization: string } };
  let applicationId: string;

  beforeAll(async () => {
    admin = await loginAsAdmin(t.app, t.db, { name: "Tariq Nasser" });
    applicationId = (
      await createApplication(t.db, anApplication({ startupName: "ColdLine" }), {
        paymentId: "pay_1",
        couponCode: null,
        finalPrice: 500000,
        partnerName: null,
      })
    )._id;
  });

  /** A new application, paid nothing, named so. */
  const received = async (startupName: string) =>
    (
      await createApplication(t.db, anApplication({ startupName }), {
        paymentId: null,
        couponCode: null,
        finalPrice: 0,
        partnerName: null,
      })
    )._id;
  const put = (headers: Headers, body: object, id = applicationId) =>
    t.app.inject({
      method: "PUT",
      url: `/api/admin/applications/${id}/scorecard`,
      headers,
      payload: body,
    });
  const read = (headers: Headers, id = applicationId) =>
    t.app.inject({ method: "GET", url: `/api/admin/applications/${id}/scorecards`, headers });
  const setWeights = (weights: Record<string, number>) =>
    t.app.inject({
      method: "PUT",
      url: "/api/admin/scorecard-weights",
      headers: admin.headers,
      payload: { weights },
    });
  const report = () =>
    t.app.inject({
      method: "POST",
      url: "/api/apply/get-report",
      headers: admin.headers,
      payload: { applicationId },
    });
  const listed = async (query: string) =>
    (
      await t.app.inject({
        method: "GET",
        url: `/api/admin/applications?${query}`,
        headers: admin.headers,
      })
    ).json().items;

  it("keeps a draft, refuses to submit it unfinished, then submits it", async () => {
    const reviewer = await loginAsAdmin(t.app, t.db, { name: "Draft Reviewer" });
    const other = await received("Drafty");
    const draft = await put(
      reviewer.headers,
      {
        scores: { "Founders and Their Background": 4 },
        notes: { "Founders and Their Background": "Strong operators." },
        redFlag: false,
        submit: false,
      },
      other,
    );
    expect(draft.statusCode).toBe(200);
    expect(draft.json()).toMatchObject({
      reviewerName: "Draft Reviewer",
      scores: { "Founders and Their Background": 4 },
      notes: { "Founders and Their Background": "Strong operators." },
      weightedTotal: null,
      submittedAt: null,
    });

    const unfinished = await put(
      reviewer.headers,
      { scores: { "Founders and Their Background": 4 }, notes: {}, redFlag: false, submit: true },
      other,
    );
    expect(unfinished.statusCode).toBe(400);
    expect(unfinished.json().message).toMatch(
      /^Score every topic before submitting: Team Structure and Capabilities, /,
    );

    const unexplained = await put(
      reviewer.headers,
      { scores: scores(3), notes: {}, redFlag: true, submit: true },
      other,
    );
    expect(unexplained.statusCode).toBe(400);
    expect(unexplained.json().message).toBe('Describe the red flag under "Anomalies or Red Flags"');

    const submitted = await put(
      reviewer.headers,
      { scores: scores(3), notes: {}, redFlag: false, submit: true },
      other,
    );
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().submittedAt).not.toBeNull();
    expect(submitted.json().weightedTotal).toBe(3);

    // A submitted scorecard is changed by submitting again, never turned back into a draft.
    const backToDraft = await put(
      reviewer.headers,
      { scores: scores(1), notes: {}, redFlag: false, submit: false },
      other,
    );
    expect(backToDraft.statusCode).toBe(409);
    const [drafty] = await listed("q=Drafty");
    expect(drafty).toMatchObject({ startupName: "Drafty", reviews: 1, reviewMedian: 3 });
  });

  it.each([
    [
      "a score of 6",
      { scores: { "Founders and Their Background": 6 } },
      "A score is a whole number from 0 to 5",
    ],
    [
      "a score of 2.5",
      { scores: { "Founders and Their Background": 2.5 } },
      "A score is a whole number from 0 to 5",
    ],
    [
      "a score for the red flags",
      { scores: { [RED_FLAGS]: 2 } },
      'Scores: Unrecognized key: "Anomalies or Red Flags"',
    ],
    [
      "a note on no topic",
      { notes: { "Favourite colour": "Blue" } },
      'Notes: Unrecognized key: "Favourite colour"',
    ],
    [
      "a note of 5001 characters",
      { notes: { [RED_FLAGS]: "x".repeat(5001) } },
      "Must be at most 5000 characters",
    ],
  ])("refuses %s with a 400 naming the problem", async (_, change, message) => {
    const response = await put(admin.headers, {
      scores: {},
      notes: {},
      redFlag: false,
      submit: false,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it("answers 404 for an application that does not exist", async () => {
    const response = await put(
      admin.headers,
      { scores: {}, notes: {}, redFlag: false, submit: false },
      "00000000-0000-4000-8000-000000000000",
    );
    expect(response.statusCode).toBe(404);
  });

  it("computes totals, median and spread as worked out by hand, and again when the weights change", async () => {
    // Weights: Founders 3, Market 2, Funding History 0, the other nine topics 1. Σw = 3+2+0+9 = 14.
    const weighted = await setWeights({
      "Founders and Their Background": 3,
      "Market Size and Opportunity": 2,
      "Funding History and Utilization": 0,
    });
    expect(weighted.statusCode).toBe(200);
    expect(weighted.json().weights).toMatchObject({
      "Founders and Their Background": 3,
      "Team Structure and Capabilities": 1,
      "Funding History and Utilization": 0,
    });

    const [first, second, third] = [
      await loginAsAdmin(t.app, t.db, { name: "Reviewer One" }),
      await loginAsAdmin(t.app, t.db, { name: "Reviewer Two" }),
      await loginAsAdmin(t.app, t.db, { name: "Reviewer Three" }),
    ];
    // One: Founders 5, Market 1, Funding 0, the rest 4: 3·5 + 2·1 + 0·0 + 9·4 = 53 → 53/14.
    await put(first.headers, {
      scores: scores(4, {
        "Founders and Their Background": 5,
        "Market Size and Opportunity": 1,
        "Funding History and Utilization": 0,
      }),
      notes: {
        "Founders and Their Background": "Two operators with a decade at Gulf carriers.",
        [RED_FLAGS]: "The CTO left in March; not mentioned in the application.",
      },
      redFlag: true,
      submit: true,
    });
    // Two: every topic 3: 3·14 = 42 → 42/14 = 3.
    await put(second.headers, { scores: scores(3), notes: {}, redFlag: false, submit: true });
    // Three: Founders 2, Market 5, Funding 5, the rest 5: 3·2 + 2·5 + 0·5 + 9·5 = 61 → 61/14.
    await put(third.headers, {
      scores: scores(5, { "Founders and Their Background": 2 }),
      notes: { [RED_FLAGS]: "Nothing found." },
      redFlag: false,
      submit: true,
    });

    const seen = (await read(admin.headers)).json();
    const totals = Object.fromEntries(
      seen.scorecards.map((card: { reviewerName: string; weightedTotal: number }) => [
        card.reviewerName,
        card.weightedTotal,
      ]),
    );
    expect(totals["Reviewer One"]).toBeCloseTo(53 / 14, 10);
    expect(totals["Reviewer Two"]).toBeCloseTo(3, 10);
    expect(totals["Reviewer Three"]).toBeCloseTo(61 / 14, 10);
    // Sorted 42/14, 53/14, 61/14: the median is 53/14 ≈ 3.79, the spread 61/14 − 42/14 = 19/14.
    expect(seen.summary.reviews).toBe(3);
    expect(seen.summary.median).toBeCloseTo(53 / 14, 10);
    expect(seen.summary.spread).toBeCloseTo(19 / 14, 10);
    const [coldLine] = await listed("q=ColdLine");
    expect(coldLine.reviews).toBe(3);
    expect(coldLine.reviewMedian).toBeCloseTo(53 / 14, 10);

    // The report: each topic's median score. Founders 5, 3, 2 → 3; Market 1, 3, 5 → 3;
    // Funding 0, 3, 5 → 3; every other topic 4, 3, 5 → 4. Only the raised flag's note.
    const scorecard = (await report()).json().scorecard;
    expect(scorecard.reviewers).toBe(3);
    expect(scorecard.weightedTotal).toBeCloseTo(53 / 14, 10);
    const medians = Object.fromEntries(
      scorecard.topics.map((row: { topic: string; median: number }) => [row.topic, row.median]),
    );
    expect(medians).toMatchObject({
      "Founders and Their Background": 3,
      "Market Size and Opportunity": 3,
      "Funding History and Utilization": 3,
      "Team Structure and Capabilities": 4,
    });
    expect(Object.keys(medians)).not.toContain(RED_FLAGS);
    expect(scorecard.redFlags).toEqual([
      {
        reviewerName: "Reviewer One",
        note: "The CTO left in March; not mentioned in the application.",
      },
    ]);

    // Every weight back to 1: One (5 + 1 + 0 + 9·4)/12 = 42/12 = 3.5, Two 3,
    // Three (2 + 5 + 5 + 9·5)/12 = 57/12 = 4.75. Median 3.5, spread 4.75 − 3 = 1.75.
    await setWeights({
      "Founders and Their Background": 1,
      "Market Size and Opportunity": 1,
      "Funding History and Utilization": 1,
    });
    const reweighted = (await read(admin.headers)).json();
    expect(reweighted.summary.median).toBeCloseTo(3.5, 10);
    expect(reweighted.summary.spread).toBeCloseTo(1.75, 10);
    expect((await listed("q=ColdLine"))[0].reviewMedian).toBeCloseTo(3.5, 10);

    // A fourth, all 0: sorted 0, 3, 3.5, 4.75, an even count: (3 + 3.5) / 2 = 3.25.
    const fourth = await loginAsAdmin(t.app, t.db, { name: "Reviewer Four" });
    await put(fourth.headers, { scores: scores(0), notes: {}, redFlag: false, submit: true });
    const four = (await read(admin.headers)).json();
    expect(four.summary).toEqual({ reviews: 4, median: 3.25, spread: 4.75 });
  });

  it("sorts the applications list by the median, highest first, unreviewed last", async () => {
    const names = (await listed("sort=median")).map(
      (item: { startupName: string }) => item.startupName,
    );
    // ColdLine 3.25, Drafty 3, then the unreviewed.
    expect(names.slice(0, 2)).toEqual(["ColdLine", "Drafty"]);
    const contacts = await t.app.inject({
      method: "GET",
      url: "/api/admin/contacts?sort=median",
      headers: admin.headers,
    });
    expect(contacts.statusCode).toBe(400);
    expect(contacts.json().message).toBe("Sort: this list cannot be sorted by median");
  });

  it("refuses weights out of range, unknown topics, and a weighting where nothing counts", async () => {
    for (const [weights, message] of [
      [{ "Founders and Their Background": 11 }, "A weight is a whole number from 0 to 10"],
      [{ "Founders and Their Background": -1 }, "A weight is a whole number from 0 to 10"],
      [{ [RED_FLAGS]: 2 }, 'Unrecognized key: "Anomalies or Red Flags"'],
      [
        Object.fromEntries(SCORED.map((topic) => [topic, 0])),
        "At least one topic must carry weight",
      ],
    ] as const) {
      const response = await setWeights(weights);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
    }
  });

  it("hides the others' scores and notes from a reviewer until they submit their own", async () => {
    const hidden = await received("Hush");
    const early = await loginAsReviewer(t.app, t.db, { name: "Early Reviewer" });
    const late = await loginAsReviewer(t.app, t.db, { name: "Late Reviewer" });
    await put(
      early.headers,
      {
        scores: scores(5),
        notes: { "Founders and Their Background": "Exceptional founders." },
        redFlag: false,
        submit: true,
      },
      hidden,
    );
    // Late has a draft only: Early's scorecard, the median and the report's scorecard stay hidden.
    await put(
      late.headers,
      { scores: { "Founders and Their Background": 2 }, notes: {}, redFlag: false, submit: false },
      hidden,
    );
    const before = (await read(late.headers, hidden)).json();
    expect(before).toMatchObject({ hidden: true, reviews: 1, summary: null, scorecards: [] });
    expect(before.mine.scores).toEqual({ "Founders and Their Background": 2 });
    expect(JSON.stringify(before)).not.toContain("Exceptional founders.");
    const report = await t.app.inject({
      method: "POST",
      url: "/api/apply/get-report",
      headers: late.headers,
      payload: { applicationId: hidden },
    });
    expect(report.json().scorecard).toBeNull();
    const listedToLate = await t.app.inject({
      method: "GET",
      url: "/api/admin/applications?q=Hush",
      headers: late.headers,
    });
    expect(listedToLate.json().items[0]).toMatchObject({ reviews: 1, reviewMedian: null });
    const details = await t.app.inject({
      method: "GET",
      url: `/api/admin/applications/${hidden}`,
      headers: late.headers,
    });
    expect(details.json().application.reviewMedian).toBeNull();
    // Sorting by the median would rank what the others scored: admins only.
    const sorted = await t.app.inject({
      method: "GET",
      url: "/api/admin/applications?sort=median",
      headers: late.headers,
    });
    expect(sorted.statusCode).toBe(403);
    // An admin oversees: sees Early's scorecard without scoring.
    expect((await read(admin.headers, hidden)).json()).toMatchObject({
      hidden: false,
      summary: { reviews: 1, median: 5 },
    });

    await put(late.headers, { scores: scores(3), notes: {}, redFlag: false, submit: true }, hidden);
    const after = (await read(late.headers, hidden)).json();
    expect(after).toMatchObject({ hidden: false, summary: { reviews: 2, median: 4, spread: 2 } });
    expect(after.scorecards.map((card: { reviewerName: string }) => card.reviewerName)).toEqual([
      "Early Reviewer",
      "Late Reviewer",
    ]);
    expect(after.scorecards[0].notes).toEqual({
      "Founders and Their Background": "Exceptional founders.",
    });
    const listedAfter = await t.app.inject({
      method: "GET",
      url: "/api/admin/applications?q=Hush",
      headers: late.headers,
    });
    expect(listedAfter.json().items[0]).toMatchObject({ reviews: 2, reviewMedian: 4 });
  });

  it("lets a reviewer score and comment, not set the weights", async () => {
    const reviewer = await loginAsReviewer(t.app, t.db);
    const weights = await t.app.inject({
      method: "PUT",
      url: "/api/admin/scorecard-weights",
      headers: reviewer.headers,
      payload: { weights: { "Founders and Their Background": 2 } },
    });
    expect(weights.statusCode).toBe(403);
    const read = await t.app.inject({
      method: "GET",
      url: "/api/admin/scorecard-weights",
      headers: reviewer.headers,
    });
    expect(read.statusCode).toBe(200);
    const comment = await t.app.inject({
      method: "POST",
      url: `/api/admin/applications/${applicationId}/comments`,
      headers: reviewer.headers,
      payload: { body: "Seen." },
    });
    expect(comment.statusCode).toBe(201);
    const queue = await t.app.inject({
      method: "GET",
      url: "/api/review-queue/next",
      headers: reviewer.headers,
    });
    expect(queue.statusCode).toBe(200);
  });

  it("keeps an internal comment thread with author and time, staff only", async () => {
    const threaded = await received("Threaded");
    const url = `/api/admin/applications/${threaded}/comments`;
    const empty = await t.app.inject({ method: "GET", url, headers: admin.headers });
    expect(empty.json()).toEqual([]);
    const posted = await t.app.inject({
      method: "POST",
      url,
      headers: admin.headers,
      payload: { body: "Ask for the cap table before the pitch." },
    });
    expect(posted.statusCode).toBe(201);
    expect(posted.json()).toMatchObject({
      authorName: "Tariq Nasser",
      body: "Ask for the cap table before the pitch.",
    });
    const reviewer = await loginAsAdmin(t.app, t.db, { name: "Mira Khan" });
    await t.app.inject({
      method: "POST",
      url,
      headers: reviewer.headers,
      payload: { body: "Agreed; also the 2025 accounts." },
    });
    const thread = (await t.app.inject({ method: "GET", url, headers: admin.headers })).json();
    expect(
      thread.map((comment: { authorName: string; body: string }) => [
        comment.authorName,
        comment.body,
      ]),
    ).toEqual([
      ["Tariq Nasser", "Ask for the cap table before the pitch."],
      ["Mira Khan", "Agreed; also the 2025 accounts."],
    ]);
    expect(Date.parse(thread[0].createdAt)).toBeLessThanOrEqual(Date.parse(thread[1].createdAt));

    const blank = await t.app.inject({
      method: "POST",
      url,
      headers: admin.headers,
      payload: { body: "   " },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe("Body: This field is required");
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
  });
});
