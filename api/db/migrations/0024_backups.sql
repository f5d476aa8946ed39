CREATE TABLE "backups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"trigger" text NOT NULL,
	"database" text NOT NULL,
	"file_name" text NOT NULL,
	"bytes" bigint NOT NULL,
	"encrypted" boolean NOT NULL,
	"deck_objects" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pitch_decks" ADD COLUMN "sha256" text;--> statement-breakpoint
CREATE INDEX "backups_taken_at_idx" ON "backups" USING btree ("taken_at");