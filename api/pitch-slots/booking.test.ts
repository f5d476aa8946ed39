import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApplication } from "../applications/applications-repository";
import type { DatabaseHandle } from "../db/client";
import { applications } from "../db/schema/applications";
import { meetings } from "../db/schema/assignments";
import { auditEvents } from "../db/schema/audit";
import { mailOutbox } from "../db/schema/mail";
import { pitchBookings } from "../db/schema/pitch-slots";
import { HttpError } from "../lib/http-error";
import { createMailer, type Mailer } from "../mail/mailer";
import { openTestDatabase } from "../test/database";
import { anApplication } from "../test/factories";
import { silentLog } from "../test/silent-log";
import { bookPitchSlot, cancelPitchBooking, founderPitchSlots, movePitchBooking } from "./booking";
import { createSlot } from "./pitch-slots-repository";

// The founder's booking of a pitch slot against a real database (PGlite, or PostgreSQL with
// DATABASE_URL): one founder per slot under concurrency, the 24-hour rule, the meeting, the
// Scheduled status and the invitations.

const log = silentLog;
const hours = (n: number) => n * 3_600_000;
const asFounder = (founder: { _id: string }) => ({
  by: "founder" as const,
  applicationId: founder._id,
});
/** An admin of the console, as the route passes them (their id is not a row of this test's database). */
const STAFF = { id: null, name: "Rania Admin" };
const byStaff = (slot: { _id: string }, reason?: string) => ({
  by: "staff" as const,
  slotId: slot._id,
  actor: STAFF,
  reason,
});

