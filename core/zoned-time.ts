import { TZDate } from "@date-fns/tz";
import { INTL_LOCALE, type Language } from "./languages";

// Wall times in a named time zone (an event at 18:00 in Abu Dhabi, a cohort starting on 25 May in
// Palo Alto) and the instants they stand for. The zone rules come from @date-fns/tz over Intl
// (docs/decisions/024-events-and-cohorts.md); the server formats, so the page and the browser show
// the same text whatever the visitor's zone.

/** "YYYY-MM-DDTHH:mm": a wall time as the console's date and time fields give it. */
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for an IANA zone name this runtime knows ("Asia/Dubai", "UTC"). */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The instant of a wall time in a zone. A time that does not exist (skipped by a clock change)
 * moves forward by the gap; a time that happens twice is the first of the two.
 */
export function wallTimeToInstant(wallTime: string, zone: string): Date {
  const match = WALL_TIME.exec(wallTime);
  if (!match) throw new Error(`Not a wall time (YYYY-MM-DDTHH:mm): ${wallTime}`);
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const instant = new TZDate(year, month - 1, day, hour, minute, 0, zone).getTime();
  if (Number.isNaN(instant)) throw new Error(`Unknown time zone: ${zone}`);
  return new Date(instant);
}

/** The start of a calendar day (00:00) in a zone. */
export function dayStartInstant(date: string, zone: string): Date {
  if (!DATE.test(date)) throw new Error(`Not a date (YYYY-MM-DD): ${date}`);
  return wallTimeToInstant(`${date}T00:00`, zone);
}

/** The wall time ("YYYY-MM-DDTHH:mm") of an instant in a zone. */
export function instantToWallTime(instant: Date, zone: string): string {
  const zoned = new TZDate(instant.getTime(), zone);
  const two = (value: number) => String(value).padStart(2, "0");
  return `${zoned.getFullYear()}-${two(zoned.getMonth() + 1)}-${two(zoned.getDate())}T${two(zoned.getHours())}:${two(zoned.getMinutes())}`;
}

const zoneNameFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The zone's name at that instant, as a visitor reads it: "Gulf Standard Time", in Arabic "توقيت
 * الخليج". One formatter per zone and language, kept: making one costs several times what
 * formatting with it does, and the pages that show events and cohorts name their zones on every
 * request.
 */
export function zoneName(instant: Date, zone: string, language: Language = "en"): string {
  const key = `${language} ${zone}`;
  let format = zoneNameFormats.get(key);
  if (!format) {
    const locale = language === "en" ? "en-US" : INTL_LOCALE[language];
    format = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: "long" });
    zoneNameFormats.set(key, format);
  }
  return format.formatToParts(instant).find((part) => part.type === "timeZoneName")?.value ?? zone;
}

/** A calendar day plus some days: "2026-05-25" + 120 = "2026-09-22". */
export function addDays(date: string, days: number): string {
  const match = DATE.exec(date);
  if (!match) throw new Error(`Not a date (YYYY-MM-DD): ${date}`);
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
