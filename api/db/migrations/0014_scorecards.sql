CREATE TABLE "application_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_set_asides" (
	"application_id" uuid NOT NULL,
	"reviewer_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scorecard_weights" (
	"topic" text PRIMARY KEY NOT NULL,
	"weight" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scorecards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"reviewer_id" uuid NOT NULL,
	"scores" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"notes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"red_flag" boolean DEFAULT false NOT NULL,
	"weighted_total" double precision,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "review_median" double precision;--> statement-breakpoint
ALTER TABLE "application_comments" ADD CONSTRAINT "application_comments_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_comments" ADD CONSTRAINT "application_comments_author_id_admin_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_set_asides" ADD CONSTRAINT "review_set_asides_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_set_asides" ADD CONSTRAINT "review_set_asides_reviewer_id_admin_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_reviewer_id_admin_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_comments_application_idx" ON "application_comments" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "review_set_asides_application_reviewer_idx" ON "review_set_asides" USING btree ("application_id","reviewer_id");--> statement-breakpoint
CREATE INDEX "review_set_asides_reviewer_idx" ON "review_set_asides" USING btree ("reviewer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scorecards_application_reviewer_idx" ON "scorecards" USING btree ("application_id","reviewer_id");--> statement-breakpoint
CREATE INDEX "scorecards_reviewer_idx" ON "scorecards" USING btree ("reviewer_id","application_id");--> statement-breakpoint
CREATE INDEX "applications_review_queue_idx" ON "applications" USING btree ("review_count","created_at","id") WHERE "applications"."status" <> 'Resolved';--> statement-breakpoint
CREATE INDEX "applications_review_median_idx" ON "applications" USING btree ("review_median" desc nulls last,"created_at" desc,"id" desc);