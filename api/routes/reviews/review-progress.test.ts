import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { SCORED_TOPICS } from "../../../core/scorecard";
import { createApplication } from "../../applications/applications-repository";
import { applications } from "../../db/schema/applications";
import { adminUsers } from "../../db/schema/staff";
import { loginAsAdmin, loginAsReviewer } from "../../test/admin";
import { anApplication } from "../../test/factories";
import { useTestApp } from "../../test/helpers";

const allThrees = Object.fromEntries(SCORED_TOPICS.map((topic) => [topic, 3]));
const PAYMENT = { paymentId: null, couponCode: null, finalPrice: 0, partnerName: null };

type Headers = Record<string, string>;
type Progress = { reviewed: number; total: number; setAside: number };

/**
 * The queue's progress line is read from counters kept by triggers
 * (api/db/migrations/0021_review_progress_triggers.sql). After every kind of change that moves
 * them, the line must say what counting from scratch says.
 */
describe("the review queue's progress stays exact", () => {
  const t = useTestApp();
  let admin: Headers;

  beforeAll(async () => {
    admin = (await loginAsAdmin(t.app, t.db, { name: "Nadia Karam" })).headers;
  });

  const anApp = async (startupName: string) =>
    (await createApplication(t.db, anApplication({ startupName }), PAYMENT))._id;

  const progressOf = async (headers: Headers): Promise<Progress> => {
    const response = await t.app.inject({ method: "GET", url: "/api/review-queue/next", headers });
    expect(response.statusCode).toBe(200);
    return response.json().progress;
  };

  /** What counting every row says, for each reviewer that has a counter or a review. */
  const recounted = async () => {
    const result = (await t.db.execute(sql`
      select u.id,
        (select count(*) from scorecards s join applications a on a.id = s.application_id
          where s.reviewer_id = u.id and s.submitted_at is not null and a.status <> 'Resolved')::int
          as reviewed,
        (select count(*) from review_set_asides r join applications a on a.id = r.application_id
          where r.reviewer_id = u.id and a.status <> 'Resolved')::int as set_aside,
        (select count(*) from applications where status <> 'Resolved')::int as total
      from admin_users u order by u.id`)) as unknown as {
      rows: { id: string; reviewed: number; set_aside: number; total: number }[];
    };
    return result.rows;
  };
  const stored = async () => {
    const result = (await t.db.execute(sql`
      select u.id, coalesce(p.reviewed, 0) as reviewed, coalesce(p.set_aside, 0) as set_aside,
        (select applications from review_queue_size) as total
      from admin_users u left join reviewer_progress p on p.reviewer_id = u.id
      order by u.id`)) as unknown as {
      rows: { id: string; reviewed: number; set_aside: number; total: number }[];
    };
    return result.rows;
  };
  const expectNoDrift = async () => expect(await stored()).toEqual(await recounted());

  const totalNow = async () => (await progressOf(admin)).total;

  const submit = async (headers: Headers, id: string, scores = allThrees) => {
    const response = await t.app.inject({
      method: "PUT",
      url: `/api/admin/applications/${id}/scorecard`,
      headers,
      payload: { scores, notes: {}, redFlag: false, submit: true },
    });
    expect(response.statusCode).toBe(200);
  };
  const setAside = async (headers: Headers, applicationId: string, reason: string) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/review-queue/set-aside",
      headers,
      payload: { applicationId, reason },
    });
    expect(response.statusCode).toBe(200);
  };
  const changeStatus = async (applicationId: string, status: string) => {
    const response = await t.app.inject({
      method: "PATCH",
      url: "/api/apply/update-status",
      headers: admin,
      payload: { applicationId, status },
    });
    expect(response.statusCode).toBe(200);
  };

  it("counts a submission once, however often it is submitted again, and never a draft", async () => {
    const reviewer = await loginAsReviewer(t.app, t.db);
    const [first, second] = [await anApp("Amber Grid"), await anApp("Basalt Bio")];
    const total = await totalNow();

    await t.app.inject({
      method: "PUT",
      url: `/api/admin/applications/${second}/scorecard`,
      headers: reviewer.headers,
      payload: { scores: { [SCORED_TOPICS[0] as string]: 2 }, notes: {}, redFlag: false },
    });
    expect(await progressOf(reviewer.headers)).toEqual({ reviewed: 0, total, setAside: 0 });

    await submit(reviewer.headers, first);
    expect(await progressOf(reviewer.headers)).toEqual({ reviewed: 1, total, setAside: 0 });
    // Edited and submitted again: still one review.
    await submit(reviewer.headers, first, { ...allThrees, [SCORED_TOPICS[1] as string]: 5 });
    await submit(reviewer.headers, first);
    expect(await progressOf(reviewer.headers)).toEqual({ reviewed: 1, total, setAside: 0 });
    await expectNoDrift();
  });

  it("counts a skip or a conflict once per application, and a skip then a submission as both", async () => {
    const reviewer = await loginAsReviewer(t.app, t.db);
    const [skipped, declined] = [await anApp("Cedar Pay"), await anApp("Delta Foods")];
    const total = await totalNow();

    await setAside(reviewer.headers, skipped, "skip");
    expect(await progressOf(reviewer.headers)).toEqual({ reviewed: 0, total, setAside: 1 });
    // Skipped again: one set-aside still; a conflict declared twice: one more.
    await setAside(reviewer.headers, skipped, "skip");
    expect(await progressOf(reviewer.headers)).toEqual({ reviewed: 0, total, setAside: 1 });
    await setAside(reviewer.headers, declined, "conflict");
    await setAside(reviewer.headers, declined, "conflict");
    expect(await progressOf(reviewer.headers)).toEqual({ reviewed: 0, total, setAside: 2 });

    // Skipped, then scored after all (opened from the list): reviewed, and still set aside. The
    // conflict is a recusal: that one cannot be scored (api/reviews/conflicts.test.ts).
    await submit(reviewer.headers, skipped);
    expect(await progressOf(reviewer.headers)).toEqual({ reviewed: 1, total, setAside: 2 });
    await expectNoDrift();
  });

  it("leaves out what is Resolved, and counts it again when it comes back", async () => {
    const reviewer = await loginAsReviewer(t.app, t.db);
    const [scored, skipped] = [await anApp("Ember Labs"), await anApp("Fjord AI")];
    await submit(reviewer.headers, scored);
    await setAside(reviewer.headers, skipped, "skip");
    const total = await totalNow();
    expect(await progressOf(reviewer.headers)).toEqual({ reviewed: 1, total, setAside: 1 });

    await changeStatus(scored, "Resolved");
    expect(await progressOf(reviewer.headers)).toEqual({
      reviewed: 0,
      total: total - 1,
      setAside: 1,
    });
    await changeStatus(skipped, "Resolved");
    expect(await progressOf(reviewer.headers)).toEqual({
      reviewed: 0,
      total: total - 2,
      setAside: 0,
    });
    // A move between two statuses in the queue changes nothing; back from Resolved counts again.
    await changeStatus(scored, "In Discussion");
    await changeStatus(skipped, "Pending");
    await changeStatus(skipped, "In Discussion");
    expect(await progressOf(reviewer.headers)).toEqual({ reviewed: 1, total, setAside: 1 });
    await expectNoDrift();
  });

  it("leaves out what the spec's evaluation resolves", async () => {
    const reviewer = await loginAsReviewer(t.app, t.db);
    const evaluated = await anApp("Garnet Health");
    await submit(reviewer.headers, evaluated);
    const before = await progressOf(reviewer.headers);
    const response = await t.app.inject({
      method: "PATCH",
      url: "/api/apply/update-status",
      headers: admin,
      payload: {
        applicationId: evaluated,
        adminAnswers: { "Founders and Their Background": "Strong team." },
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe("Resolved");
    expect(await progressOf(reviewer.headers)).toEqual({
      reviewed: before.reviewed - 1,
      total: before.total - 1,
      setAside: before.setAside,
    });
    await expectNoDrift();
  });

  it("follows a bulk status change, both ways", async () => {
    const reviewer = await loginAsReviewer(t.app, t.db);
    const bulk = [await anApp("Halo Bulkmove"), await anApp("Iris Bulkmove")];
    const untouched = await anApp("Jade Freight");
    await submit(reviewer.headers, bulk[0] as string);
    await setAside(reviewer.headers, bulk[1] as string, "conflict");
    await submit(reviewer.headers, untouched);
    const before = await progressOf(reviewer.headers);

    const bulkStatus = async (status: string) => {
      const filter = { q: "bulkmove" };
      const selection = (
        await t.app.inject({
          method: "GET",
          url: `/api/admin/applications/bulk/selection?${new URLSearchParams(filter)}`,
          headers: admin,
        })
      ).json();
      const response = await t.app.inject({
        method: "POST",
        url: "/api/admin/applications/bulk/status",
        headers: admin,
        payload: { selection: { kind: "filter", filter, ...selection }, status },
      });
      expect(response.json()).toMatchObject({ changed: 2 });
    };
    await bulkStatus("Resolved");
    expect(await progressOf(reviewer.headers)).toEqual({
      reviewed: before.reviewed - 1,
      total: before.total - 2,
      setAside: before.setAside - 1,
    });
    await expectNoDrift();
    await bulkStatus("In Discussion");
    expect(await progressOf(reviewer.headers)).toEqual(before);
    await expectNoDrift();
  });

  it("forgets an application that is deleted, and a reviewer who is deleted", async () => {
    const reviewer = await loginAsReviewer(t.app, t.db);
    const other = await loginAsReviewer(t.app, t.db);
    const [gone, resolvedGone] = [await anApp("Kestrel Ag"), await anApp("Lotus Ed")];
    await submit(reviewer.headers, gone);
    await setAside(other.headers, gone, "skip");
    await submit(reviewer.headers, resolvedGone);
    await changeStatus(resolvedGone, "Resolved");
    const before = await progressOf(reviewer.headers);

    await t.db.delete(applications).where(eq(applications.id, gone));
    expect(await progressOf(reviewer.headers)).toEqual({
      reviewed: before.reviewed - 1,
      total: before.total - 1,
      setAside: 0,
    });
    expect((await progressOf(other.headers)).setAside).toBe(0);
    // A Resolved application was not counted: deleting it changes nothing.
    await t.db.delete(applications).where(eq(applications.id, resolvedGone));
    expect((await progressOf(reviewer.headers)).total).toBe(before.total - 1);
    await expectNoDrift();

    await t.db.delete(adminUsers).where(eq(adminUsers.id, other.id));
    await expectNoDrift();
  });

  it("stays exact when reviewers and staff act at the same time", async () => {
    const reviewers = await Promise.all([1, 2, 3].map(() => loginAsReviewer(t.app, t.db)));
    const apps: string[] = [];
    for (const name of ["Maple", "Nimbus", "Onyx", "Pebble", "Quartz", "Rook"]) {
      apps.push(await anApp(`${name} Together`));
    }
    await Promise.all(
      apps.flatMap((id, index) => [
        ...reviewers.map((reviewer, n) =>
          (index + n) % 2 === 0
            ? submit(reviewer.headers, id)
            : setAside(reviewer.headers, id, "skip"),
        ),
        changeStatus(id, index % 2 === 0 ? "Resolved" : "In Discussion"),
      ]),
    );
    await Promise.all(apps.map((id) => changeStatus(id, "Pending")));
    await expectNoDrift();
    for (const reviewer of reviewers) {
      expect(await progressOf(reviewer.headers)).toMatchObject({ reviewed: 3, setAside: 3 });
    }
  });
});
