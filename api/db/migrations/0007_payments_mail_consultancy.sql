CREATE TABLE "consultancy_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_name" text NOT NULL,
	"business_age" double precision NOT NULL,
	"industry" text NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"primary_problem" text NOT NULL,
	"other_problems" text DEFAULT '' NOT NULL,
	"expectations" text NOT NULL,
	"previous_consultancy" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(business_name || ' ' || email || ' ' || industry || ' ' || website || ' ' || primary_problem || ' ' || expectations)) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"partner_name" text NOT NULL,
	"final_price" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"expires_at" timestamp with time zone,
	"usage_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'outbox' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"provider_order_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"coupon_code" text,
	"partner_name" text,
	"answers" jsonb NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"payment_id" text,
	"paid_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "funding_interest" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || ' ' || email || ' ' || coalesce(company, '') || ' ' || idea)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "consultancy_requests_created_at_idx" ON "consultancy_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "consultancy_requests_search_idx" ON "consultancy_requests" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_upper_idx" ON "coupons" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "mail_outbox_created_at_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_provider_order_idx" ON "payment_orders" USING btree ("provider_order_id");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_order_idx" ON "applications" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "funding_interest_search_idx" ON "funding_interest" USING gin ("search_text" gin_trgm_ops);