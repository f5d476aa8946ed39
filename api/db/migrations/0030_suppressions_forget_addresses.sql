DROP INDEX "mail_suppressions_email_lower_idx";--> statement-breakpoint
ALTER TABLE "mail_suppressions" DROP COLUMN "email";