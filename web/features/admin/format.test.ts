import { afterEach, describe, expect, it } from "vitest";
import { scheduleFromPicker } from "../../../core/status-schedule";
import { formatDateTime, pickerFromIso } from "./format";

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

describe("admin formatting", () => {
  it("shows dates in en-IN with a 12-hour clock, or N/A", () => {
    process.env.TZ = "Asia/Kolkata";
    expect(formatDateTime("2026-12-10T04:30:00.000Z")).toBe("10 Dec 2026, 10:00 am");
    expect(formatDateTime(null)).toBe("N/A");
  });
});
