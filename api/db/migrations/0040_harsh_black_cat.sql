-- A decision e-mail's template per language (docs/decisions/075-staff-text-in-both-languages.md):
-- the rows admins saved so far are the English ones.
ALTER TABLE "mail_templates" DROP CONSTRAINT "mail_templates_pkey";--> statement-breakpoint
ALTER TABLE "mail_templates" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_templates" ADD CONSTRAINT "mail_templates_kind_language_pk" PRIMARY KEY("kind","language");
