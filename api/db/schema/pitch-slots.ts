import { index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { at, createdAt, id, updatedAt } from "../columns";
import { applications } from "./applications";
import { meetings } from "./assignments";

/**
 * A pitch slot staff publish in Assignments: when, how long, and who represents the firm
 * (docs/decisions/021-pitch-slots-and-drafts.md). Booked through pitch_bookings.
 */
export const pitchSlots = pgTable(
  "pitch_slots",
  {
    id: id(),
    startsAt: at("starts_at").notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    representativeName: text("representative_name").notNull(),
    representativeEmail: text("representative_email").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("pitch_slots_starts_at_idx").on(table.startsAt)],
);

/**
 * A founder's booking of a slot. The database holds both rules: one booking per application
 * (unique application_id) and one founder per slot (unique slot_id), so two founders booking one
 * slot at once cannot both win, whatever the instances. `sequence` counts the invitation's changes
 * (RFC 5545 SEQUENCE); the meeting is the one it made in Assignments.
 */
export const pitchBookings = pgTable(
  "pitch_bookings",
  {
    id: id(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    slotId: uuid("slot_id")
      .notNull()
      .references(() => pitchSlots.id, { onDelete: "restrict" }),
    meetingId: uuid("meeting_id").references(() => meetings.id, { onDelete: "set null" }),
    sequence: integer("sequence").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("pitch_bookings_application_idx").on(table.applicationId),
    uniqueIndex("pitch_bookings_slot_idx").on(table.slotId),
  ],
);