describe("booking a pitch slot", () => {
  let database: DatabaseHandle;
  let mailer: Mailer;
  const deps = () => ({ db: database.db, mailer, log, siteUrl: "http://localhost:3000" });
  beforeAll(async () => {
    database = await openTestDatabase();
    mailer = createMailer({ db: database.db, log, from: "Nakhla <hello@nakhla.example>" });
  });
  afterAll(() => database.close());

  const anApplicant = (startupName = "ColdLine") =>
    createApplication(database.db, anApplication({ startupName }), {
      paymentId: "pay_1",
      couponCode: null,
      finalPrice: 500_000,
      partnerName: null,
    });
  const aSlot = (startsIn: number, overrides: { representativeEmail?: string } = {}) =>
    createSlot(database.db, {
      // Slots start on the minute, as staff publish them.
      startsAt: new Date(Math.floor((Date.now() + startsIn) / 60_000) * 60_000).toISOString(),
      durationMinutes: 30,
      representativeName: "Layla Haddad",
      representativeEmail: overrides.representativeEmail ?? "layla@nakhla.example",
    });
  const mailsTo = (to: string) =>
    database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, to))
      .orderBy(mailOutbox.createdAt);
  const statusOf = async (id: string) => {
    const [row] = await database.db.select().from(applications).where(eq(applications.id, id));
    return row;
  };
  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (caught: unknown) => caught,
    );
    if (!(error instanceof HttpError)) throw new Error(`expected a refusal, got ${String(error)}`);
    return { status: error.statusCode, message: error.message };
  };

  it("gives one slot to exactly one of 10 founders booking it at once", async () => {
    const slot = await aSlot(hours(72));
    const founders = await Promise.all(
      Array.from({ length: 10 }, (_, i) => anApplicant(`Racer ${i}`)),
    );
    const outcomes = await Promise.allSettled(
      founders.map((founder) => bookPitchSlot(deps(), founder._id, slot._id)),
    );
    const won = outcomes.filter((outcome) => outcome.status === "fulfilled");
    const lost = outcomes.flatMap((outcome) =>
      outcome.status === "rejected" ? [outcome.reason] : [],
    );
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(9);
    for (const reason of lost) {
      expect(reason).toBeInstanceOf(HttpError);
      expect((reason as HttpError).statusCode).toBe(409);
      expect((reason as HttpError).message).toBe(
        "This slot has just been booked by someone else. Please choose another.",
      );
    }
    const bookings = await database.db
      .select()
      .from(pitchBookings)
      .where(eq(pitchBookings.slotId, slot._id));
    expect(bookings).toHaveLength(1);
    // Only the winner is Scheduled, with one meeting.
    const scheduled = [];
    for (const founder of founders) {
      if ((await statusOf(founder._id))?.status === "Scheduled") scheduled.push(founder._id);
    }
    expect(scheduled).toEqual([bookings[0]?.applicationId]);
  });

  it("creates the meeting, schedules the application at the slot's time and invites both sides", async () => {
    const founder = await anApplicant("Sahla Pay");
    const slot = await aSlot(hours(48), { representativeEmail: "omar@nakhla.example" });
    await bookPitchSlot(deps(), founder._id, slot._id);

    const stored = await statusOf(founder._id);
    expect(stored?.status).toBe("Scheduled");
    expect(stored?.scheduleDateTime?.toISOString()).toBe(slot.startsAt);
    const [meeting] = await database.db
      .select()
      .from(meetings)
      .where(eq(meetings.title, "Pitch: Sahla Pay"));
    expect(meeting?.participants).toEqual(["Layla Haddad", founder.fullName]);
    expect(meeting?.time.toISOString()).toBe(slot.startsAt);

    const [founderMail] = await mailsTo(founder.email);
    expect(founderMail?.subject).toContain("Your pitch for Sahla Pay");
    expect(founderMail?.text).toContain("with Layla Haddad");
    expect(founderMail?.text).not.toMatch(/[{}]/);
    const [staffMail] = await mailsTo("omar@nakhla.example");
    expect(staffMail?.subject).toContain("Pitch booked: Sahla Pay");

    // The invitation: the same for both, an iTIP REQUEST in UTC from the representative.
    expect(staffMail?.calendar).toEqual(founderMail?.calendar);
    const content = founderMail?.calendar?.content ?? "";
    expect(founderMail?.calendar?.method).toBe("REQUEST");
    expect(content.endsWith("\r\n")).toBe(true);
    expect(content.replace(/\r\n/g, "")).not.toContain("\n");
    for (const line of content.split("\r\n"))
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const calendar = new ICAL.Component(ICAL.parse(content));
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    const event = calendar.getFirstSubcomponent("vevent");
    if (!event) throw new Error("no VEVENT");
    const [booking] = await database.db
      .select()
      .from(pitchBookings)
      .where(eq(pitchBookings.applicationId, founder._id));
    expect(event.getFirstPropertyValue("uid")).toBe(`pitch-${booking?.id}@nakhla.example`);
    expect(event.getFirstPropertyValue("sequence")).toBe(0);
    expect(content).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
    const start = event.getFirstPropertyValue("dtstart") as ICAL.Time;
    expect(start.zone?.tzid).toBe("UTC");
    expect(start.toJSDate().toISOString()).toBe(slot.startsAt);
    const end = event.getFirstPropertyValue("dtend") as ICAL.Time;
    expect(end.toJSDate().getTime() - start.toJSDate().getTime()).toBe(30 * 60_000);
    expect(event.getFirstPropertyValue("organizer")).toBe("mailto:omar@nakhla.example");
    expect(event.getFirstProperty("organizer")?.getParameter("cn")).toBe("Layla Haddad");
    const attendee = event.getFirstProperty("attendee");
    expect(String(attendee?.getFirstValue()).toLowerCase()).toBe(`mailto:${founder.email}`);
    expect(attendee?.getParameter("rsvp")).toBe("TRUE");
    expect(event.getFirstPropertyValue("summary")).toBe(`Pitch: Sahla Pay with Nakhla Ventures`);
  });

  it("escapes commas, semicolons and line breaks in the invitation's text", async () => {
    const founder = await anApplicant("Dhow, Data; and Co");
    const slot = await aSlot(hours(50));
    await bookPitchSlot(deps(), founder._id, slot._id);
    const [mail] = await mailsTo(founder.email);
    const content = mail?.calendar?.content ?? "";
    expect(content.replace(/\r\n /g, "")).toContain(
      "SUMMARY:Pitch: Dhow\\, Data\\; and Co with Nakhla Ventures",
    );
    const event = new ICAL.Component(ICAL.parse(content)).getFirstSubcomponent("vevent");
    expect(event?.getFirstPropertyValue("summary")).toBe(
      "Pitch: Dhow, Data; and Co with Nakhla Ventures",
    );
    expect(String(event?.getFirstPropertyValue("description"))).toContain("\n");
  });

  it("allows one booking per application", async () => {
    const founder = await anApplicant();
    const first = await aSlot(hours(30));
    const second = await aSlot(hours(31));
    await bookPitchSlot(deps(), founder._id, first._id);
    expect(await refusal(bookPitchSlot(deps(), founder._id, second._id))).toEqual({
      status: 409,
      message: "You have already booked a pitch slot. Move it instead.",
    });
    const view = await founderPitchSlots(database.db, founder._id, new Date());
    expect(view.booking?._id).toBe(first._id);
    expect(view.open.map((slot) => slot._id)).toContain(second._id);
    expect(view.open.map((slot) => slot._id)).not.toContain(first._id);
  });

  it("moves a booking until 24 hours before, keeping the invitation's UID with the next SEQUENCE", async () => {
    const founder = await anApplicant("Move Co");
    const from = await aSlot(hours(25));
    const to = await aSlot(hours(80), { representativeEmail: "karim@nakhla.example" });
    await bookPitchSlot(deps(), founder._id, from._id);
    // 2 hours later the slot is 23 hours away: too late to move it.
    expect(
      await refusal(movePitchBooking(deps(), founder._id, to._id, new Date(Date.now() + hours(2)))),
    ).toEqual({
      status: 409,
      message: "A pitch slot can be moved or cancelled only until 24 hours before it starts.",
    });
    await movePitchBooking(deps(), founder._id, to._id);

    const stored = await statusOf(founder._id);
    expect(stored?.status).toBe("Scheduled");
    expect(stored?.scheduleDateTime?.toISOString()).toBe(to.startsAt);
    const moved = await database.db
      .select()
      .from(meetings)
      .where(eq(meetings.title, "Pitch: Move Co"));
    expect(moved).toHaveLength(1);
    expect(moved[0]?.time.toISOString()).toBe(to.startsAt);

    const founderMails = await mailsTo(founder.email);
    expect(founderMails).toHaveLength(2);
    const uid = (content: string) =>
      new ICAL.Component(ICAL.parse(content)).getFirstSubcomponent("vevent");
    const first = uid(founderMails[0]?.calendar?.content ?? "");
    const second = uid(founderMails[1]?.calendar?.content ?? "");
    expect(second?.getFirstPropertyValue("uid")).toBe(first?.getFirstPropertyValue("uid"));
    expect(second?.getFirstPropertyValue("sequence")).toBe(1);
    // The first representative is told it is off their calendar; the new one is invited.
    const [cancelled] = await mailsTo("layla@nakhla.example").then((mails) =>
      mails.filter(
        (mail) => mail.kind === "pitch-cancelled-staff" && mail.subject.includes("Move Co"),
      ),
    );
    expect(cancelled?.calendar?.method).toBe("CANCEL");
    expect((await mailsTo("karim@nakhla.example"))[0]?.calendar?.method).toBe("REQUEST");
  });

  it("cancels until 24 hours before: the slot opens again, the meeting goes, the application is Pending", async () => {
    const founder = await anApplicant("Cancel Co");
    const slot = await aSlot(hours(26));
    await bookPitchSlot(deps(), founder._id, slot._id);
    expect(
      await refusal(
        cancelPitchBooking(deps(), asFounder(founder), new Date(Date.now() + hours(2) + 1)),
      ),
    ).toMatchObject({
      status: 409,
    });
    await cancelPitchBooking(deps(), asFounder(founder));
    const stored = await statusOf(founder._id);
    expect(stored).toMatchObject({ status: "Pending", scheduleDateTime: null });
    expect(
      await database.db.select().from(meetings).where(eq(meetings.title, "Pitch: Cancel Co")),
    ).toEqual([]);
    const view = await founderPitchSlots(database.db, founder._id, new Date());
    expect(view.booking).toBeNull();
    expect(view.open.map((open) => open._id)).toContain(slot._id);
    const mails = await mailsTo(founder.email);
    expect(mails.at(-1)?.calendar?.method).toBe("CANCEL");
    expect(await refusal(cancelPitchBooking(deps(), asFounder(founder)))).toEqual({
      status: 404,
      message: "You have no pitch slot booked.",
    });
  });

  it("refuses a slot that has started", async () => {
    const founder = await anApplicant();
    const slot = await aSlot(hours(1));
    expect(
      await refusal(bookPitchSlot(deps(), founder._id, slot._id, new Date(Date.now() + hours(2)))),
    ).toEqual({ status: 409, message: "This slot has already started. Please choose another." });
  });

  it("lets staff cancel a booking inside the founder's 24 hours: same effects, their name in the history, the founder told why and where to book again", async () => {
    const founder = await anApplicant("Ill Rep Co");
    const slot = await aSlot(hours(3), { representativeEmail: "nadia@nakhla.example" });
    await bookPitchSlot(deps(), founder._id, slot._id);
    const [booking] = await database.db
      .select()
      .from(pitchBookings)
      .where(eq(pitchBookings.applicationId, founder._id));
    // The founder could not cancel it any more; an admin can.
    expect(await refusal(cancelPitchBooking(deps(), asFounder(founder)))).toMatchObject({
      status: 409,
    });
    await cancelPitchBooking(deps(), byStaff(slot, "  Nadia is unwell today.  "));

    expect(await statusOf(founder._id)).toMatchObject({
      status: "Pending",
      scheduleDateTime: null,
    });
    expect(
      await database.db.select().from(meetings).where(eq(meetings.title, "Pitch: Ill Rep Co")),
    ).toEqual([]);
    const view = await founderPitchSlots(database.db, founder._id, new Date());
    expect(view.booking).toBeNull();
    expect(view.open.map((open) => open._id)).toContain(slot._id);
    const history = await database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, founder._id))
      .orderBy(auditEvents.createdAt);
    expect(history.map((entry) => entry.adminName)).toEqual(["Founder (own page)", "Rania Admin"]);
    expect(history.at(-1)?.detail).toContain("Pending");

    const mail = (await mailsTo(founder.email)).at(-1);
    expect(mail?.kind).toBe("pitch-cancelled");
    expect(mail?.subject).toBe("Your pitch for Ill Rep Co is cancelled");
    const text = mail?.text ?? "";
    // The time as the pitch mails write it: India time, then UAE time.
    const at = new Date(slot.startsAt);
    const india = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Asia/Kolkata",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).format(at);
    expect(text).toContain(`Nakhla Ventures has had to cancel your pitch on`);
    expect(text).toContain(`${india} India time (`);
    expect(text).toContain("The reason: Nadia is unwell today.\n");
    const link = /http:\/\/localhost:3000\/my-application#token=([\w-]{43})/.exec(text);
    expect(link).not.toBeNull();
    expect(text).not.toContain("as you asked");
    const calendar = new ICAL.Component(ICAL.parse(mail?.calendar?.content ?? ""));
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    const event = calendar.getFirstSubcomponent("vevent");
    expect(event?.getFirstPropertyValue("uid")).toBe(`pitch-${booking?.id}@nakhla.example`);
    expect(event?.getFirstPropertyValue("sequence")).toBe(1);
    const [staffMail] = (await mailsTo("nadia@nakhla.example")).filter(
      (sent) => sent.kind === "pitch-cancelled-staff",
    );
    expect(staffMail?.text).toContain("Rania Admin cancelled the booking from the console.");
    expect(staffMail?.calendar?.method).toBe("CANCEL");
  });

  it("writes no reason line when staff give none", async () => {
    const founder = await anApplicant("No Reason Co");
    const slot = await aSlot(hours(40));
    await bookPitchSlot(deps(), founder._id, slot._id);
    await cancelPitchBooking(deps(), byStaff(slot, "   "));
    const text = (await mailsTo(founder.email)).at(-1)?.text ?? "";
    expect(text).toContain("has had to cancel your pitch");
    expect(text).not.toContain("The reason");
    expect(text).toContain("Please choose another time on your application's page: http");
  });

  it("refuses staff an unknown slot, an open one and one that has started", async () => {
    expect(
      await refusal(cancelPitchBooking(deps(), byStaff({ _id: crypto.randomUUID() }))),
    ).toEqual({ status: 404, message: "Pitch slot not found." });
    const open = await aSlot(hours(60));
    expect(await refusal(cancelPitchBooking(deps(), byStaff(open)))).toEqual({
      status: 409,
      message:
        "This slot is not booked (the founder may have just moved or cancelled it). Refresh the list.",
    });
    const founder = await anApplicant("Late Co");
    const soon = await aSlot(hours(1));
    await bookPitchSlot(deps(), founder._id, soon._id);
    expect(
      await refusal(
        cancelPitchBooking(deps(), byStaff(soon), new Date(Date.now() + hours(1) + 60_000)),
      ),
    ).toEqual({
      status: 409,
      message: "This pitch has already started, so its booking can no longer be cancelled.",
    });
    expect((await statusOf(founder._id))?.status).toBe("Scheduled");
  });

  it("leaves one consistent outcome when staff cancel while the founder moves or cancels", async () => {
    for (let round = 0; round < 6; round++) {
      const founder = await anApplicant(`Race ${round}`);
      const from = await aSlot(hours(100 + round * 3));
      const to = await aSlot(hours(101 + round * 3));
      await bookPitchSlot(deps(), founder._id, from._id);
      const founderSide =
        round % 2 === 0
          ? movePitchBooking(deps(), founder._id, to._id)
          : cancelPitchBooking(deps(), asFounder(founder));
      const [staff, own] = await Promise.allSettled([
        cancelPitchBooking(deps(), byStaff(from)),
        founderSide,
      ]);
      // Exactly one of them happened; the other was told, not broken.
      expect([staff.status, own.status].sort()).toEqual(["fulfilled", "rejected"]);
      const loser =
        staff.status === "rejected" ? staff.reason : own.status === "rejected" ? own.reason : null;
      expect(loser).toBeInstanceOf(HttpError);
      expect([404, 409]).toContain((loser as HttpError).statusCode);

      const bookings = await database.db
        .select()
        .from(pitchBookings)
        .where(eq(pitchBookings.applicationId, founder._id));
      const stored = await statusOf(founder._id);
      const pitchMeetings = await database.db
        .select()
        .from(meetings)
        .where(eq(meetings.title, `Pitch: Race ${round}`));
      if (round % 2 === 0 && own.status === "fulfilled") {
        // Moved first: the booking is on the new slot, Scheduled there, with one meeting.
        expect(bookings.map((booking) => booking.slotId)).toEqual([to._id]);
        expect(stored?.status).toBe("Scheduled");
        expect(stored?.scheduleDateTime?.toISOString()).toBe(to.startsAt);
        expect(pitchMeetings.map((meeting) => meeting.time.toISOString())).toEqual([to.startsAt]);
      } else {
        expect(bookings).toEqual([]);
        expect(stored).toMatchObject({ status: "Pending", scheduleDateTime: null });
        expect(pitchMeetings).toEqual([]);
      }
    }
  });
});
