import { beforeAll, describe, expect, it } from "vitest";
import { createApplication } from "../../applications/applications-repository";
import { bookPitchSlot } from "../../pitch-slots/booking";
import { loginAsAdmin } from "../../test/admin";
import { anApplication } from "../../test/factories";
import { useTestApp } from "../../test/helpers";

const inDays = (n: number) => new Date(Math.floor((Date.now() + n * 86_400_000) / 60_000) * 60_000);

describe("pitch slots in Assignments", () => {
  const t = useTestApp();
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
      "This slot is booked. The founder can move or cancel it from their page.",
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
});
