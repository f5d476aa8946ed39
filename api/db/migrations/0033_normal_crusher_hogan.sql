CREATE TABLE "deal_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"firm_id" uuid NOT NULL,
	"link_id" uuid,
	"kind" text NOT NULL,
	"pass_reason" text,
	"amount" bigint,
	"currency" text,
	"conditions" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"answered_by_name" text NOT NULL,
	"answered_by_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deal_engagement" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"ref" text NOT NULL,
	"milliseconds" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deal_introductions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"firm_id" uuid NOT NULL,
	"meeting_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"representative_name" text NOT NULL,
	"representative_email" text NOT NULL,
	"firm_person_email" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"set_by_id" uuid,
	"set_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deal_answers" ADD CONSTRAINT "deal_answers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_answers" ADD CONSTRAINT "deal_answers_firm_id_affiliated_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "affiliated_firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_answers" ADD CONSTRAINT "deal_answers_link_id_deal_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "deal_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_engagement" ADD CONSTRAINT "deal_engagement_link_id_deal_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "deal_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_introductions" ADD CONSTRAINT "deal_introductions_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_introductions" ADD CONSTRAINT "deal_introductions_firm_id_affiliated_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "affiliated_firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_introductions" ADD CONSTRAINT "deal_introductions_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "meetings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_introductions" ADD CONSTRAINT "deal_introductions_set_by_id_admin_users_id_fk" FOREIGN KEY ("set_by_id") REFERENCES "admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_answers_application_firm_idx" ON "deal_answers" USING btree ("application_id","firm_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "deal_engagement_link_ref_idx" ON "deal_engagement" USING btree ("link_id","kind","ref");--> statement-breakpoint
CREATE UNIQUE INDEX "deal_introductions_application_firm_idx" ON "deal_introductions" USING btree ("application_id","firm_id");