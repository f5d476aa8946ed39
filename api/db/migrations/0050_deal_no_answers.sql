ALTER TABLE "deal_shares" ADD COLUMN "no_answer_at" timestamp with time zone;--> statement-breakpoint
-- Dates that passed before this column existed are marked as passed, without a bell or a history
-- line each: the job records only the silences that happen from now on (api/syndication/no-answers.ts).
UPDATE "deal_shares" SET "no_answer_at" = "respond_by"
WHERE "respond_by" <= now() AND "revoked_at" IS NULL
  AND NOT EXISTS (SELECT 1 FROM "deal_answers"
    WHERE "deal_answers"."application_id" = "deal_shares"."application_id"
      AND "deal_answers"."firm_id" = "deal_shares"."firm_id");
