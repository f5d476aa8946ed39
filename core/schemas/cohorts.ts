import { PUBLICATION_STATUSES } from "../constants";
import { LANGUAGES } from "../languages";
import {
  DATE_RANGE_MESSAGE,
  isInDateRange,
  LIMITS,
  optionalMultilineText,
  optionalText,
  requiredText,
} from "./common";
import { TimeZoneSchema } from "./publication";
import { z } from "./zod";

// Cohorts run from the console (docs/decisions/024-events-and-cohorts.md). Dates are calendar days
// in the cohort's zone: it starts at 00:00 on its start date, applications close at the end of the
// deadline day.

const MAX_LENGTH_DAYS = 3650;
const SUMMARY_MAX = 1000;

const day = (message: string) => z.iso.date(message).refine(isInDateRange, DATE_RANGE_MESSAGE);

/** What staff write of a cohort, in English and beside it in Arabic (./arabic-texts.ts). */
export const COHORT_TEXT_FIELDS = ["name", "place", "sponsorship", "summary"] as const;

export const CohortInputSchema = z
  .object({
    name: requiredText(LIMITS.short),
    startDate: day("Choose the start date"),
    lengthDays: z
      .number("Give the length in days")
      .int("Give the length as a whole number of days")
      .min(1, "The cohort must last at least 1 day")
      .max(MAX_LENGTH_DAYS, `The cohort can last at most ${MAX_LENGTH_DAYS} days`),
    place: requiredText(LIMITS.short),
    sponsorship: requiredText(LIMITS.short),
    applicationDeadline: day("Choose the application deadline"),
    /** The place's zone: the start and the deadline are days there. */
    timeZone: TimeZoneSchema,
    summary: optionalMultilineText(SUMMARY_MAX).default(""),
    nameAr: optionalText(LIMITS.short).default(""),
    placeAr: optionalText(LIMITS.short).default(""),
    sponsorshipAr: optionalText(LIMITS.short).default(""),
    summaryAr: optionalMultilineText(SUMMARY_MAX).default(""),
  })
  .refine((cohort) => cohort.applicationDeadline <= cohort.startDate, {
    path: ["applicationDeadline"],
    message: "The application deadline must be on or before the start date",
  });
export type CohortInput = z.input<typeof CohortInputSchema>;
export type CohortFields = z.output<typeof CohortInputSchema>;

/** A cohort as the console shows and edits it. */
export const AdminCohortSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  startDate: z.iso.date(),
  lengthDays: z.number().int(),
  place: z.string(),
  sponsorship: z.string(),
  applicationDeadline: z.iso.date(),
  timeZone: z.string(),
  summary: z.string(),
  nameAr: z.string(),
  placeAr: z.string(),
  sponsorshipAr: z.string(),
  summaryAr: z.string(),
  /** The texts written in English and not yet in Arabic: the console lists them. */
  missingArabic: z.array(z.enum(COHORT_TEXT_FIELDS)),
  status: z.enum(PUBLICATION_STATUSES),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type AdminCohort = z.infer<typeof AdminCohortSchema>;
export const AdminCohortListSchema = z.array(AdminCohortSchema);

/** Where a cohort stands: taking applications, closed before its start, running, over. */
export const COHORT_PHASES = ["open", "closed", "under way", "ended"] as const;
export type CohortPhase = (typeof COHORT_PHASES)[number];

/** A cohort as the site shows it, formatted by the server. */
export const PublicCohortSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  phase: z.enum(COHORT_PHASES),
  /** The instant it starts (00:00 on the start date, in its zone), for the countdown. */
  startsAt: z.iso.datetime(),
  /** "25 May 2026 00:00" in its zone */
  startsAtText: z.string(),
  /** "Pacific Daylight Time" */
  zoneName: z.string(),
  /** "25 May 2026" */
  startDate: z.string(),
  /** The last day: "21 Sep 2026" */
  lastDay: z.string(),
  /** "120 days" */
  duration: z.string(),
  place: z.string(),
  sponsorship: z.string(),
  /** "10 May 2026" */
  applicationDeadline: z.string(),
  summary: z.string(),
  /** The language each of staff's texts is shown in (English where no Arabic was written). */
  languages: z.object({
    name: z.enum(LANGUAGES),
    place: z.enum(LANGUAGES),
    sponsorship: z.enum(LANGUAGES),
    summary: z.enum(LANGUAGES),
  }),
});
export type PublicCohort = z.infer<typeof PublicCohortSchema>;

/** GET /api/cohorts: the next cohort taking applications, and the latest one that no longer does. */
export const PublicCohortsSchema = z.object({
  next: PublicCohortSchema.nullable(),
  latest: PublicCohortSchema.nullable(),
});
export type PublicCohorts = z.infer<typeof PublicCohortsSchema>;
