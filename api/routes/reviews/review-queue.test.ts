import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { SCORED_TOPICS } from "../../../core/scorecard";
import { createApplication } from "../../applications/applications-repository";
import { applications } from "../../db/schema/applications";
import { loginAsAdmin, loginAsReviewer } from "../../test/admin";
import { anApplication } from "../../test/factories";
import { useTestApp } from "../../test/helpers";

const allThrees = Object.fromEntries(SCORED_TOPICS.map((topic) => [topic, 3]));

type Headers = Record<string, string>;

describe("the review queue", () => {
  const t = useTestApp();
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    // Received a day apart, Oldest first; Decided is already Resolved.
    const received = ["Oldest", "Middle", "Newest", "Decided"];
    for (const [index, startupName] of received.entries()) {
      const { _id } = await createApplication(t.db, anApplication({ startupName }), {
        paymentId: null,
        couponCode: null,
        finalPrice: 0,
        partnerName: null,
      });
      await t.db
        .update(applications)
        .set({
          createdAt: new Date(Date.UTC(2026, 0, 1 + index)),
          status: startupName === "Decided" ? "Resolved" : "Pending",
        })
        .where(eq(applications.id, _id));
      ids[startupName] = _id;
    }
  });

  const next = async (headers: Headers) => {
    const response = await t.app.inject({ method: "GET", url: "/api/review-queue/next", headers });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const submit = (headers: Headers, id: string) =>
    t.app.inject({
      method: "PUT",
      url: `/api/admin/applications/${id}/scorecard`,
      headers,
      payload: { scores: allThrees, notes: {}, redFlag: false, submit: true },
    });
  const setAside = (headers: Headers, applicationId: string, reason: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/review-queue/set-aside",
      headers,
      payload: { applicationId, reason },
    });

  it("opens the fewest-reviewed, oldest first, skipping what you skipped or have a conflict on", async () => {
    const first = await loginAsAdmin(t.app, t.db, { name: "First Reviewer" });
    const second = await loginAsAdmin(t.app, t.db, { name: "Second Reviewer" });

    // Nobody has reviewed anything: the oldest undecided application; Decided is not in the queue.
    expect(await next(first.headers)).toEqual({
      next: { _id: ids.Oldest, startupName: "Oldest" },
      progress: { reviewed: 0, total: 3, setAside: 0 },
    });
    expect((await submit(first.headers, ids.Oldest as string)).statusCode).toBe(200);
    // First reviewed Oldest: their next is Middle, and they have done 1 of 3.
    expect(await next(first.headers)).toEqual({
      next: { _id: ids.Middle, startupName: "Middle" },
      progress: { reviewed: 1, total: 3, setAside: 0 },
    });

    // For Second, Oldest now has one review and Middle and Newest none: Middle, the older of those.
    expect((await next(second.headers)).next.startupName).toBe("Middle");
    expect((await setAside(second.headers, ids.Middle as string, "skip")).json()).toEqual({
      message: "Skipped",
    });
    expect((await next(second.headers)).next.startupName).toBe("Newest");
    const conflict = await setAside(second.headers, ids.Newest as string, "conflict");
    expect(conflict.json()).toEqual({ message: "Conflict of interest declared" });
    // Only Oldest is left to Second, though it has the most reviews.
    expect(await next(second.headers)).toEqual({
      next: { _id: ids.Oldest, startupName: "Oldest" },
      progress: { reviewed: 0, total: 3, setAside: 2 },
    });
    await submit(second.headers, ids.Oldest as string);
    expect(await next(second.headers)).toEqual({
      next: null,
      progress: { reviewed: 1, total: 3, setAside: 2 },
    });

    // First's queue is unchanged by Second's skips: Middle still has no review.
    expect((await next(first.headers)).next.startupName).toBe("Middle");
  });

  it("a draft does not count as reviewed", async () => {
    const reviewer = await loginAsAdmin(t.app, t.db, { name: "Drafting Reviewer" });
    await t.app.inject({
      method: "PUT",
      url: `/api/admin/applications/${ids.Middle}/scorecard`,
      headers: reviewer.headers,
      payload: {
        scores: { [SCORED_TOPICS[0] as string]: 4 },
        notes: {},
        redFlag: false,
        submit: false,
      },
    });
    // Middle and Newest have no submitted review; Middle is older and still this reviewer's next.
    expect(await next(reviewer.headers)).toMatchObject({
      next: { startupName: "Middle" },
      progress: { reviewed: 0 },
    });
  });

  it("refuses a set-aside without a known reason or application", async () => {
    const { headers } = await loginAsAdmin(t.app, t.db);
    const reason = await setAside(headers, ids.Middle as string, "bored");
    expect(reason.statusCode).toBe(400);
    expect(reason.json().message).toBe("Reason: Choose skip or conflict");
    const unknown = await setAside(headers, "00000000-0000-4000-8000-000000000000", "skip");
    expect(unknown.statusCode).toBe(404);
  });

  it("undoes a skip: the application is back in that reviewer's queue, and only theirs", async () => {
    const reviewer = await loginAsReviewer(t.app, t.db, { name: "Undoing Reviewer" });
    const other = await loginAsReviewer(t.app, t.db, { name: "Other Reviewer" });
    const first = await next(reviewer.headers);
    const skipped = first.next._id as string;
    await setAside(reviewer.headers, skipped, "skip");
    await setAside(other.headers, skipped, "skip");
    expect((await next(reviewer.headers)).next._id).not.toBe(skipped);

    const undo = (headers: Headers, id: string) =>
      t.app.inject({ method: "DELETE", url: `/api/review-queue/set-aside/${id}`, headers });
    const undone = await undo(reviewer.headers, skipped);
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toEqual({ message: "Back in your queue" });
    expect(await next(reviewer.headers)).toEqual(first);
    // The other reviewer's skip stands.
    expect((await next(other.headers)).next._id).not.toBe(skipped);
    expect((await next(other.headers)).progress.setAside).toBe(1);

    // Undone twice, or never skipped: nothing to undo.
    const again = await undo(reviewer.headers, skipped);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe("Set-aside not found.");
    expect((await undo(reviewer.headers, "not-an-id")).statusCode).toBe(400);
  });
});
