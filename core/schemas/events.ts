import {
  EVENT_REGISTRATIONS,
  EVENT_VISIBILITIES,
  PUBLICATION_STATUSES,
  REGISTER_LABEL,
} from "../constants";
import { LANGUAGES } from "../languages";
import {
  DATE_RANGE_MESSAGE,
  LIMITS,
  optionalMultilineText,
  optionalText,
  requiredMultilineText,
  requiredText,
  text,
} from "./common";
import { TimeZoneSchema } from "./publication";
import { z } from "./zod";

// Events run from the console (docs/decisions/024-events-and-cohorts.md): staff write the wall time
// and its zone; the server stores the instant (UTC) and the zone, and shows the wall time with it.

const SUMMARY_MAX = 1000;
const LINES_MAX = 3000;

/** A calendar date and a clock time that exist (no 30 February, no 24:00). */
function isRealWallTime(value: string) {
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0] = value.split(/[-T:]/).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute));
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 16) === value;
}

/** A wall time as the console's date-and-time field gives it: "2026-12-10T18:00". */
export const WallTimeSchema = text("Choose a date and a time")
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, "Choose a date and a time")
  .refine((value) => {
    const year = Number(value.slice(0, 4));
    return year >= 1900 && year <= 9999;
  }, DATE_RANGE_MESSAGE)
  .refine(isRealWallTime, "Choose a date and a time");

/** One programme line: a time, then what happens ("18:00 Arrivals and welcome"). */
export const PROGRAMME_LINE = /^(\d{1,2}:\d{2})\s+(\S.*)$/;
const PROGRAMME_MESSAGE = "Start each programme line with a time, e.g. 18:00 Arrivals and welcome";

const lines = (value: string) =>
  value
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** A programme's text: one line per slot, "HH:MM what happens"; may be empty. */
const programmeText = () =>
  text()
    .max(LINES_MAX, `Must be at most ${LINES_MAX} characters`)
    .refine((value) => lines(value).every((line) => PROGRAMME_LINE.test(line)), PROGRAMME_MESSAGE)
    .default("");

/** What staff write of an event, in English and beside it in Arabic (./arabic-texts.ts). */
export const EVENT_TEXT_FIELDS = [
  "title",
  "venue",
  "summary",
  "programme",
  "whoAttends",
  "notes",
] as const;
export type EventTextField = (typeof EVENT_TEXT_FIELDS)[number];

export const EventInputSchema = z
  .object({
    title: requiredText(LIMITS.short),
    visibility: z.enum(EVENT_VISIBILITIES, "Choose Private or Public"),
    /** The wall time in `timeZone`. */
    startsAt: WallTimeSchema,
    timeZone: TimeZoneSchema,
    venue: requiredText(LIMITS.short),
    summary: requiredMultilineText(SUMMARY_MAX),
    /** One line per slot, "HH:MM what happens"; may be empty. */
    programme: programmeText(),
    whoAttends: optionalMultilineText(SUMMARY_MAX).default(""),
    /** One note per line; may be empty. */
    notes: text().max(LINES_MAX, `Must be at most ${LINES_MAX} characters`).default(""),
    registration: z.enum(EVENT_REGISTRATIONS, "Choose how guests register"),
    registrationUrl: optionalText(LIMITS.text).default(""),
    titleAr: optionalText(LIMITS.short).default(""),
    venueAr: optionalText(LIMITS.short).default(""),
    summaryAr: optionalMultilineText(SUMMARY_MAX).default(""),
    programmeAr: programmeText(),
    whoAttendsAr: optionalMultilineText(SUMMARY_MAX).default(""),
    notesAr: text().max(LINES_MAX, `Must be at most ${LINES_MAX} characters`).default(""),
  })
  .superRefine((event, context) => {
    if (event.registration !== "link") return;
    const url = event.registrationUrl;
    if (!url) {
      context.addIssue({
        code: "custom",
        path: ["registrationUrl"],
        message: "Give the registration link",
      });
    } else if (!/^https?:\/\/[^\s/]+\.[^\s]+$/i.test(url) || !URL.canParse(url)) {
      context.addIssue({
        code: "custom",
        path: ["registrationUrl"],
        message: "The registration link must be a web address starting with https://",
      });
    }
  });
