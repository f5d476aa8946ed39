ALTER TABLE "receipts" DROP CONSTRAINT "receipts_application_id_applications_id_fk";
--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "billed_name" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "billed_startup" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "billed_email" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "partner_name" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "payment_id" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "test_payment" boolean;