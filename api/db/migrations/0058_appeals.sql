CREATE TABLE "appeals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"reviewer_id" uuid,
	"recommendation" text,
	"recommendation_note" text,
	"recommended_at" timestamp with time zone,
	"outcome" text,
	"outcome_text" text,
	"decided_by" text,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_reviewer_id_admin_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appeals_application_idx" ON "appeals" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "appeals_open_reviewer_idx" ON "appeals" USING btree ("reviewer_id") WHERE "appeals"."outcome" is null;