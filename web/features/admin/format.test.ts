import { afterEach, describe, expect, it } from "vitest";
import { formatDateTime, pickerFromIso, scheduleFromPicker } from "./format";

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
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

  it("round-trips with pickerFromIso", () => {
    process.env.TZ = "Asia/Dubai";
    expect(pickerFromIso("2026-12-02T11:30:00.000Z")).toBe("2026-12-02T15:30");
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
