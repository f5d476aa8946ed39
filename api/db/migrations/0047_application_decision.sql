ALTER TABLE "applications" ADD COLUMN "decision" text;--> statement-breakpoint
-- The decisions sent before the column: the kind of the decision mail the founder got at or before
-- the clock stopped, while the outbox still keeps it.
UPDATE "applications" SET "decision" = (
  SELECT "mail_outbox"."kind" FROM "mail_outbox"
  WHERE "mail_outbox"."kind" IN ('accepted', 'declined')
    AND lower("mail_outbox"."to") = lower("applications"."email")
    AND "mail_outbox"."created_at" <= "applications"."decision_sent_at"
  ORDER BY "mail_outbox"."created_at" DESC
  LIMIT 1
) WHERE "decision_sent_at" IS NOT NULL;
