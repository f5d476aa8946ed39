-- A newsletter's subject and text in Arabic beside the English, for the subscribers who signed up
-- in Arabic (docs/decisions/075-staff-text-in-both-languages.md); empty where not written.
ALTER TABLE "newsletters" ADD COLUMN "subject_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "body_ar" text DEFAULT '' NOT NULL;