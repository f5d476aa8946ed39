import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { applications } from "../../db/schema/applications";
import { mailOutbox } from "../../db/schema/mail";
import { loginAsAdmin } from "../../test/admin";
import { anApplication } from "../../test/factories";
import { aPaidApplication, asFounder } from "../../test/founder";
import { useTestApp } from "../../test/helpers";
import { paymentTestEnv } from "../../test/payments";

const inDays = (n: number) => new Date(Math.floor((Date.now() + n * 86_400_000) / 60_000) * 60_000);

describe("a decided application's pitch and page", () => {
  const t = useTestApp(paymentTestEnv);
  let headers: { authorization: string };
  beforeAll(async () => {
    headers = (await loginAsAdmin(t.app, t.db)).headers;
  });
  let day = 10;
  /** A founder who booked a slot of their own, days ahead. */
  async function aBookedFounder(startupName: string) {
    const founder = await aPaidApplication(t.app, anApplication({ startupName }));
    day += 1;
    const slot = await t.app.inject({
      method: "POST",
      url: "/api/pitch-slots",
      headers,
      payload: {
        startsAt: inDays(day).toISOString(),
        durationMinutes: 30,
        representativeName: "Layla Haddad",
        representativeEmail: "layla@nakhla.example",
      },
    });
    const booked = await asFounder(t.app, founder.token, {
      method: "POST",
      url: "/api/my-application/pitch-slot",
      payload: { slotId: slot.json()._id },
    });
    expect(booked.statusCode).toBe(200);
    return founder;
  }
  const setStatus = (payload: object) =>
    t.app.inject({ method: "PATCH", url: "/api/apply/update-status", headers, payload });
  const stageOf = async (token: string) =>
    (await asFounder(t.app, token, { url: "/api/my-application" })).json().stage;
  const slotsOf = async (token: string) =>
    (await asFounder(t.app, token, { url: "/api/my-application/pitch-slot" })).json();
  const mailsTo = (to: string, kind: string) =>
    t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)));

  it("asks what becomes of a booked pitch before resolving, and cancels it with the founder's mail and CANCEL", async () => {
    const founder = await aBookedFounder("Fate Co");
    const { applicationId } = founder;
    expect(await stageOf(founder.token)).toBe("Pitch scheduled");

    const unasked = await setStatus({ applicationId, status: "Resolved" });
    expect(unasked.statusCode).toBe(409);
    expect(unasked.json().message).toMatch(
      /^A pitch is booked for .+ India time \(.+ UAE time\)\. Choose whether to cancel it \(the founder is told\) or keep it as a meeting\.$/,
    );
    const [row] = await t.db.select().from(applications).where(eq(applications.id, applicationId));
    expect(row?.status).toBe("Scheduled");
    expect(
      (await setStatus({ applicationId, status: "Resolved", pitch: "later" })).statusCode,
    ).toBe(400);

    const resolved = await setStatus({ applicationId, status: "Resolved", pitch: "cancel" });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json().status).toBe("Resolved");
    expect(await stageOf(founder.token)).toBe("Decision made");
    expect(await slotsOf(founder.token)).toEqual({ booking: null, open: [], decided: true });
    const [mail] = await mailsTo(founder.answers.email, "pitch-cancelled");
    expect(mail?.calendar?.method).toBe("CANCEL");
    expect(mail?.text).toContain("The team has reached a decision on your application.");
  });

  it("keeps a pitch as a meeting when told, and the founder's page then offers no pitch or deck action", async () => {
    const founder = await aBookedFounder("Kept Co");
    const { applicationId } = founder;
    const resolved = await setStatus({ applicationId, status: "Resolved", pitch: "keep" });
    expect(resolved.statusCode).toBe(200);
    expect(await mailsTo(founder.answers.email, "pitch-cancelled")).toHaveLength(0);

    const page = await slotsOf(founder.token);
    expect(page).toMatchObject({ decided: true, open: [], booking: { changeable: false } });
    const refused =
      "A decision has been made on your application, so its pitch and deck can no longer be changed here.";
    for (const request of [
      { method: "DELETE" as const, url: "/api/my-application/pitch-slot" },
      {
        method: "POST" as const,
        url: "/api/my-application/deck-link",
        payload: { url: "https://example.com/deck" },
      },
    ]) {
      const answer = await asFounder(t.app, founder.token, request);
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toEqual({ message: refused });
    }
    // The booking is still there: "Add to calendar" gives the invitation the mail carried.
    const calendar = await asFounder(t.app, founder.token, {
      url: "/api/my-application/pitch-slot/calendar",
    });
    expect(calendar.statusCode).toBe(200);
    expect(calendar.headers["content-type"]).toMatch(/^text\/calendar/);
    const [booked] = await mailsTo(founder.answers.email, "pitch-booked");
    expect(calendar.body).toBe(booked?.calendar?.content);
  });

  it("never turns the founder's stage back when staff move the status, except by undoing", async () => {
    const founder = await aBookedFounder("Stage Co");
    const { applicationId } = founder;
    expect((await setStatus({ applicationId, status: "In Discussion" })).statusCode).toBe(200);
    expect(await stageOf(founder.token)).toBe("Pitch scheduled");
    expect((await setStatus({ applicationId, status: "Pending" })).statusCode).toBe(200);
    expect(await stageOf(founder.token)).toBe("Pitch scheduled");

    const changeId = crypto.randomUUID();
    const resolved = await setStatus({ applicationId, status: "Resolved", changeId });
    // The pitch is still booked, whatever the status says: staff are asked.
    expect(resolved.statusCode).toBe(409);
    const kept = await setStatus({ applicationId, status: "Resolved", pitch: "keep", changeId });
    expect(kept.statusCode).toBe(200);
    expect(await stageOf(founder.token)).toBe("Decision made");
    expect((await setStatus({ applicationId, status: "In Discussion" })).statusCode).toBe(200);
    expect(await stageOf(founder.token)).toBe("Decision made");

    // Undoing the decision itself (once the later move is undone) gives back the stage before it.
    const discussed = crypto.randomUUID();
    await setStatus({ applicationId, status: "Pending", changeId: discussed });
    const undo = (id: string) =>
      t.app.inject({ method: "POST", url: `/api/admin/changes/${id}/undo`, headers });
    expect((await undo(discussed)).statusCode).toBe(200);
    expect(await stageOf(founder.token)).toBe("Decision made");
    await setStatus({ applicationId, status: "Resolved", pitch: "keep" });
    const decision = crypto.randomUUID();
    const fresh = await aBookedFounder("Undo Co");
    expect(
      (
        await setStatus({
          applicationId: fresh.applicationId,
          status: "Resolved",
          pitch: "keep",
          changeId: decision,
        })
      ).statusCode,
    ).toBe(200);
    expect(await stageOf(fresh.token)).toBe("Decision made");
    expect((await undo(decision)).statusCode).toBe(200);
    expect(await stageOf(fresh.token)).toBe("Pitch scheduled");
    expect((await slotsOf(fresh.token)).decided).toBe(false);
  });

  it("asks once for a bulk resolve with booked pitches, then cancels them all", async () => {
    const first = await aBookedFounder("Bulk One");
    const second = await aBookedFounder("Bulk Two");
    const ids = [first.applicationId, second.applicationId];
    const bulk = (payload: object) =>
      t.app.inject({
        method: "POST",
        url: "/api/admin/applications/bulk/status",
        headers,
        payload: { selection: { kind: "ids", ids }, status: "Resolved", ...payload },
      });
    const unasked = await bulk({});
    expect(unasked.statusCode).toBe(409);
    expect(unasked.json().message).toBe(
      "2 of these applications have a pitch booked. Choose whether to cancel those pitches (their founders are told) or keep them as meetings.",
    );
    const done = await bulk({ pitch: "cancel" });
    expect(done.statusCode).toBe(200);
    for (const founder of [first, second]) {
      expect(await slotsOf(founder.token)).toEqual({ booking: null, open: [], decided: true });
      expect(await mailsTo(founder.answers.email, "pitch-cancelled")).toHaveLength(1);
    }
  });
});
