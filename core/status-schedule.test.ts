import { afterEach, describe, expect, it } from "vitest";
import { ApplicationStatusUpdateSchema } from "./schemas/application";
import { ContactStatusUpdateSchema } from "./schemas/contact";
import {
  asksForSchedule,
  hasScheduleWhenScheduled,
  SCHEDULE_RULE,
  scheduleFor,
  scheduleFromPicker,
  scheduleToStore,
} from "./status-schedule";

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

const SCHEDULE = "2026-12-02T15:30:00+04:00";

describe("choosing a status", () => {
  it("asks for a date and time only for Scheduled with no schedule yet", () => {
    expect(asksForSchedule("Scheduled", null)).toBe(true);
    expect(asksForSchedule("Scheduled", SCHEDULE)).toBe(false);
    expect(asksForSchedule("Resolved", null)).toBe(false);
  });

  it("sends the schedule with Scheduled, and with other statuses none (contact) or nothing (application)", () => {
    expect(scheduleFor("Scheduled", SCHEDULE, SCHEDULE_RULE.contact)).toBe(SCHEDULE);
    expect(scheduleFor("Scheduled", SCHEDULE, SCHEDULE_RULE.application)).toBe(SCHEDULE);
    expect(scheduleFor("In Process", SCHEDULE, SCHEDULE_RULE.contact)).toBeNull();
    expect(scheduleFor("In Discussion", SCHEDULE, SCHEDULE_RULE.application)).toBeUndefined();
  });

  it("stores the instant for Scheduled, clears a contact's and keeps an application's otherwise", () => {
    expect(scheduleToStore("Scheduled", SCHEDULE, "clear")).toEqual(
      new Date("2026-12-02T11:30:00.000Z"),
    );
    expect(scheduleToStore("Resolved", SCHEDULE, "clear")).toBeNull();
    expect(scheduleToStore("Resolved", null, "clear")).toBeNull();
    expect(scheduleToStore("Resolved", SCHEDULE, "keep")).toBeUndefined();
    expect(scheduleToStore("Resolved", undefined, "keep")).toBeUndefined();
  });

  it("needs a schedule for Scheduled, in both status update schemas", () => {
    expect(hasScheduleWhenScheduled({ status: "Scheduled", scheduleDateTime: null })).toBe(false);
    expect(hasScheduleWhenScheduled({ status: "Scheduled", scheduleDateTime: SCHEDULE })).toBe(
      true,
    );
    expect(hasScheduleWhenScheduled({ status: "Pending" })).toBe(true);
    expect(hasScheduleWhenScheduled({})).toBe(true);

    const contactId = "0190f7a4-0000-7000-8000-000000000000";
    const contact = ContactStatusUpdateSchema.safeParse({ contactId, status: "Scheduled" });
    const application = ApplicationStatusUpdateSchema.safeParse({
      applicationId: contactId,
      status: "Scheduled",
    });
    for (const result of [contact, application]) {
      expect(result.error?.issues).toEqual([
        expect.objectContaining({
          path: ["scheduleDateTime"],
          message: "Choose a date and time for the schedule",
        }),
      ]);
    }
  });
});

describe("scheduleFromPicker", () => {
  it("appends ':00' and the browser's offset", () => {
    process.env.TZ = "Asia/Dubai";
    expect(scheduleFromPicker("2026-12-02T15:30")).toBe("2026-12-02T15:30:00+04:00");
    process.env.TZ = "Asia/Kolkata";
    expect(scheduleFromPicker("2026-12-02T15:30:45")).toBe("2026-12-02T15:30:45+05:30");
    process.env.TZ = "America/New_York";
    expect(scheduleFromPicker("2026-12-02T15:30")).toBe("2026-12-02T15:30:00-05:00");
  });

  it("gives nothing to send without a 'T' or for a value that is no date", () => {
    expect(scheduleFromPicker("")).toBeNull();
    expect(scheduleFromPicker("2026-12-02 15:30")).toBeNull();
    expect(scheduleFromPicker("2026-13-45T99:99")).toBeNull();
  });
});
