import { beforeAll, describe, expect, it } from "vitest";
import { createApplication } from "../../applications/applications-repository";
import { bookPitchSlot } from "../../pitch-slots/booking";
import { loginAsAdmin, loginAsReviewer } from "../../test/admin";
import { anApplication } from "../../test/factories";
import { aPaidApplication, asFounder } from "../../test/founder";
import { useTestApp } from "../../test/helpers";
import { paymentTestEnv } from "../../test/payments";

const inDays = (n: number) => new Date(Math.floor((Date.now() + n * 86_400_000) / 60_000) * 60_000);

describe("pitch slots in Assignments", () => {
  const t = useTestApp(paymentTestEnv);
  let headers: { authorization: string };
  beforeAll(async () => {
    headers = (await loginAsAdmin(t.app, t.db)).headers;
  });
  const publish = (payload: object) =>
    t.app.inject({ method: "POST", url: "/api/pitch-slots", headers, payload });
  const slot = (overrides: object = {}) => ({
    startsAt: inDays(3).toISOString(),
    durationMinutes: 30,
    representativeName: "Layla Haddad",
    representativeEmail: "layla@nakhla.example",
    ...overrides,
  });

  it("publishes a slot and lists it with its booking once a founder books it", async () => {
    const published = await publish(slot());
    expect(published.statusCode).toBe(201);
    expect(published.json()).toMatchObject({ durationMinutes: 30, booking: null });
    const application = await createApplication(t.db, anApplication({ startupName: "ColdLine" }), {
      paymentId: "pay_1",
      couponCode: null,
      finalPrice: 500_000,
      partnerName: null,
    });
    await bookPitchSlot(
      { db: t.db, mailer: t.app.mailer, log: t.app.log, siteUrl: "http://localhost:3000" },
      application._id,
      published.json()._id,
    );
    const listed = (await t.app.inject({ method: "GET", url: "/api/pitch-slots", headers })).json();
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      representativeName: "Layla Haddad",
      booking: {
        applicationId: application._id,
        startupName: "ColdLine",
        founderName: "Aisha Rahman",
      },
    });
    const removeBooked = await t.app.inject({
      method: "DELETE",
      url: `/api/pitch-slots/${listed[0]._id}`,
      headers,
    });
    expect(removeBooked.statusCode).toBe(409);
    expect(removeBooked.json().message).toBe(
      'This slot is booked. Choose "Cancel booking" first (the founder is told by e-mail), then remove it.',
    );
  });

  it("removes an open slot", async () => {
    const { _id } = (await publish(slot({ startsAt: inDays(4).toISOString() }))).json();
    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/pitch-slots/${_id}`,
      headers,
    });
    expect(removed.json()).toEqual({ message: "Pitch slot removed" });
    expect(
      (await t.app.inject({ method: "DELETE", url: `/api/pitch-slots/${_id}`, headers }))
        .statusCode,
    ).toBe(404);
  });

  it("refuses a slot that overlaps another of the same representative, with its reason", async () => {
    const nine = new Date(inDays(8).setUTCHours(9, 0, 0, 0));
    const at = (minutes: number) => new Date(nine.getTime() + minutes * 60_000).toISOString();
    const omar = {
      representativeName: "Omar Siddiqui",
      representativeEmail: "omar@nakhla.example",
    };
    const overlap =
      "omar@nakhla.example already has a pitch slot at an overlapping time. Choose another time, or remove that slot first.";

    // A second click on Publish: one slot (at once, see pitch-slots/publish-slot.test.ts).
    const first = await publish(slot({ ...omar, startsAt: at(0), durationMinutes: 60 }));
    expect(first.statusCode).toBe(201);
    const again = await publish(slot({ ...omar, startsAt: at(0), durationMinutes: 60 }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: overlap });
    // Starting inside it, or covering it, with the address in another case: refused.
    const inside = await publish(
      slot({ ...omar, representativeEmail: "Omar@Nakhla.example", startsAt: at(30) }),
    );
    expect(inside.statusCode).toBe(409);
    expect(
      (await publish(slot({ ...omar, startsAt: at(-15), durationMinutes: 90 }))).statusCode,
    ).toBe(409);
    // Right after it, or another representative at the same time: published.
    expect((await publish(slot({ ...omar, startsAt: at(60) }))).statusCode).toBe(201);
    expect((await publish(slot({ startsAt: at(0) }))).statusCode).toBe(201);

    // The last minute core's dates allow: its end lies past the year 9999, and is still checked.
    const last = slot({ ...omar, startsAt: "9999-12-31T23:59:00Z", durationMinutes: 90 });
    expect((await publish(last)).statusCode).toBe(201);
    expect((await publish(last)).statusCode).toBe(409);

    const listed = (await t.app.inject({ method: "GET", url: "/api/pitch-slots", headers })).json();
    const omars = listed.filter(
      (listedSlot: { representativeName: string }) =>
        listedSlot.representativeName === "Omar Siddiqui",
    );
    expect(omars.map((listedSlot: { startsAt: string }) => listedSlot.startsAt)).toEqual([
      at(0),
      at(60),
      "9999-12-31T23:59:00.000Z",
    ]);
  });

  it("refuses a slot in the past, an odd length and a bad e-mail, each with a message", async () => {
    const past = await publish(slot({ startsAt: inDays(-1).toISOString() }));
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe("Please select a future time.");
    const length = await publish(slot({ durationMinutes: 17 }));
    expect(length.statusCode).toBe(400);
    expect(length.json().message).toContain("Choose a length: 15, 30, 45, 60, 90 minutes");
    expect((await publish(slot({ representativeEmail: "layla" }))).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/pitch-slots", payload: slot() })).statusCode,
    ).toBe(401);
  });

  it("lets the founder book, move and cancel from their page with the private link, and no one without it", async () => {
    const founder = await aPaidApplication(t.app, anApplication({ startupName: "Page Co" }));
    const first = (await publish(slot({ startsAt: inDays(5).toISOString() }))).json();
    const second = (await publish(slot({ startsAt: inDays(6).toISOString() }))).json();
    const page = () => asFounder(t.app, founder.token, { url: "/api/my-application/pitch-slot" });

    const before = (await page()).json();
    expect(before.booking).toBeNull();
    expect(before.open.map((open: { _id: string }) => open._id)).toEqual(
      expect.arrayContaining([first._id, second._id]),
    );
    const booked = await asFounder(t.app, founder.token, {
      method: "POST",
      url: "/api/my-application/pitch-slot",
      payload: { slotId: first._id },
    });
    expect(booked.statusCode).toBe(200);
    expect(booked.json().booking).toMatchObject({ _id: first._id, changeable: true });
    const scheduled = await t.app.inject({
      method: "GET",
      url: `/api/admin/applications/${founder.applicationId}`,
      headers,
    });
    expect(scheduled.json().application).toMatchObject({
      status: "Scheduled",
      scheduleDateTime: first.startsAt,
    });

    const moved = await asFounder(t.app, founder.token, {
      method: "PUT",
      url: "/api/my-application/pitch-slot",
      payload: { slotId: second._id },
    });
    expect(moved.json().booking).toMatchObject({ _id: second._id });
    const cancelled = await asFounder(t.app, founder.token, {
      method: "DELETE",
      url: "/api/my-application/pitch-slot",
    });
    expect(cancelled.json().booking).toBeNull();

    const stranger = await t.app.inject({
      method: "POST",
      url: "/api/my-application/pitch-slot",
      payload: { slotId: first._id },
    });
    expect(stranger.statusCode).toBe(403);
    const forged = await asFounder(t.app, "x".repeat(43), {
      url: "/api/my-application/pitch-slot",
    });
    expect(forged.statusCode).toBe(403);
  });

  it("lets an admin cancel a founder's booking with a reason, and then remove the slot; the founder's page offers it again", async () => {
    const founder = await aPaidApplication(t.app, anApplication({ startupName: "Freed Co" }));
    const booked = (await publish(slot({ startsAt: inDays(9).toISOString() }))).json();
    await asFounder(t.app, founder.token, {
      method: "POST",
      url: "/api/my-application/pitch-slot",
      payload: { slotId: booked._id },
    });
    const cancel = (payload: object, as = headers, id = booked._id) =>
      t.app.inject({
        method: "POST",
        url: `/api/pitch-slots/${id}/cancel-booking`,
        headers: as,
        payload,
      });

    // A reviewer may not; bad reasons are refused naming the field; nothing changes.
    const reviewer = await loginAsReviewer(t.app, t.db);
    const refused = await cancel({}, reviewer.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: "Only an admin can do this." });
    for (const [reason, message] of [
      ["Ill\u0000", "Reason: Must not contain control characters"],
      ["Ill \ud800", "Reason: Must not contain invalid characters"],
      ["x".repeat(501), "Reason: Must be at most 500 characters"],
      [42, "Reason: Must be text"],
    ] as const) {
      const bad = await cancel({ reason });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(message);
    }
    expect((await cancel({ reason: "Ill", extra: 1 })).statusCode).toBe(400);
    expect(
      (await asFounder(t.app, founder.token, { url: "/api/my-application/pitch-slot" })).json()
        .booking,
    ).toMatchObject({ _id: booked._id });

    const done = await cancel({ reason: "Our partner is unwell." });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: "Booking cancelled. The slot is open again." });
    const listed = (await t.app.inject({ method: "GET", url: "/api/pitch-slots", headers })).json();
    expect(
      listed.find((listedSlot: { _id: string }) => listedSlot._id === booked._id),
    ).toMatchObject({ booking: null });
    const page = (
      await asFounder(t.app, founder.token, { url: "/api/my-application/pitch-slot" })
    ).json();
    expect(page.booking).toBeNull();
    expect(page.open.map((open: { _id: string }) => open._id)).toContain(booked._id);
    const application = await t.app.inject({
      method: "GET",
      url: `/api/admin/applications/${founder.applicationId}`,
      headers,
    });
    expect(application.json().application).toMatchObject({
      status: "Pending",
      scheduleDateTime: null,
    });

    // Once more: nothing is booked there now.
    const again = await cancel({});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      "This slot is not booked (the founder may have just moved or cancelled it). Refresh the list.",
    );
    expect((await cancel({}, headers, "not-a-slot")).statusCode).toBe(404);
    const unknown = await cancel({}, headers, "00000000-0000-4000-8000-000000000000");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: "Pitch slot not found." });
    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/pitch-slots/${booked._id}`,
      headers,
    });
    expect(removed.json()).toEqual({ message: "Pitch slot removed" });
  });
});
