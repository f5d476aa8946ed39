CREATE TABLE "affiliated_firms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"domains" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sectors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"regions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cheque_min" bigint,
	"cheque_max" bigint,
	"cheque_currency" text DEFAULT 'USD' NOT NULL,
	"never_send" boolean DEFAULT false NOT NULL,
	"never_send_reason" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"people" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(name || ' ' || domains::text || ' ' || people::text || ' ' || notes)) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deal_access_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"firm_id" uuid,
	"link_id" uuid,
	"email" text DEFAULT '' NOT NULL,
	"event" text NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deal_link_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "deal_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"share_id" uuid NOT NULL,
	"person_name" text NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"terms_accepted_at" timestamp with time zone,
	"terms_accepted_by" text,
	"terms_ip" text
);
--> statement-breakpoint
CREATE TABLE "deal_memos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"risks" text DEFAULT '' NOT NULL,
	"proposed_terms" text DEFAULT '' NOT NULL,
	"round_size" bigint,
	"round_currency" text DEFAULT 'USD' NOT NULL,
	"change_note" text DEFAULT '' NOT NULL,
	"scorecard" jsonb NOT NULL,
	"shared_at" timestamp with time zone,
	"edited_by_id" uuid,
	"edited_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deal_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"firm_id" uuid NOT NULL,
	"memo_id" uuid NOT NULL,
	"shared_by_id" uuid,
	"shared_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "deal_viewer_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "deal_access_events" ADD CONSTRAINT "deal_access_events_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_access_events" ADD CONSTRAINT "deal_access_events_firm_id_affiliated_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "affiliated_firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_access_events" ADD CONSTRAINT "deal_access_events_link_id_deal_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "deal_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_link_codes" ADD CONSTRAINT "deal_link_codes_link_id_deal_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "deal_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_links" ADD CONSTRAINT "deal_links_share_id_deal_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "deal_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_memos" ADD CONSTRAINT "deal_memos_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_memos" ADD CONSTRAINT "deal_memos_edited_by_id_admin_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_shares" ADD CONSTRAINT "deal_shares_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_shares" ADD CONSTRAINT "deal_shares_firm_id_affiliated_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "affiliated_firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_shares" ADD CONSTRAINT "deal_shares_memo_id_deal_memos_id_fk" FOREIGN KEY ("memo_id") REFERENCES "deal_memos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_shares" ADD CONSTRAINT "deal_shares_shared_by_id_admin_users_id_fk" FOREIGN KEY ("shared_by_id") REFERENCES "admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_viewer_sessions" ADD CONSTRAINT "deal_viewer_sessions_link_id_deal_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "deal_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "affiliated_firms_name_idx" ON "affiliated_firms" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "affiliated_firms_created_at_idx" ON "affiliated_firms" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "affiliated_firms_search_idx" ON "affiliated_firms" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "deal_access_events_application_idx" ON "deal_access_events" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "deal_link_codes_link_idx" ON "deal_link_codes" USING btree ("link_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "deal_links_token_idx" ON "deal_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "deal_links_share_idx" ON "deal_links" USING btree ("share_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deal_memos_application_version_idx" ON "deal_memos" USING btree ("application_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "deal_shares_application_firm_idx" ON "deal_shares" USING btree ("application_id","firm_id");--> statement-breakpoint
CREATE INDEX "deal_shares_firm_idx" ON "deal_shares" USING btree ("firm_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deal_viewer_sessions_token_idx" ON "deal_viewer_sessions" USING btree ("token_hash");