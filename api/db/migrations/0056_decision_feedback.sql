CREATE TABLE "decision_feedback" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"summary" text,
	"no_summary_reason" text,
	"chosen_by" text NOT NULL,
	"chosen_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "decision_feedback" ADD CONSTRAINT "decision_feedback_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE cascade ON UPDATE no action;