CREATE TABLE "review_queue_size" (
	"singleton" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"applications" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviewer_progress" (
	"reviewer_id" uuid PRIMARY KEY NOT NULL,
	"reviewed" integer DEFAULT 0 NOT NULL,
	"set_aside" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reviewer_progress" ADD CONSTRAINT "reviewer_progress_reviewer_id_admin_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "admin_users"("id") ON DELETE cascade ON UPDATE no action;