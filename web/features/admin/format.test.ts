import { afterEach, describe, expect, it } from "vitest";
import { scheduleFromPicker } from "../../../core/status-schedule";
import {
  formatDateTime,
  formatDay,
  formatInstantsIn,
  formatZonedTime,
  pickerFromIso,
} from "./format";

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe("pickerFromIso", () => {
  it("round-trips with scheduleFromPicker (core/status-schedule.ts)", () => {
    process.env.TZ = "Asia/Dubai";
    expect(pickerFromIso("2026-12-02T11:30:00.000Z")).toBe("2026-12-02T15:30");
    expect(scheduleFromPicker(pickerFromIso("2026-12-02T11:30:00.000Z"))).toBe(
      "2026-12-02T15:30:00+04:00",
    );
    expect(pickerFromIso(null)).toBe("");
  });
});

describe("the console's one way to write a date", () => {
  it("writes dd/mm/yyyy and the 24-hour clock, or N/A", () => {
    process.env.TZ = "Asia/Kolkata";
    expect(formatDateTime("2026-12-10T04:30:00.000Z")).toBe("10/12/2026 10:00");
    expect(formatDateTime("2026-12-10T14:05:00.000Z")).toBe("10/12/2026 19:35");
    expect(formatDateTime(null)).toBe("N/A");
    expect(formatDateTime(null, "—")).toBe("—");
  });

  it("names the zone where two zones meet, in the reader's zone or the one given", () => {
    process.env.TZ = "Asia/Dubai";
    expect(formatZonedTime("2026-12-07T06:30:00.000Z")).toBe("07/12/2026 10:30 GST");
    expect(formatZonedTime("2026-12-07T06:30:00.000Z", "Europe/London")).toBe(
      "07/12/2026 06:30 GMT",
    );
  });

  it("writes a calendar day as dd/mm/yyyy", () => {
    expect(formatDay("2026-03-04")).toBe("04/03/2026");
  });
});

describe("formatInstantsIn", () => {
  it("writes the instants of a server's words in the console's form, zone named", () => {
    process.env.TZ = "UTC";
    expect(formatInstantsIn("Scheduled for 2026-12-16T11:00:00.000Z")).toBe(
      "Scheduled for 16/12/2026 11:00 UTC",
    );
    expect(formatInstantsIn("Undone: back to Pending")).toBe("Undone: back to Pending");
  });
});