export type EventInput = z.input<typeof EventInputSchema>;
export type EventFields = z.output<typeof EventInputSchema>;

/** An event as the console shows and edits it. */
export const AdminEventSchema = z.object({
  _id: z.uuid(),
  title: z.string(),
  visibility: z.enum(EVENT_VISIBILITIES),
  /** The instant, UTC. */
  startsAt: z.iso.datetime(),
  /** The wall time in the event's zone, for the edit form: "2025-12-31T18:00". */
  localStartsAt: z.string(),
  timeZone: z.string(),
  /** "31 Dec 2025 18:00 Gulf Standard Time" */
  when: z.string(),
  venue: z.string(),
  summary: z.string(),
  programme: z.string(),
  whoAttends: z.string(),
  notes: z.string(),
  registration: z.enum(EVENT_REGISTRATIONS),
  registrationUrl: z.string(),
  titleAr: z.string(),
  venueAr: z.string(),
  summaryAr: z.string(),
  programmeAr: z.string(),
  whoAttendsAr: z.string(),
  notesAr: z.string(),
  /** The fields written in English and not yet in Arabic: the console lists them. */
  missingArabic: z.array(z.enum(EVENT_TEXT_FIELDS)),
  status: z.enum(PUBLICATION_STATUSES),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type AdminEvent = z.infer<typeof AdminEventSchema>;

export const AdminEventListSchema = z.array(AdminEventSchema);

/** An event as the site shows it: formatted by the server, so every visitor reads the same. */
export const PublicEventSchema = z.object({
  _id: z.uuid(),
  title: z.string(),
  visibility: z.enum(EVENT_VISIBILITIES),
  startsAt: z.iso.datetime(),
  timeZone: z.string(),
  /** "31 Dec 2025 18:00" in the event's zone */
  when: z.string(),
  /** "Gulf Standard Time" */
  zoneName: z.string(),
  /** The calendar tile: "31", "Dec", "2025" */
  day: z.string(),
  month: z.string(),
  year: z.string(),
  venue: z.string(),
  summary: z.string(),
  agenda: z.array(z.object({ time: z.string(), item: z.string() })),
  whoAttends: z.string(),
  notes: z.array(z.string()),
  /** The 'Register Now' button: to /application or the event's own link; null for invitation only. */
  registration: z.object({ label: z.literal(REGISTER_LABEL), href: z.string() }).nullable(),
  /**
   * The language each of staff's texts is shown in: the page's, or English where staff wrote no
   * Arabic for it (the page marks it as English).
   */
  languages: z.object({
    title: z.enum(LANGUAGES),
    venue: z.enum(LANGUAGES),
    summary: z.enum(LANGUAGES),
    agenda: z.enum(LANGUAGES),
    whoAttends: z.enum(LANGUAGES),
    notes: z.enum(LANGUAGES),
  }),
});
export type PublicEvent = z.infer<typeof PublicEventSchema>;

/** GET /api/events: what the Events page lists, upcoming soonest first, past most recent first. */
export const PublicEventsSchema = z.object({
  upcoming: z.array(PublicEventSchema),
  past: z.array(PublicEventSchema),
});
export type PublicEvents = z.infer<typeof PublicEventsSchema>;

/** Splits the console's programme text into its slots. */
export const programmeSlots = (programme: string) =>
  lines(programme).flatMap((line) => {
    const match = PROGRAMME_LINE.exec(line);
    return match ? [{ time: match[1] as string, item: match[2] as string }] : [];
  });

/** Splits the console's notes text into its notes. */
export const noteLines = lines;
