ALTER TABLE "deal_shares" ADD COLUMN "first_answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deal_shares" ADD COLUMN "answer_kind" text;--> statement-breakpoint
ALTER TABLE "deal_shares" ADD COLUMN "answer_amount" bigint;--> statement-breakpoint
ALTER TABLE "deal_shares" ADD COLUMN "answer_currency" text;--> statement-breakpoint
ALTER TABLE "deal_shares" ADD COLUMN "memo_viewed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "applications_paid_id_idx" ON "applications" USING btree ("id","paid_at") WHERE "applications"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "deal_access_events_memo_viewed_idx" ON "deal_access_events" USING btree ("application_id","firm_id") WHERE "deal_access_events"."event" = 'memo viewed';