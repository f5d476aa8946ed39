CREATE TABLE "application_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"step" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"reminded_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "draft_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"draft_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_templates" (
	"kind" text PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pitch_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"slot_id" uuid NOT NULL,
	"meeting_id" uuid,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pitch_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"representative_name" text NOT NULL,
	"representative_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "calendar" jsonb;--> statement-breakpoint
ALTER TABLE "draft_links" ADD CONSTRAINT "draft_links_draft_id_application_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "application_drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitch_bookings" ADD CONSTRAINT "pitch_bookings_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitch_bookings" ADD CONSTRAINT "pitch_bookings_slot_id_pitch_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "pitch_slots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitch_bookings" ADD CONSTRAINT "pitch_bookings_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "meetings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_drafts_updated_at_idx" ON "application_drafts" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "application_drafts_email_idx" ON "application_drafts" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "draft_links_draft_idx" ON "draft_links" USING btree ("draft_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pitch_bookings_application_idx" ON "pitch_bookings" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pitch_bookings_slot_idx" ON "pitch_bookings" USING btree ("slot_id");--> statement-breakpoint
CREATE INDEX "pitch_slots_starts_at_idx" ON "pitch_slots" USING btree ("starts_at");