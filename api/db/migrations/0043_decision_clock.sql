CREATE TABLE "clock_targets" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"decision_days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clock_targets_one_row" CHECK ("clock_targets"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "stage_since" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "decision_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "awaiting_decision_since" timestamp with time zone GENERATED ALWAYS AS (case when decision_sent_at is null then paid_at end) STORED;--> statement-breakpoint
CREATE INDEX "applications_awaiting_decision_idx" ON "applications" USING btree ("awaiting_decision_since","created_at","id") WHERE "applications"."awaiting_decision_since" is not null;--> statement-breakpoint
-- The clocks of what is already there: paid when its order was, in its stage since its last change
-- (or its payment, while still Received), decided when its first decision mail went.
UPDATE "applications" SET "paid_at" = "payment_orders"."paid_at" FROM "payment_orders" WHERE "payment_orders"."id" = "applications"."order_id";--> statement-breakpoint
UPDATE "applications" SET "stage_since" = CASE WHEN "founder_stage" = 'Received' THEN coalesce("paid_at", "created_at") ELSE "updated_at" END;--> statement-breakpoint
UPDATE "applications" SET "decision_sent_at" = (SELECT min("mail_outbox"."created_at") FROM "mail_outbox" WHERE "mail_outbox"."kind" IN ('accepted', 'declined') AND "mail_outbox"."to" = "applications"."email" AND "mail_outbox"."created_at" >= "applications"."created_at") WHERE "founder_stage" = 'Decision made';--> statement-breakpoint
INSERT INTO "clock_targets" ("id", "decision_days") VALUES (1, 10) ON CONFLICT DO NOTHING;
