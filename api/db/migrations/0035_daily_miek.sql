ALTER TABLE "applications" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;