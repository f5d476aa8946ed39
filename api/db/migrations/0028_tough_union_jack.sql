CREATE TABLE "undoable_changes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"admin_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"records" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "founder_stage" text DEFAULT 'Received' NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "console_density" text DEFAULT 'compact' NOT NULL;--> statement-breakpoint
ALTER TABLE "undoable_changes" ADD CONSTRAINT "undoable_changes_admin_id_admin_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The founder's stage so far, from each application's status (core/founder-stage.ts).
UPDATE "applications" SET "founder_stage" = CASE "status" WHEN 'Resolved' THEN 'Decision made' WHEN 'Scheduled' THEN 'Pitch scheduled' WHEN 'In Discussion' THEN 'Under review' ELSE 'Received' END;
