-- The suppression list keeps the address's hash only (api/mail/address-hash.ts): filled from the
-- addresses already there, which the next migration drops.
ALTER TABLE "mail_suppressions" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_suppressions" ADD COLUMN "email_hash" text;--> statement-breakpoint
UPDATE "mail_suppressions" SET "email_hash" = encode(sha256(convert_to(lower(trim("email")), 'UTF8')), 'hex');--> statement-breakpoint
ALTER TABLE "mail_suppressions" ALTER COLUMN "email_hash" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_suppressions_email_hash_idx" ON "mail_suppressions" USING btree ("email_hash");
