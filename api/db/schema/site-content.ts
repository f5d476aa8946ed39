import { date, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { at, createdAt, id, updatedAt } from "../columns";

/**
 * An event of the Events page, run from the console (docs/decisions/024-events-and-cohorts.md):
 * the instant it starts (UTC) and the IANA zone its wall time is shown in.
 */
export const events = pgTable(
  "events",
  {
    id: id(),
    title: text("title").notNull(),
    visibility: text("visibility").notNull(),
    startsAt: at("starts_at").notNull(),
    timeZone: text("time_zone").notNull(),
    venue: text("venue").notNull(),
    summary: text("summary").notNull(),
    /** One slot a line, "HH:MM what happens". */
    programme: text("programme").notNull().default(""),
    whoAttends: text("who_attends").notNull().default(""),
    /** One note a line. */
    notes: text("notes").notNull().default(""),
    registration: text("registration").notNull(),
    registrationUrl: text("registration_url").notNull().default(""),
    // The same texts in Arabic, each empty until staff write it (the Arabic page then shows the
    // English): docs/decisions/075-staff-text-in-both-languages.md.
    titleAr: text("title_ar").notNull().default(""),
    venueAr: text("venue_ar").notNull().default(""),
    summaryAr: text("summary_ar").notNull().default(""),
    programmeAr: text("programme_ar").notNull().default(""),
    whoAttendsAr: text("who_attends_ar").notNull().default(""),
    notesAr: text("notes_ar").notNull().default(""),
    status: text("status").notNull().default("draft"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("events_status_starts_idx").on(table.status, table.startsAt)],
);

/** A cohort of the home page's card, run from the console: calendar days in its place's zone. */
export const cohorts = pgTable(
  "cohorts",
  {
    id: id(),
    name: text("name").notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    lengthDays: integer("length_days").notNull(),
    place: text("place").notNull(),
    sponsorship: text("sponsorship").notNull(),
    applicationDeadline: date("application_deadline", { mode: "string" }).notNull(),
    timeZone: text("time_zone").notNull(),
    summary: text("summary").notNull().default(""),
    // The same texts in Arabic, as the events' are.
    nameAr: text("name_ar").notNull().default(""),
    placeAr: text("place_ar").notNull().default(""),
    sponsorshipAr: text("sponsorship_ar").notNull().default(""),
    summaryAr: text("summary_ar").notNull().default(""),
    status: text("status").notNull().default("draft"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("cohorts_status_start_idx").on(table.status, table.startDate)],
);
