-- Orders made before lifetimes existed get the default lifetime (120 minutes) from their creation;
-- they reserved no coupon use (coupon_reserved false): their use is counted when they are paid.
ALTER TABLE "payment_orders" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
UPDATE "payment_orders" SET "expires_at" = "created_at" + interval '120 minutes';--> statement-breakpoint
ALTER TABLE "payment_orders" ALTER COLUMN "expires_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "coupon_reserved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "coupon_problem" text;--> statement-breakpoint
CREATE INDEX "payment_orders_unpaid_expiry_idx" ON "payment_orders" USING btree ("expires_at") WHERE status = 'created';
