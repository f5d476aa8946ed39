import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { TaskInputSchema } from "../../../../core/schemas/task";
import {
  dateOfDay,
  dayOfDate,
  formatDay,
  parseDay,
  parseTime,
  splitWallTime,
  wallTime,
} from "./console-dates";

const day = (value: string) => ({ kind: "valid", value });
const invalid = (problem: string) => ({ kind: "invalid", problem });

describe("a date typed as dd/mm/yyyy", () => {
  it("is the ISO day the API receives, day first whatever the separator", () => {
    expect(parseDay("25/05/2026")).toEqual(day("2026-05-25"));
    expect(parseDay("25052026")).toEqual(day("2026-05-25"));
    expect(parseDay(" 5/5/2026 ")).toEqual(day("2026-05-05"));
    expect(parseDay("25-05-2026")).toEqual(day("2026-05-25"));
    expect(parseDay("25.05.2026")).toEqual(day("2026-05-25"));
    expect(parseDay("25 05 2026")).toEqual(day("2026-05-25"));
    // Two-digit years are this century's.
    expect(parseDay("25/05/26")).toEqual(day("2026-05-25"));
    expect(parseDay("250526")).toEqual(day("2026-05-25"));
    // 03/04 is the 3rd of April, never the 4th of March.
    expect(parseDay("03/04/2026")).toEqual(day("2026-04-03"));
  });

  it("is empty when nothing is typed", () => {
    expect(parseDay("")).toEqual({ kind: "empty" });
    expect(parseDay("   ")).toEqual({ kind: "empty" });
  });

  it("names a day the month does not have, leap years counted", () => {
    expect(parseDay("31/02/2026")).toEqual(
      invalid("31/02/2026 is not a date: February 2026 has 28 days."),
    );
    expect(parseDay("29/02/2026")).toEqual(
      invalid("29/02/2026 is not a date: February 2026 has 28 days."),
    );
    expect(parseDay("29/02/2028")).toEqual(day("2028-02-29"));
    expect(parseDay("29/02/2000")).toEqual(day("2000-02-29"));
    expect(parseDay("29/02/2100")).toEqual(
      invalid("29/02/2100 is not a date: February 2100 has 28 days."),
    );
    expect(parseDay("31/04/2026")).toEqual(
      invalid("31/04/2026 is not a date: April 2026 has 30 days."),
    );
    expect(parseDay("00/05/2026")).toEqual(
      invalid("00/05/2026 is not a date: May 2026 has 31 days."),
    );
    expect(parseDay("12/13/2026")).toEqual(
      invalid("There is no month 13: enter the date as dd/mm/yyyy."),
    );
  });

  it("asks for dd/mm/yyyy when it is no date at all", () => {
    const asked = invalid("Enter the date as dd/mm/yyyy, e.g. 25/05/2026.");
    for (const text of ["2026-05-25", "25/05", "tomorrow", "25/05/202", "2505202", "25/05/0026"]) {
      expect(parseDay(text), text).toEqual(asked);
    }
  });

  it("gives days the core schema accepts", () => {
    const parsed = parseDay("29/02/2028");
    if (parsed.kind !== "valid") throw new Error("not parsed");
    const task = { title: "t", deadline: parsed.value, assignedTo: "a", hoursRequired: 1 };
    expect(TaskInputSchema.safeParse(task).success).toBe(true);
  });
});

describe("an ISO day written for staff", () => {
  it("is dd/mm/yyyy and reads back as the same day", () => {
    expect(formatDay("2026-05-25")).toBe("25/05/2026");
    expect(formatDay("2028-02-29")).toBe("29/02/2028");
    for (const iso of ["2026-01-01", "2026-12-31", "2028-02-29", "1999-07-04"]) {
      expect(parseDay(formatDay(iso))).toEqual(day(iso));
    }
  });

  it("leaves what is not an ISO day as it is (a half-typed date stays)", () => {
    expect(formatDay("")).toBe("");
    expect(formatDay("31/02")).toBe("31/02");
  });

  it("is the calendar's local midnight and back", () => {
    const date = dateOfDay("2026-05-25");
    expect([date?.getFullYear(), date?.getMonth(), date?.getDate(), date?.getHours()]).toEqual([
      2026, 4, 25, 0,
    ]);
    expect(dayOfDate(new Date(2028, 1, 29, 23, 59))).toBe("2028-02-29");
    expect(dateOfDay("25/05/2026")).toBeUndefined();
  });
});

describe("a time typed on the 24-hour clock", () => {
  it("is HH:mm, with or without the colon, am/pm understood", () => {
    expect(parseTime("14:30")).toEqual(day("14:30"));
    expect(parseTime("1430")).toEqual(day("14:30"));
    expect(parseTime("9:05")).toEqual(day("09:05"));
    expect(parseTime("905")).toEqual(day("09:05"));
    expect(parseTime("9.05")).toEqual(day("09:05"));
    expect(parseTime("9")).toEqual(day("09:00"));
    expect(parseTime("00:00")).toEqual(day("00:00"));
    expect(parseTime("23:59")).toEqual(day("23:59"));
    expect(parseTime("2:30 pm")).toEqual(day("14:30"));
    expect(parseTime("2:30PM")).toEqual(day("14:30"));
    expect(parseTime("12 am")).toEqual(day("00:00"));
    expect(parseTime("12:15 pm")).toEqual(day("12:15"));
    expect(parseTime("")).toEqual({ kind: "empty" });
  });

  it("refuses a time that does not exist", () => {
    const asked = invalid("Enter the time as hh:mm on the 24-hour clock, e.g. 14:30.");
    for (const text of ["24:00", "12:60", "2460", "13:00 pm", "0 am", "noon", "12345"]) {
      expect(parseTime(text), text).toEqual(asked);
    }
  });
});

describe("a wall time from its two fields", () => {
  it("is the datetime-local form the forms always sent, or empty while a part is missing", () => {
    expect(wallTime("2026-05-25", "14:30")).toBe("2026-05-25T14:30");
    expect(wallTime("2026-05-25", "")).toBe("");
    expect(wallTime("", "14:30")).toBe("");
    expect(wallTime("31/02/2026", "14:30")).toBe("");
    expect(splitWallTime("2026-05-25T14:30")).toEqual({ day: "2026-05-25", time: "14:30" });
    expect(splitWallTime("")).toEqual({ day: "", time: "" });
  });
});

describe("the console's forms", () => {
  it("use these fields, never a native date or time input (it follows the browser's language)", () => {
    const admin = join(import.meta.dirname, "..");
    const native =
      /type=["{]*["'](date|datetime-local|time|month|week)["']|type:\s*["'](date|datetime-local|time)["']/;
    const offenders = readdirSync(admin, { recursive: true, encoding: "utf8" })
      .filter((path) => path.endsWith(".tsx"))
      .filter((path) => native.test(readFileSync(join(admin, path), "utf8")));
    expect(offenders).toEqual([]);
    // The check itself sees a native input when there is one.
    expect(native.test('<input type="date" />')).toBe(true);
    expect(native.test('<input type={"datetime-local"} />')).toBe(true);
  });
});
