CREATE TABLE "deal_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"firm_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "deal_question_limits" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"question_limit" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deal_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"share_id" uuid NOT NULL,
	"firm_id" uuid NOT NULL,
	"link_id" uuid,
	"asked_by_name" text NOT NULL,
	"asked_by_email" text NOT NULL,
	"target_kind" text NOT NULL,
	"target_section" text,
	"target_page" integer,
	"question" text NOT NULL,
	"answer" text,
	"visibility" text,
	"published_question" text,
	"answered_by_id" uuid,
	"answered_by_name" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "deal_digest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "deal_digest_through" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "affiliated_firms" ADD COLUMN "send_status" text GENERATED ALWAYS AS (case when never_send then 'Never send' else 'May be sent' end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "deal_notifications" ADD CONSTRAINT "deal_notifications_admin_id_admin_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_notifications" ADD CONSTRAINT "deal_notifications_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_notifications" ADD CONSTRAINT "deal_notifications_firm_id_affiliated_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "affiliated_firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_question_limits" ADD CONSTRAINT "deal_question_limits_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_questions" ADD CONSTRAINT "deal_questions_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_questions" ADD CONSTRAINT "deal_questions_share_id_deal_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "deal_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_questions" ADD CONSTRAINT "deal_questions_firm_id_affiliated_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "affiliated_firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_questions" ADD CONSTRAINT "deal_questions_link_id_deal_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "deal_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_questions" ADD CONSTRAINT "deal_questions_answered_by_id_admin_users_id_fk" FOREIGN KEY ("answered_by_id") REFERENCES "admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_notifications_admin_idx" ON "deal_notifications" USING btree ("admin_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "deal_notifications_first_view_idx" ON "deal_notifications" USING btree ("application_id","firm_id") WHERE kind = 'first-view';--> statement-breakpoint
CREATE INDEX "deal_questions_application_idx" ON "deal_questions" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "deal_questions_share_idx" ON "deal_questions" USING btree ("share_id");